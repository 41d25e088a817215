import { describe, expect, it } from "vitest";
import { parsePriorPriceHidden, showsPriorPrice } from "./prior-price-countries.ts";

describe("where the prior price of a reduction is shown", () => {
  it("always in the EU, whatever the operator sets", () => {
    for (const country of ["DE", "AT", "FR", "BE", "NL", "LU", "IT", "ES"])
      expect(showsPriorPrice(country, ["CH", "LI", "GB", "US", country])).toBe(true);
  });

  it("in CH, LI, GB and US by default, and not where the operator says so", () => {
    for (const country of ["CH", "LI", "GB", "US"]) expect(showsPriorPrice(country, [])).toBe(true);
    expect(showsPriorPrice("US", ["US", "GB"])).toBe(false);
    expect(showsPriorPrice("GB", ["US", "GB"])).toBe(false);
    expect(showsPriorPrice("CH", ["US", "GB"])).toBe(true);
  });

  it("reads the operator's list, and refuses one that names an EU country or an unknown code", () => {
    expect(parsePriorPriceHidden(undefined)).toEqual([]);
    expect(parsePriorPriceHidden(" us, gb ")).toEqual(["US", "GB"]);
    expect(parsePriorPriceHidden("US,DE")).toBeNull();
    expect(parsePriorPriceHidden("XX")).toBeNull();
  });
});
