import { describe, expect, it } from "vitest";
import { LOCALES, TRANSLATION_SETS, type TranslationSet } from "../site/locales.ts";
import { DICTIONARIES } from "./dictionaries.ts";
import { type Dictionary, createTranslator, fallbackText, reportsMissing } from "./translator.ts";

/** Every set answers `who` with its own name; `only.<set>` exists in that set alone. */
const probe = Object.fromEntries(
  TRANSLATION_SETS.map((set): [TranslationSet, Dictionary] => [set, { who: set, only: { [set]: set } }]),
) as Record<TranslationSet, Dictionary>;

describe("translation fallback chain (section 3, 'Fallback locales' and 'Translation sets')", () => {
  const t = createTranslator(probe);

  it.each([
    ["de-DE", "de-DE"],
    ["de-AT", "de-DE"],
    ["de-CH", "de-CH"],
    ["de-LI", "de-LI"],
    ["de-LU", "de-DE"],
    ["de-IT", "de-DE"],
    ["en-GB", "en-GB"],
    ["en-US", "en-US"],
    ["es-ES", "es-ES"],
    ["fr-FR", "fr-FR"],
    ["fr-BE", "fr-BE"],
    ["fr-CH", "fr-FR"],
    ["fr-LU", "fr-FR"],
    ["it-IT", "it-IT"],
    ["it-CH", "it-IT"],
    ["nl-NL", "nl-NL"],
    ["nl-BE", "nl-NL"],
  ])("%s reads the %s set first", (locale, set) => {
    expect(t("who", locale)).toBe(set);
  });

  it("covers all 17 locales in the cases above", () => {
    expect(LOCALES).toHaveLength(17);
  });

  it.each([
    ["de-CH", "de-DE"],
    ["de-LI", "de-DE"],
    ["en-US", "en-GB"],
    ["fr-BE", "fr-FR"],
    ["de-AT", "de-DE"],
    ["fr-CH", "fr-FR"],
    ["it-CH", "it-IT"],
    ["nl-BE", "nl-NL"],
  ])("%s falls back to %s for a key its own set lacks", (locale, fallback) => {
    expect(t(`only.${fallback}`, locale)).toBe(fallback);
  });

  it("never borrows from a set outside the chain: de-AT does not read de-CH, en-GB does not read en-US", () => {
    expect(t("only.de-CH", "de-AT")).toBe("de-CH");
    expect(t("only.de-CH", "de-DE")).toBe("de-CH");
    expect(t("only.en-US", "en-GB")).toBe("en-US");
    expect(t("only.fr-FR", "de-DE")).toBe("fr-FR");
  });

  it("uses the locale passed on each call, so interleaved calls do not affect each other", () => {
    expect([t("who", "fr-CH"), t("who", "de-CH"), t("who", "fr-CH"), t("who", "en-US")]).toEqual([
      "fr-FR",
      "de-CH",
      "fr-FR",
      "en-US",
    ]);
  });
});

