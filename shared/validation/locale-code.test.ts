import { describe, expect, it } from "vitest";
import { LOCALES } from "../site/locales.ts";
import { isLocaleCode, localeCodeSchema } from "./locale-code.ts";

describe("locale code: two letters, a hyphen, two letters (section 5)", () => {
  it("accepts every locale of the shop", () => {
    for (const locale of LOCALES) expect(isLocaleCode(locale), locale).toBe(true);
  });

  it("accepts codes of that shape the shop does not serve, in either letter case", () => {
    expect(isLocaleCode("pt-BR")).toBe(true);
    expect(isLocaleCode("de-ch")).toBe(true);
    expect(localeCodeSchema.parse("pl-PL")).toBe("pl-PL");
  });

  it.each([
    ["language only", "de"],
    ["underscore", "de_CH"],
    ["no separator", "deCH"],
    ["three-letter language", "deu-CH"],
    ["region digits", "es-419"],
    ["script subtag", "zh-Hant-TW"],
    ["trailing newline", "de-CH\n"],
    ["leading space", " de-CH"],
    ["non-ASCII letter", "dé-CH"],
    ["empty", ""],
  ])("rejects %s: %j", (_, value) => {
    expect(isLocaleCode(value)).toBe(false);
    expect(localeCodeSchema.safeParse(value).success).toBe(false);
  });
});
