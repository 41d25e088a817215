import { describe, expect, it } from "vitest";
import type { CalculatorMaterialOption } from "../bff/catalogue.ts";
import { formatTableRows } from "./format-table.ts";

const format = (value: string, priceCurrent: number, listed = true) => ({
  value,
  listed,
  priceCurrent,
  priceOriginal: priceCurrent + 100,
  context: {
    formatType: value,
    formatGroup: "g",
    labelTranslationKey: "k",
    translationOptions: { width: 1, height: 1 },
  },
});
const option = (value: string, formats: ReturnType<typeof format>[]) =>
  ({ value, formats }) as unknown as CalculatorMaterialOption;

describe("formats and prices rows from the calculator reference", () => {
  it("one option: its listed formats at the calculator's price, no 'from'", () => {
    const rows = formatTableRows({
      options: [option("poster", [format("300x200", 995), format("450x300", 1495), format("2000x1000", 9995, false)])],
    });
    expect(rows).toEqual([
      { format: "300x200", priceCurrent: 995, priceOriginal: 1095, from: false },
      { format: "450x300", priceCurrent: 1495, priceOriginal: 1595, from: false },
    ]);
  });

  it("several options: the lowest price of a format, marked 'from' only when prices differ", () => {
    const rows = formatTableRows({
      options: [
        option("a", [format("a4-portrait", 2499), format("a3-portrait", 3499)]),
        option("b", [format("a4-portrait", 2299), format("a3-portrait", 3499)]),
      ],
    });
    expect(rows).toEqual([
      { format: "a4-portrait", priceCurrent: 2299, priceOriginal: 2399, from: true },
      { format: "a3-portrait", priceCurrent: 3499, priceOriginal: 3599, from: false },
    ]);
  });

  it("named formats in the story's order, unlisted ones included, unknown ones left out", () => {
    const rows = formatTableRows(
      { options: [option("poster", [format("300x200", 995), format("2000x1000", 9995, false)])] },
      ["2000x1000", "999x999", "300x200"],
    );
    expect(rows.map((r) => r.format)).toEqual(["2000x1000", "300x200"]);
  });
});
