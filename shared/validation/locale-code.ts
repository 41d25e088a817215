/**
 * Locale code validation (specification section 5): two letters, a hyphen, two letters. This says
 * only that a value has the shape of a locale code; whether the shop serves it is `isLocale` in
 * `shared/site/locales.ts`. The specification names no letter case, so both cases pass.
 */
import { z } from "zod";

export const LOCALE_CODE_PATTERN = /^[A-Za-z]{2}-[A-Za-z]{2}$/;

export function isLocaleCode(value: string): boolean {
  return LOCALE_CODE_PATTERN.test(value);
}

export const localeCodeSchema = z.string().regex(LOCALE_CODE_PATTERN, { message: "Expected a locale code like de-CH" });
