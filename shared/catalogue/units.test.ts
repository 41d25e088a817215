import { describe, expect, it } from "vitest";
import { formatLabel } from "./units.ts";

/** The photo box formats of section 3, "Catalogue vocabulary", in millimetres. */
const PHOTOBOX_FORMATS = ["100x100", "100x120", "130x90", "150x100", "180x130", "300x200"];

describe("units per locale (section 3)", () => {
  it("shows photo box formats in cm: 10x10, 10x12, 13x9, 15x10, 18x13, 30x20", () => {
    expect(PHOTOBOX_FORMATS.map((f) => formatLabel(f, "cm"))).toEqual([
      "10 x 10 cm",
      "10 x 12 cm",
      "13 x 9 cm",
      "15 x 10 cm",
      "18 x 13 cm",
      "30 x 20 cm",
    ]);
  });

  it("shows photo box formats in inches for en-US: 4x4, 4x4.5, 5x3.5, 6x4, 7x5, 12x8", () => {
    expect(PHOTOBOX_FORMATS.map((f) => formatLabel(f, "in"))).toEqual([
      "4 x 4 in",
      "4 x 4.5 in",
      "5 x 3.5 in",
      "6 x 4 in",
      "7 x 5 in",
      "12 x 8 in",
    ]);
  });
});
