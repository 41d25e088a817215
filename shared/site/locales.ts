/**
 * Locales, languages, currencies, units and fallbacks (specification section 3, "Enumerations").
 * Everything here is data; the site table in `sites.ts` ties it to hosts.
 */

export const LANGUAGES = ["de", "en", "es", "fr", "it", "nl"] as const;
export type Language = (typeof LANGUAGES)[number];

export const LOCALES = [
  "de-AT",
  "de-CH",
  "de-DE",
  "de-IT",
  "de-LI",
  "de-LU",
  "en-GB",
  "en-US",
  "es-ES",
  "fr-BE",
  "fr-CH",
  "fr-FR",
  "fr-LU",
  "it-CH",
  "it-IT",
  "nl-BE",
  "nl-NL",
] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "de-DE";

export const CURRENCIES = ["chf", "eur", "gbp", "usd"] as const;
export type Currency = (typeof CURRENCIES)[number];

export type Unit = "cm" | "in" | "none";

/** The translation sets that are loaded (section 3); every other locale borrows one of them. */
export const TRANSLATION_SETS = [
  "de-CH",
  "de-DE",
  "de-LI",
  "en-GB",
  "en-US",
  "es-ES",
  "fr-BE",
  "fr-FR",
  "it-IT",
  "nl-NL",
] as const;
export type TranslationSet = (typeof TRANSLATION_SETS)[number];

/**
 * Fallback locale per locale (section 3): AT, CH, LI and LU fall back to de-DE; en-US to en-GB;
 * fr-BE, fr-CH and fr-LU to fr-FR; it-CH to it-IT; nl-BE to nl-NL. de-IT is not named by the
 * specification and follows the other German locales. The six base locales fall back to nothing.
 */
const FALLBACKS: Partial<Record<Locale, Locale>> = {
  "de-AT": "de-DE",
  "de-CH": "de-DE",
  "de-IT": "de-DE",
  "de-LI": "de-DE",
  "de-LU": "de-DE",
  "en-US": "en-GB",
  "fr-BE": "fr-FR",
  "fr-CH": "fr-FR",
  "fr-LU": "fr-FR",
  "it-CH": "it-IT",
  "nl-BE": "nl-NL",
};

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

export function isTranslationSet(value: string): value is TranslationSet {
  return (TRANSLATION_SETS as readonly string[]).includes(value);
}

export function languageOf(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}

export function countryOf(locale: Locale): string {
  return locale.slice(3);
}

/** The locale a locale falls back to, or itself for the six base locales. */
export function fallbackLocale(locale: Locale): Locale {
  return FALLBACKS[locale] ?? locale;
}

/** The locale itself followed by its fallbacks, without repeats: fr-CH -> [fr-CH, fr-FR]. */
export function fallbackChain(locale: Locale): Locale[] {
  const chain: Locale[] = [locale];
  let next = FALLBACKS[locale];
  while (next && !chain.includes(next)) {
    chain.push(next);
    next = FALLBACKS[next];
  }
  return chain;
}

/** The translation sets to consult for a locale, most specific first: de-AT -> [de-DE]. */
export function translationChain(locale: Locale): TranslationSet[] {
  return fallbackChain(locale).filter(isTranslationSet);
}

/** Currency per country (section 3): CH and LI chf, GB gbp, US usd, all others eur. */
export function currencyOf(locale: Locale): Currency {
  switch (countryOf(locale)) {
    case "CH":
    case "LI":
      return "chf";
    case "GB":
      return "gbp";
    case "US":
      return "usd";
    default:
      return "eur";
  }
}

/** Inches for en-US, centimetres elsewhere (section 3). */
export function unitOf(locale: Locale): Unit {
  return locale === "en-US" ? "in" : "cm";
}
