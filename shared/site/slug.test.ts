import { describe, expect, it } from "vitest";
import { MAX_SLUG_DEPTH, MAX_SLUG_LENGTH, isSafeSlug } from "./slug.ts";

describe("slug sanity check of the content route (section 2)", () => {
  it.each(["/", "/fotobuch", "/fotokalender/wandkalender", "/a1/b_2/c-3", "/9"])("accepts %j", (slug) => {
    expect(isSafeSlug(slug)).toBe(true);
  });

  it.each([
    ["no leading slash", "fotobuch"],
    ["upper case", "/Fotobuch"],
    ["empty segment", "/a//b"],
    ["trailing slash", "/a/"],
    ["dot segment", "/a/../b"],
    ["dot", "/robots.txt"],
    ["percent-encoding", "/a%20b"],
    ["umlaut", "/größe"],
    ["starts with a dash", "/-a"],
    ["starts with an underscore", "/_icons"],
    ["space", "/a b"],
    ["control character", "/a\u0000"],
    ["empty", ""],
  ])("rejects %s: %j", (_, slug) => {
    expect(isSafeSlug(slug)).toBe(false);
  });

  it("allows at most ten levels", () => {
    expect(MAX_SLUG_DEPTH).toBe(10);
    expect(isSafeSlug("/a".repeat(10))).toBe(true);
    expect(isSafeSlug("/a".repeat(11))).toBe(false);
  });

  it("allows at most 200 characters", () => {
    expect(MAX_SLUG_LENGTH).toBe(200);
    expect(isSafeSlug(`/${"a".repeat(199)}`)).toBe(true);
    expect(isSafeSlug(`/${"a".repeat(200)}`)).toBe(false);
  });
});
