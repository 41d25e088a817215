import { describe, expect, it } from "vitest";
import {
  CARD_FILTER_PAGE_SIZES,
  INLAY_SQUARE_TOLERANCE_MM,
  QUANTITY_DEFAULT_INDEX,
  QUANTITY_MAX,
  QUANTITY_STEPS,
  STRETCHER_FRAME_DEPTHS_CM,
  isSquareInlay,
} from "./catalogue.ts";

describe("catalogue constants (section 9, 'Catalogue and pricing')", () => {
  it("has card filter page sizes 12 and 48 and stretcher frame depths 2.5 cm and 3.8 cm", () => {
    expect(CARD_FILTER_PAGE_SIZES).toEqual([12, 48]);
    expect(STRETCHER_FRAME_DEPTHS_CM).toEqual([2.5, 3.8]);
  });

  it("names the quantity list's steps 4, 5, 10, 100 and 250, its maximum 5000 and the 11th entry as default", () => {
    expect(QUANTITY_STEPS).toEqual([4, 5, 10, 100, 250]);
    expect(QUANTITY_MAX).toBe(5000);
    expect(QUANTITY_DEFAULT_INDEX + 1).toBe(11);
  });

  it("counts an inlay as square when its sides differ by less than 3 mm", () => {
    expect(INLAY_SQUARE_TOLERANCE_MM).toBe(3);
    expect(isSquareInlay(145, 145)).toBe(true);
    expect(isSquareInlay(145, 147)).toBe(true);
    expect(isSquareInlay(147, 145)).toBe(true);
    expect(isSquareInlay(145, 148)).toBe(false);
    expect(isSquareInlay(210, 148)).toBe(false);
  });
});
