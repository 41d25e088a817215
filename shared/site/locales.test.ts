import { describe, expect, it } from "vitest";
import {
  CURRENCIES,
  DEFAULT_LOCALE,
  LANGUAGES,
  LOCALES,
  type Locale,
  TRANSLATION_SETS,
  countryOf,
  currencyOf,
  fallbackChain,
  fallbackLocale,
  isLocale,
  isTranslationSet,
  languageOf,
  translationChain,
  unitOf,
} from "./locales.ts";

describe("locale enumerations (section 3)", () => {
  it("has the 17 locales of the specification, de-DE by default", () => {
    expect([...LOCALES]).toEqual([
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
    ]);
    expect(DEFAULT_LOCALE).toBe("de-DE");
  });

  it("runs in the languages de, en, es, fr, it and nl, and every locale speaks one of them", () => {
    expect([...LANGUAGES]).toEqual(["de", "en", "es", "fr", "it", "nl"]);
    for (const locale of LOCALES) expect(LANGUAGES).toContain(languageOf(locale));
  });

  it("knows a locale only in its exact spelling", () => {
    expect(isLocale("de-CH")).toBe(true);
    expect(isLocale("de-ch")).toBe(false);
    expect(isLocale("de")).toBe(false);
    expect(isLocale("pt-BR")).toBe(false);
    expect(isLocale("")).toBe(false);
  });

  it("splits a locale into language and country", () => {
    expect(languageOf("fr-CH")).toBe("fr");
    expect(countryOf("fr-CH")).toBe("CH");
  });
});

describe("currency and unit per locale (section 3)", () => {
  const expected: Record<Locale, string> = {
    "de-AT": "eur",
    "de-CH": "chf",
    "de-DE": "eur",
    "de-IT": "eur",
    "de-LI": "chf",
    "de-LU": "eur",
    "en-GB": "gbp",
    "en-US": "usd",
    "es-ES": "eur",
    "fr-BE": "eur",
    "fr-CH": "chf",
    "fr-FR": "eur",
    "fr-LU": "eur",
    "it-CH": "chf",
    "it-IT": "eur",
    "nl-BE": "eur",
    "nl-NL": "eur",
  };

  it.each(LOCALES)("%s pays in the currency of its country: CH and LI chf, GB gbp, US usd, others eur", (locale) => {
    expect(currencyOf(locale)).toBe(expected[locale]);
  });

  it("uses only the four currencies chf, eur, gbp and usd", () => {
    expect([...CURRENCIES]).toEqual(["chf", "eur", "gbp", "usd"]);
    expect(new Set(LOCALES.map(currencyOf))).toEqual(new Set(CURRENCIES));
  });

  it("measures in inches for en-US and in centimetres everywhere else", () => {
    for (const locale of LOCALES) expect(unitOf(locale), locale).toBe(locale === "en-US" ? "in" : "cm");
  });
});

describe("fallback locales (section 3)", () => {
  it.each([
    ["de-AT", "de-DE"],
    ["de-CH", "de-DE"],
    ["de-LI", "de-DE"],
    ["de-LU", "de-DE"],
    ["de-IT", "de-DE"],
    ["en-US", "en-GB"],
    ["fr-BE", "fr-FR"],
    ["fr-CH", "fr-FR"],
    ["fr-LU", "fr-FR"],
    ["it-CH", "it-IT"],
    ["nl-BE", "nl-NL"],
  ] as [Locale, Locale][])("%s falls back to %s", (locale, fallback) => {
    expect(fallbackLocale(locale)).toBe(fallback);
    expect(fallbackChain(locale)).toEqual([locale, fallback]);
  });

  it.each(["de-DE", "en-GB", "es-ES", "fr-FR", "it-IT", "nl-NL"] as Locale[])(
    "base locale %s falls back to itself",
    (locale) => {
      expect(fallbackLocale(locale)).toBe(locale);
      expect(fallbackChain(locale)).toEqual([locale]);
    },
  );

  it("falls back within the same language", () => {
    for (const locale of LOCALES) expect(languageOf(fallbackLocale(locale))).toBe(languageOf(locale));
  });
});

describe("translation sets (section 3)", () => {
  it("loads the ten sets de-CH, de-DE, de-LI, en-GB, en-US, es-ES, fr-BE, fr-FR, it-IT, nl-NL", () => {
    expect([...TRANSLATION_SETS]).toEqual([
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
    ]);
    expect(isTranslationSet("de-AT")).toBe(false);
    expect(isTranslationSet("de-LI")).toBe(true);
  });

  it.each([
    ["de-DE", ["de-DE"]],
    ["de-AT", ["de-DE"]],
    ["de-CH", ["de-CH", "de-DE"]],
    ["de-LI", ["de-LI", "de-DE"]],
    ["de-LU", ["de-DE"]],
    ["de-IT", ["de-DE"]],
    ["en-GB", ["en-GB"]],
    ["en-US", ["en-US", "en-GB"]],
    ["es-ES", ["es-ES"]],
    ["fr-FR", ["fr-FR"]],
    ["fr-BE", ["fr-BE", "fr-FR"]],
    ["fr-CH", ["fr-FR"]],
    ["fr-LU", ["fr-FR"]],
    ["it-IT", ["it-IT"]],
    ["it-CH", ["it-IT"]],
    ["nl-NL", ["nl-NL"]],
    ["nl-BE", ["nl-NL"]],
  ] as [Locale, string[]][])("%s reads the sets %j", (locale, sets) => {
    expect(translationChain(locale)).toEqual(sets);
  });
});
