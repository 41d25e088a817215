import { describe, expect, it } from "vitest";
import { isFormat, isSquareInlay, orientationOf, parseFormat, portraitFormat, swapFormat } from "./format.ts";

describe("format strings (section 5)", () => {
  it("reads width and height joined by x", () => {
    expect(parseFormat("300x200")).toEqual({ width: 300, height: 200 });
  });

  it.each(["", "300", "300x", "x200", "0x200", "300x0", "030x200", "300X200", "300 x 200", "-300x200", "30.5x20", "300x200x1", "9999999x1"])(
    "refuses the malformed format %j",
    (value) => {
      expect(isFormat(value)).toBe(false);
    },
  );

  it("swaps dimensions, so portrait or landscape can be derived", () => {
    expect(swapFormat("300x200")).toBe("200x300");
    expect(orientationOf(parseFormat("300x200")!)).toBe("landscape");
    expect(orientationOf(parseFormat("200x300")!)).toBe("portrait");
    expect(orientationOf(parseFormat("300x300")!)).toBe("square");
    expect(portraitFormat("300x200")).toBe("200x300");
    expect(portraitFormat("200x300")).toBe("200x300");
  });
});

describe("inlay square rule (section 9)", () => {
  it("counts an inlay as square when its sides differ by less than 3 mm", () => {
    expect(isSquareInlay({ width: 145, height: 145 })).toBe(true);
    expect(isSquareInlay({ width: 145, height: 147 })).toBe(true);
    expect(isSquareInlay({ width: 145, height: 148 })).toBe(false);
    expect(isSquareInlay({ width: 148, height: 145 })).toBe(false);
  });
});
