import { describe, expect, it } from "vitest";
import { isFormatString, parseFormat, swapFormat, toFormatString } from "./format-string.ts";

describe("format string: width and height joined by x, both positive integers (sections 3 and 5)", () => {
  it("parses 300x200 into width 300 and height 200", () => {
    expect(parseFormat("300x200")).toEqual({ width: 300, height: 200 });
    expect(parseFormat("1x1")).toEqual({ width: 1, height: 1 });
    expect(parseFormat("100x120")).toEqual({ width: 100, height: 120 });
  });

  it.each([
    ["leading zero", "0300x200"],
    ["leading zero in the height", "300x020"],
    ["zero width", "0x200"],
    ["zero height", "300x0"],
    ["negative", "-300x200"],
    ["decimal", "30.5x200"],
    ["capital X", "300X200"],
    ["multiplication sign", "300×200"],
    ["spaces", "300 x 200"],
    ["trailing space", "300x200 "],
    ["unit", "30x20cm"],
    ["one side", "300"],
    ["three sides", "300x200x100"],
    ["empty", ""],
    ["separator only", "x"],
    ["letters", "axb"],
    ["beyond a safe integer", "9007199254740993x1"],
  ])("rejects %s: %j", (_, value) => {
    expect(parseFormat(value)).toBeUndefined();
    expect(isFormatString(value)).toBe(false);
  });

  it("builds the string back from the sides", () => {
    expect(toFormatString({ width: 300, height: 200 })).toBe("300x200");
    expect(() => toFormatString({ width: 0, height: 200 })).toThrow(RangeError);
    expect(() => toFormatString({ width: 30.5, height: 200 })).toThrow(RangeError);
    expect(() => toFormatString({ width: 300, height: -1 })).toThrow(RangeError);
  });

  it("swaps the dimensions", () => {
    expect(swapFormat("300x200")).toBe("200x300");
    expect(swapFormat("200x300")).toBe("300x200");
    expect(swapFormat("145x145")).toBe("145x145");
    expect(swapFormat("0300x200")).toBeUndefined();
  });
});
