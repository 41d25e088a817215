import { describe, expect, it } from "vitest";
import deDE from "../../locales/de-DE.json" with { type: "json" };
import { isTranslationKey, keysInSection } from "./keys.ts";

describe("translation keys built at run time (decision 123)", () => {
  it("are keys when the German set has a text under them", () => {
    expect(isTranslationKey("header.cart")).toBe(true);
    expect(isTranslationKey("specialPages.checkout.steps.address")).toBe(true);
  });

  it("are not keys when misspelt, a section, too deep or not inherited", () => {
    for (const key of [
      "header.crat",
      "header",
      "specialPages.checkout.steps",
      "header.cart.count",
      "",
      "toString",
      "constructor.name",
    ]) {
      expect(isTranslationKey(key), key).toBe(false);
    }
  });

  it("of a section are every text of that section, in the German set's order", () => {
    const form = keysInSection("form");
    // `form` is flat: its keys are its texts.
    expect(form).toEqual(Object.keys(deDE.form).map((key) => `form.${key}`));
    expect(form.length).toBeGreaterThan(5);
    expect(keysInSection("specialPages")).toContain("specialPages.checkout.steps.confirm");
  });
});
