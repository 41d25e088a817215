import { describe, expect, it } from "vitest";
import { displayPrice } from "./price-display.ts";

const NBSP = "\u00a0";

describe("displayPrice (sections 3 and 9)", () => {
  it("shows the current price, the original struck through and the discount share during a sale", () => {
    expect(displayPrice({ priceOriginal: 4000, priceCurrent: 3000 }, { locale: "de-DE", currency: "eur" })).toEqual({
      current: `30,00${NBSP}€`,
      struckThrough: `40,00${NBSP}€`,
      discountShare: 0.25,
    });
  });

  it("shows only the current price outside a sale", () => {
    expect(displayPrice({ priceOriginal: 3000, priceCurrent: 3000 }, { locale: "en-GB", currency: "gbp" })).toEqual({
      current: "£30.00",
      discountShare: 0,
    });
  });

  it("puts the 'from' word before the current price only, and keeps CHF grouping in both prices", () => {
    const display = displayPrice(
      { priceOriginal: 250000, priceCurrent: 199000 },
      { locale: "fr-CH", currency: "chf", fromWord: "à partir de" },
    );
    expect(display.current).toBe(`à partir de${NBSP}1'990.00${NBSP}CHF`);
    expect(display.struckThrough).toBe(`2'500.00${NBSP}CHF`);
    expect(display.discountShare).toBeCloseTo(0.204, 12);
  });
});
