import { describe, expect, it } from "vitest";
import { discountPercent, discountShare, isOnSale } from "./price.ts";

describe("price records (section 3)", () => {
  it("applies a sale only when the original exceeds the current price", () => {
    expect(isOnSale({ priceOriginal: 4990, priceCurrent: 3990 })).toBe(true);
    expect(isOnSale({ priceOriginal: 3990, priceCurrent: 3990 })).toBe(false);
  });

  it("computes the discount share as (original - current) / original", () => {
    expect(discountShare({ priceOriginal: 5000, priceCurrent: 4000 })).toBeCloseTo(0.2);
    expect(discountShare({ priceOriginal: 4000, priceCurrent: 4000 })).toBe(0);
    expect(discountPercent({ priceOriginal: 4990, priceCurrent: 3990 })).toBe(20);
  });
});