describe("missing translation keys (section 5)", () => {
  it("fall back to the part of the key after the first dot", () => {
    expect(fallbackText("header.cart")).toBe("cart");
    expect(fallbackText("page.theme.title")).toBe("theme.title");
    expect(fallbackText("plain")).toBe("plain");
    expect(fallbackText(".lead")).toBe("lead");
    const t = createTranslator(DICTIONARIES);
    expect(t("header.noSuchKey", "de-DE")).toBe("noSuchKey");
    expect(t("checkout.step.address", "fr-CH")).toBe("step.address");
  });

  it("treat a key that names a group rather than a text as missing", () => {
    const t = createTranslator(DICTIONARIES);
    expect(t("header", "de-DE")).toBe("header");
    expect(t("page.theme.id", "de-DE")).toBe("theme.id");
  });

  it("are reported only for codes of exactly five characters that are not supported", () => {
    expect(reportsMissing("pt-BR")).toBe(true);
    expect(reportsMissing("de_DE")).toBe(true);
    expect(reportsMissing("de-DE")).toBe(false);
    expect(reportsMissing("fr-CH")).toBe(false);
    expect(reportsMissing("de")).toBe(false);
    expect(reportsMissing("de-DEU")).toBe(false);
    expect(reportsMissing("")).toBe(false);
  });

  it("are reported once per key", () => {
    const events: [string, string][] = [];
    const t = createTranslator(DICTIONARIES, (key, locale) => events.push([key, locale]));
    expect(t("header.cart", "pt-BR")).toBe("cart");
    expect(t("header.cart", "pt-BR")).toBe("cart");
    expect(t("header.cart", "pl-PL")).toBe("cart");
    expect(t("header.account", "pl-PL")).toBe("account");
    expect(events).toEqual([
      ["header.cart", "pt-BR"],
      ["header.account", "pl-PL"],
    ]);
  });

  it("are not reported for a supported locale, nor for a code of another length", () => {
    const events: string[] = [];
    const t = createTranslator(DICTIONARIES, (key) => events.push(key));
    expect(t("header.noSuchKey", "de-DE")).toBe("noSuchKey");
    expect(t("header.noSuchKey", "it-CH")).toBe("noSuchKey");
    expect(t("header.cart", "de")).toBe("cart");
    expect(t("header.cart", "de-DE-x")).toBe("cart");
    expect(events).toEqual([]);
  });
});

describe("translations with the real dictionaries", () => {
  const t = createTranslator(DICTIONARIES);

  it("fills placeholders from the parameters", () => {
    expect(t("page.theme", "de-DE", { id: 42 })).toBe("Motiv 42");
    expect(t("page.theme", "fr-CH", { id: 42 })).toBe("Motif 42");
    expect(t("footer.copyright", "en-US", { year: 2026, brand: "kartenliebe" })).toBe("© 2026 kartenliebe");
  });

  it("reads a regional difference first and the base set for the rest", () => {
    expect(t("header.hotline", "de-CH")).toBe("Kundendienst");
    expect(t("header.hotline", "de-CH")).not.toBe(t("header.hotline", "de-DE"));
    expect(t("header.account", "de-CH")).toBe(t("header.account", "de-DE"));
    expect(t("header.cart", "en-US")).not.toBe(t("header.cart", "en-GB"));
    expect(t("header.account", "en-US")).toBe(t("header.account", "en-GB"));
  });

  it.each([
    ["de", "ab"],
    ["en", "from"],
    ["fr", "à partir de"],
    ["it", "da"],
    ["es", "desde"],
    ["nl", "vanaf"],
  ])("has the 'from' price word of language %s (%j) in every locale of that language (section 9)", (language, word) => {
    for (const locale of LOCALES.filter((l) => l.startsWith(`${language}-`))) {
      expect(t("price.from", locale), locale).toBe(word);
    }
  });

  it("has the help button label 'Hilfe', localised (section 2, 'Help button')", () => {
    expect(t("help.label", "de-CH")).toBe("Hilfe");
    expect(t("help.label", "en-US")).toBe("Help");
    expect(t("help.label", "es-ES")).toBe("Ayuda");
    expect(t("help.label", "fr-BE")).toBe("Aide");
  });
});

describe("texts kept once found", () => {
  it("answers repeated calls the same, per locale, and still fills parameters", () => {
    const sets = Object.fromEntries(
      TRANSLATION_SETS.map((set): [TranslationSet, Dictionary] => [set, { who: set, hello: `${set}: {{name}}` }]),
    ) as Record<TranslationSet, Dictionary>;
    const t = createTranslator(sets);
    for (let i = 0; i < 2; i++) {
      expect(t("who", "de-AT")).toBe("de-DE");
      expect(t("who", "fr-CH")).toBe("fr-FR");
      expect(t("hello", "de-CH")).toBe("de-CH: ");
      expect(t("hello", "de-CH", { name: "Ada" })).toBe("de-CH: Ada");
      expect(t("hello", "de-CH", { name: "Bo" })).toBe("de-CH: Bo");
    }
    // a missing key is not kept: it is still answered by its fallback text
    expect(t("missing.key", "de-DE")).toBe("key");
    expect(t("missing.key", "de-DE")).toBe("key");
  });
});
