/**
 * The renderer's translator: one per isolate, the locale passed on every call.
 */
import { DICTIONARIES } from "../../shared/i18n/dictionaries.ts";
import { type Params, createTranslator } from "../../shared/i18n/translator.ts";
import { logEvent } from "../log.ts";

export const translate = createTranslator(DICTIONARIES, (key, locale) =>
  logEvent("warn", "missing-translation", { key, locale }),
);

/** A translator bound to one locale, for components. */
export function translatorFor(locale: string) {
  return (key: string, params?: Params) => translate(key, locale, params);
}
