import { describe, expect, it } from "vitest";
import { type AppliedPrice, announcedReduction, lowestPriorPrice, reductionPercent } from "./prior-price.ts";

const NOW = Date.parse("2026-11-25T12:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW - days * 24 * 60 * 60 * 1000).toISOString();
const history = (...entries: Array<[number, number]>): AppliedPrice[] =>
  entries.map(([days, price]) => ({ price, from: daysAgo(days) }));

describe("the lowest price of the 30 days before a reduction (Directive 98/6/EC, article 6a)", () => {
  it("a reduction that follows a raise names the price before the raise", () => {
    expect(lowestPriorPrice(history([100, 5000], [20, 6000], [3, 5500]), 5500)).toBe(5000);
  });

  it("a reduction that follows a reduction names the first reduced price", () => {
    expect(lowestPriorPrice(history([100, 6000], [20, 5000], [5, 4000]), 4000)).toBe(5000);
  });

  it("counts the price already in effect when the 30 days began, and nothing older", () => {
    expect(lowestPriorPrice(history([100, 3000], [50, 5400], [5, 4000]), 4000)).toBe(5400);
    expect(lowestPriorPrice(history([100, 3000], [35, 5400], [5, 4000]), 4000)).toBe(5400);
    expect(lowestPriorPrice(history([100, 3000], [34, 5400], [5, 4000]), 4000)).toBe(3000);
  });

  it("a reduced price unchanged for 40 days looks back from the day it took effect", () => {
    expect(lowestPriorPrice(history([100, 6000], [40, 4800]), 4800)).toBe(6000);
  });

  it("a price unchanged for 40 days with no earlier price, or equal entries only, has no prior price", () => {
    expect(lowestPriorPrice(history([40, 5000]), 5000)).toBeUndefined();
    expect(lowestPriorPrice(history([100, 5000], [40, 5000]), 5000)).toBeUndefined();
  });

  it("knows no prior price when the history disagrees with the current price, or is empty", () => {
    expect(lowestPriorPrice(history([100, 6000], [10, 5000]), 4000)).toBeUndefined();
    expect(lowestPriorPrice([], 4000)).toBeUndefined();
  });
});

describe("how a reduction is announced", () => {
  it("against the prior price where the shop shows it: the percentage refers to it", () => {
    const price = { priceOriginal: 6000, priceCurrent: 4000, pricePrior: 5000 };
    expect(announcedReduction(price, true)).toEqual({ reference: 5000, share: 0.2, prior: true });
    expect(reductionPercent(0.2)).toBe(20);
  });

  it("not at all when the current price is not below the prior price (a reduction after a raise)", () => {
    expect(announcedReduction({ priceOriginal: 6000, priceCurrent: 5500, pricePrior: 5000 }, true)).toBeNull();
    expect(announcedReduction({ priceOriginal: 6000, priceCurrent: 5000, pricePrior: 5000 }, true)).toBeNull();
  });

  it("not at all where the prior price must be shown but is unknown, nor outside a sale", () => {
    expect(announcedReduction({ priceOriginal: 6000, priceCurrent: 4000 }, true)).toBeNull();
    expect(announcedReduction({ priceOriginal: 4000, priceCurrent: 4000, pricePrior: 5000 }, true)).toBeNull();
  });

  it("against the list price where the operator lets a country go without the prior price", () => {
    expect(announcedReduction({ priceOriginal: 6000, priceCurrent: 4500, pricePrior: 5000 }, false)).toEqual({
      reference: 6000,
      share: 0.25,
      prior: false,
    });
  });

  it("rounds the badge's percentage down, and a share that is whole in decimals stays whole", () => {
    expect(reductionPercent((14380 - 12580) / 14380)).toBe(12);
    expect(reductionPercent(0.2999)).toBe(29);
    expect(reductionPercent(0.29)).toBe(29);
  });
});
