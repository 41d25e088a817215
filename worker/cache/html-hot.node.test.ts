import { afterEach, describe, expect, it, vi } from "vitest";
import { HOT_PAGE_BYTES, holdHotPage, hotPage } from "./html-hot.ts";
import { CACHE_STRATEGIES } from "./strategies.ts";

const page = (bytes: number, storedAt = Date.now()) => ({
  body: new Uint8Array(bytes),
  headers: [["content-type", "text/html"]] as [string, string][],
  storedAt,
});

afterEach(() => vi.restoreAllMocks());

describe("hot pages", () => {
  it("answers a held page under its key only, and nothing for another owner", () => {
    const owner = {};
    holdHotPage(owner, "a", page(10));
    expect(hotPage(owner, "a")?.body.byteLength).toBe(10);
    expect(hotPage(owner, "b")).toBeUndefined();
    expect(hotPage({}, "a")).toBeUndefined();
  });

  it("lets a page go once it is no longer fresh, and does not take one that is not", () => {
    const owner = {};
    holdHotPage(owner, "a", page(10));
    holdHotPage(owner, "old", page(10, Date.now() - CACHE_STRATEGIES.html.maxAge * 1000));
    expect(hotPage(owner, "old")).toBeUndefined();
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + CACHE_STRATEGIES.html.maxAge * 1000);
    expect(hotPage(owner, "a")).toBeUndefined();
    vi.restoreAllMocks();
    expect(hotPage(owner, "a")).toBeUndefined();
  });

  it("keeps within its bytes: the least recently used page goes first", () => {
    const owner = {};
    const third = Math.floor(HOT_PAGE_BYTES / 3);
    holdHotPage(owner, "a", page(third));
    holdHotPage(owner, "b", page(third));
    holdHotPage(owner, "c", page(third));
    expect(hotPage(owner, "a")).toBeDefined(); // a is now the most recently used
    holdHotPage(owner, "d", page(third));
    expect(hotPage(owner, "b")).toBeUndefined();
    expect(["a", "c", "d"].map((key) => hotPage(owner, key) !== undefined)).toEqual([true, true, true]);
  });

  it("does not hold a page larger than the whole budget, and replacing a page counts its bytes once", () => {
    const owner = {};
    holdHotPage(owner, "huge", page(HOT_PAGE_BYTES + 1));
    expect(hotPage(owner, "huge")).toBeUndefined();
    const half = Math.floor(HOT_PAGE_BYTES / 2);
    holdHotPage(owner, "a", page(half));
    holdHotPage(owner, "a", page(half));
    holdHotPage(owner, "b", page(half));
    expect(hotPage(owner, "a")).toBeDefined();
    expect(hotPage(owner, "b")).toBeDefined();
  });
});
