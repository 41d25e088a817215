import { describe, expect, it } from "vitest";
import { oldestKey, present } from "./present.ts";

describe("present", () => {
  it("returns a value that is there, falsy ones included", () => {
    expect(present(0, "zero")).toBe(0);
    expect(present("", "empty")).toBe("");
  });

  it("throws an error naming what is missing", () => {
    expect(() => present(undefined, "price card/a6")).toThrow("missing: price card/a6");
    expect(() => present(null, "row")).toThrow("missing: row");
  });
});

describe("oldestKey", () => {
  it("is the first key inserted, or undefined for an empty map", () => {
    expect(
      oldestKey(
        new Map([
          ["a", 1],
          ["b", 2],
        ]),
      ),
    ).toBe("a");
    expect(oldestKey(new Map())).toBeUndefined();
  });
});
