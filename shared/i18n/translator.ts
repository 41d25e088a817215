/**
 * Translation with rosetta (specification sections 3 and 5). The locale is passed on every call:
 * rosetta's own "current locale" is shared state and is never set.
 */
import rosetta from "rosetta";
import { type TranslationSet, isLocale, translationChain } from "../site/locales.ts";

export type Dictionary = { [key: string]: string | Dictionary };
export type Params = Record<string, string | number>;
/** Translates a key of `K`: the dictionaries' keys (`TranslationKey` for the shop's own, keys.ts). */
export type Translate<K extends string = string> = (key: K, locale: string, params?: Params) => string;

/** A missing key reads as the part after its first dot: `header.cart` -> `cart` (section 5). */
export function fallbackText(key: string): string {
  const dot = key.indexOf(".");
  return dot === -1 ? key : key.slice(dot + 1);
}

/**
 * Whether a missing key is reported for this locale: only for codes of exactly five characters
 * that are not supported (section 5, taken as written).
 */
export function reportsMissing(locale: string): boolean {
  return locale.length === 5 && !isLocale(locale);
}

export function createTranslator<K extends string = string>(
  dictionaries: Record<TranslationSet, Dictionary>,
  onMissing: (key: K, locale: string) => void = () => {},
): Translate<K> {
  const i18n = rosetta(dictionaries);
  const reported = new Set<K>();
  // Texts without parameters, once found (a page asks for the same labels hundreds of times).
  // Only keys the dictionaries have are kept, so it holds at most their size per locale.
  const found = new Map<string, string>();
  return (key, locale, params) => {
    const plain = params === undefined ? `${locale}\u0000${key}` : undefined;
    const known = plain === undefined ? undefined : found.get(plain);
    if (known !== undefined) return known;
    const chain = isLocale(locale) ? translationChain(locale) : [];
    for (const set of chain) {
      const text = i18n.t(key, params, set);
      if (typeof text === "string" && text !== "") {
        if (plain !== undefined) found.set(plain, text);
        return text;
      }
    }
    if (reportsMissing(locale) && !reported.has(key)) {
      reported.add(key);
      onMissing(key, locale);
    }
    return fallbackText(key);
  };
}
