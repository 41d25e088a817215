import { describe, expect, it } from "vitest";
import { QUANTITY_MAX as MAX_QUANTITY } from "../config/catalogue.ts";
import { defaultQuantity, quantityList } from "./quantities.ts";

describe("card quantity list (section 9)", () => {
  const list = quantityList();

  it("goes up in steps of 4, 5, 10, 100 and 250 to 5000", () => {
    const steps = new Set(list.slice(1).map((q, i) => q - list[i]));
    expect([...steps]).toEqual([4, 5, 10, 100, 250]);
    expect(list.at(-1)).toBe(MAX_QUANTITY);
    expect(list.slice(0, 6)).toEqual([4, 8, 12, 16, 20, 25]);
  });

  it("takes the 11th entry as the default", () => {
    expect(defaultQuantity()).toBe(list[10]);
    expect(defaultQuantity()).toBe(50);
  });
});
