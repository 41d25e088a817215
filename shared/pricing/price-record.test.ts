import { describe, expect, it } from "vitest";
import { discountShare, isSale } from "./price-record.ts";

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
