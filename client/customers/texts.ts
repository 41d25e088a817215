/**
 * Texts of the customer forms in the browser: the worker translates them for the page's locale
 * and hands them over as island props (flat keys). A value that is no key (a message the server
 * already translated) is shown as it is.
 */
import type { TranslationKey } from "../../shared/i18n/keys.ts";

export type Texts = Record<string, string>;
export type TextParams = Record<string, string | number>;

export function translate(texts: Texts, keyOrText: string, params: TextParams = {}): string {
  const text = texts[keyOrText] ?? keyOrText;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? ""));
}

/** A translator over the texts an island got: its keys are checked against the German set (shared/i18n/keys.ts). */
export function translatorOf(texts: Texts): (key: TranslationKey, params?: TextParams) => string {
  return (key, params) => translate(texts, key, params);
}
