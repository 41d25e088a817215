import { describe, expect, it } from "vitest";
import { addPrices, discountShare, isSale, priceOnly, timesPrice } from "./price-record.ts";

describe("price record (section 3, 'Price, format and SKU shapes')", () => {
  it("is a sale when the original exceeds the current price", () => {
    expect(isSale({ priceOriginal: 2990, priceCurrent: 1990 })).toBe(true);
    expect(isSale({ priceOriginal: 1991, priceCurrent: 1990 })).toBe(true);
  });

  it("is no sale when original and current are equal, or the original is lower", () => {
    expect(isSale({ priceOriginal: 1990, priceCurrent: 1990 })).toBe(false);
    expect(isSale({ priceOriginal: 1000, priceCurrent: 1990 })).toBe(false);
  });

  it("has a discount share of (original - current) / original", () => {
    expect(discountShare({ priceOriginal: 2000, priceCurrent: 1500 })).toBe(0.25);
    expect(discountShare({ priceOriginal: 3000, priceCurrent: 1000 })).toBeCloseTo(2 / 3, 12);
    expect(discountShare({ priceOriginal: 1000, priceCurrent: 0 })).toBe(1);
  });

  it("has no discount share outside a sale, and never divides by a zero original", () => {
    expect(discountShare({ priceOriginal: 1990, priceCurrent: 1990 })).toBe(0);
    expect(discountShare({ priceOriginal: 1000, priceCurrent: 1990 })).toBe(0);
    expect(discountShare({ priceOriginal: 0, priceCurrent: 0 })).toBe(0);
    expect(discountShare({ priceOriginal: 0, priceCurrent: -100 })).toBe(0);
  });
});

describe("prices added and multiplied keep their prior price", () => {
  it("adds the prior price of a reduced part to the current price of the other", () => {
    const sum = addPrices(
      { priceOriginal: 5000, priceCurrent: 4000, pricePrior: 4500 },
      { priceOriginal: 1000, priceCurrent: 1000 },
    );
    expect(sum).toEqual({ priceOriginal: 6000, priceCurrent: 5000, pricePrior: 5500 });
  });

  it("adds no prior price when neither part has one", () => {
    expect(addPrices({ priceOriginal: 1, priceCurrent: 1 }, { priceOriginal: 2, priceCurrent: 2 })).toEqual({
      priceOriginal: 3,
      priceCurrent: 3,
    });
  });

  it("multiplies the prior price with the quantity, and keeps only the price fields of a larger record", () => {
    expect(timesPrice({ priceOriginal: 300, priceCurrent: 200, pricePrior: 250 }, 4)).toEqual({
      priceOriginal: 1200,
      priceCurrent: 800,
      pricePrior: 1000,
    });
    expect(priceOnly({ priceOriginal: 3, priceCurrent: 2, value: "a4" } as never)).toEqual({
      priceOriginal: 3,
      priceCurrent: 2,
    });
  });
});
