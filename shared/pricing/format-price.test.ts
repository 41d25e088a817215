import { describe, expect, it } from "vitest";
import { type Currency, LOCALES, type Locale, currencyOf } from "../site/locales.ts";
import { CHF_GROUP_SEPARATOR, formatFromPrice, formatPrice } from "./format-price.ts";

/** The spaces ICU puts into prices: no-break space, and the narrow no-break space French groups with. */
const NBSP = "\u00a0";
const NNBSP = "\u202f";

describe("formatPrice: integer minor units with the route's locale and currency (section 9)", () => {
  const cases: [Locale, number, string][] = [
    ["de-DE", 1290, `12,90${NBSP}€`],
    ["de-DE", 123450, `1.234,50${NBSP}€`],
    ["de-AT", 1290, `€${NBSP}12,90`],
    ["de-AT", 123450, `€${NBSP}1.234,50`],
    ["de-CH", 1290, `CHF${NBSP}12.90`],
    ["de-CH", 123450, `CHF${NBSP}1'234.50`],
    ["de-LI", 123456789, `CHF${NBSP}1'234'567.89`],
    ["de-LU", 123450, `1.234,50${NBSP}€`],
    ["de-IT", 123450, `1.234,50${NBSP}€`],
    ["fr-CH", 1290, `12.90${NBSP}CHF`],
    ["fr-CH", 123450, `1'234.50${NBSP}CHF`],
    ["fr-FR", 123450, `1${NNBSP}234,50${NBSP}€`],
    ["fr-BE", 123456789, `1${NNBSP}234${NNBSP}567,89${NBSP}€`],
    ["fr-LU", 123450, `1.234,50${NBSP}€`],
    ["it-CH", 123450, `CHF${NBSP}1'234.50`],
    ["it-IT", 1290, `12,90${NBSP}€`],
    ["it-IT", 123456789, `1.234.567,89${NBSP}€`],
    ["en-GB", 1290, "£12.90"],
    ["en-GB", 123450, "£1,234.50"],
    ["en-US", 1290, "$12.90"],
    ["en-US", 123450, "$1,234.50"],
    ["nl-BE", 123450, `€${NBSP}1.234,50`],
    ["nl-NL", 1290, `€${NBSP}12,90`],
    ["es-ES", 1290, `12,90${NBSP}€`],
    ["es-ES", 123456789, `1.234.567,89${NBSP}€`],
  ];
  it.each(cases)("%s, %i minor units -> %j", (locale, minor, expected) => {
    expect(formatPrice(minor, locale, currencyOf(locale))).toBe(expected);
  });

  it("shows at least and at most two decimals", () => {
    expect(formatPrice(1200, "de-DE", "eur")).toBe(`12,00${NBSP}€`);
    expect(formatPrice(5, "en-GB", "gbp")).toBe("£0.05");
    expect(formatPrice(0, "en-US", "usd")).toBe("$0.00");
  });

  it("formats every locale with its own currency, never the runtime default", () => {
    const symbols: Record<Currency, RegExp> = { chf: /CHF/, eur: /€/, gbp: /£/, usd: /\$/ };
    for (const locale of LOCALES) {
      const text = formatPrice(4990, locale, currencyOf(locale));
      expect(text, locale).toMatch(symbols[currencyOf(locale)]);
      expect(text, locale).toMatch(/49[.,]90/);
    }
  });

  it("formats the same amount differently per locale and currency: the arguments decide, not the machine", () => {
    expect(formatPrice(123450, "de-DE", "usd")).toBe(`1.234,50${NBSP}$`);
    expect(formatPrice(123450, "en-GB", "eur")).toBe("€1,234.50");
    expect(formatPrice(123450, "en-GB", "chf")).toBe(`CHF${NBSP}1'234.50`);
  });

  it("groups CHF with an apostrophe in every Swiss locale, also where the locale itself would not", () => {
    expect(CHF_GROUP_SEPARATOR).toBe("'");
    // it-CH leaves four-digit amounts ungrouped on its own; fr-CH's own grouping depends on the
    // runtime's CLDR (a narrow space in Node 20, an apostrophe in Node 22): our output does not.
    expect(new Intl.NumberFormat("it-CH", { style: "currency", currency: "CHF" }).format(1234.5)).not.toContain("'");
    for (const locale of ["de-CH", "de-LI", "fr-CH", "it-CH"] as const) {
      expect(formatPrice(123450, locale, "chf"), locale).toContain("1'234.50");
      expect(formatPrice(100000000, locale, "chf"), locale).toContain("1'000'000.00");
    }
  });

  it("leaves the grouping of other currencies to the locale", () => {
    expect(formatPrice(123450, "es-ES", "eur")).toBe(`1234,50${NBSP}€`);
    expect(formatPrice(1234550, "es-ES", "eur")).toBe(`12.345,50${NBSP}€`);
    expect(formatPrice(123450, "it-IT", "eur")).toBe(`1234,50${NBSP}€`);
  });

  it("formats negative amounts", () => {
    expect(formatPrice(-500, "de-DE", "eur")).toBe(`-5,00${NBSP}€`);
    expect(formatPrice(-500, "en-US", "usd")).toBe("-$5.00");
  });

  it("refuses anything but integer minor units", () => {
    expect(() => formatPrice(12.9, "de-DE", "eur")).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN, "de-DE", "eur")).toThrow(RangeError);
    expect(() => formatPrice(Number.POSITIVE_INFINITY, "de-DE", "eur")).toThrow(RangeError);
    expect(() => formatPrice(2 ** 53, "de-DE", "eur")).toThrow(RangeError);
  });
});

describe("formatFromPrice: the localised 'from' prefix (section 9)", () => {
  it.each([
    ["de-DE", "ab", `ab${NBSP}12,90${NBSP}€`],
    ["de-CH", "ab", `ab${NBSP}CHF${NBSP}12.90`],
    ["en-GB", "from", `from${NBSP}£12.90`],
    ["en-US", "from", `from${NBSP}$12.90`],
    ["fr-CH", "à partir de", `à partir de${NBSP}12.90${NBSP}CHF`],
    ["fr-FR", "à partir de", `à partir de${NBSP}12,90${NBSP}€`],
    ["it-IT", "da", `da${NBSP}12,90${NBSP}€`],
    ["es-ES", "desde", `desde${NBSP}12,90${NBSP}€`],
    ["nl-BE", "vanaf", `vanaf${NBSP}€${NBSP}12,90`],
  ] as [Locale, string, string][])("%s: %j", (locale, word, expected) => {
    expect(formatFromPrice(1290, locale, currencyOf(locale), word)).toBe(expected);
  });
});
