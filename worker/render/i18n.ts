/**
 * The renderer's translator: one per isolate, the locale passed on every call.
 */
import { DICTIONARIES } from "../../shared/i18n/dictionaries.ts";
import type { TranslationKey } from "../../shared/i18n/keys.ts";
import { type Params, createTranslator } from "../../shared/i18n/translator.ts";
import { logEvent } from "../log.ts";

export const translate = createTranslator<TranslationKey>(DICTIONARIES, (key, locale) =>
  logEvent("warn", "missing-translation", { key, locale }),
);

/** A translator bound to one locale: its key is checked against the German set (shared/i18n/keys.ts). */
export type Translator = (key: TranslationKey, params?: Params) => string;

/** A translator bound to one locale, for components. */
export function translatorFor(locale: string): Translator {
  return (key: TranslationKey, params?: Params) => translate(key, locale, params);
}
