/**
 * The HTML cache's isolate tier: values kept until they expire, per environment, within a byte
 * budget (least recently used first), small values remembered for a moment, purges by prefix.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { HTML_MEMORY_BYTES, forget, keep, letGo, recall, remembered } from "./html-memory.ts";

afterEach(() => vi.restoreAllMocks());

const later = (ms = 60_000) => Date.now() + ms;

describe("the isolate's memory of the HTML cache", () => {
  it("answers a kept value under its key only, and nothing for another environment", () => {
    const env = {};
    keep(env, "a", "page a", 10, later());
    expect(recall(env, "a")).toBe("page a");
    expect(recall(env, "b")).toBeUndefined();
    expect(recall({}, "a")).toBeUndefined();
  });

  it("lets a value go once it has expired, and does not take one that already has", () => {
    const env = {};
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now);
    keep(env, "a", 1, 10, now + 1000);
    keep(env, "old", 1, 10, now);
    expect(recall(env, "old")).toBeUndefined();
    clock.mockReturnValue(now + 999);
    expect(recall(env, "a")).toBe(1);
    clock.mockReturnValue(now + 1000);
    expect(recall(env, "a")).toBeUndefined();
  });

  it("keeps within its bytes: the least recently used entry goes first", () => {
    const env = {};
    const third = Math.floor(HTML_MEMORY_BYTES / 3);
    keep(env, "a", "a", third, later());
    keep(env, "b", "b", third, later());
    keep(env, "c", "c", third, later());
    expect(recall(env, "a")).toBe("a"); // a is now the most recently used
    keep(env, "d", "d", third, later());
    expect(recall(env, "b")).toBeUndefined();
    expect(["a", "c", "d"].map((key) => recall(env, key))).toEqual(["a", "c", "d"]);
  });

  it("does not keep a value larger than the whole budget, and replacing one counts its bytes once", () => {
    const env = {};
    keep(env, "huge", "huge", HTML_MEMORY_BYTES + 1, later());
    expect(recall(env, "huge")).toBeUndefined();
    const half = Math.floor(HTML_MEMORY_BYTES / 2);
    keep(env, "a", "a", half, later());
    keep(env, "a", "a", half, later());
    keep(env, "b", "b", half, later());
    expect(recall(env, "a")).toBe("a");
    expect(recall(env, "b")).toBe("b");
  });

  it("remembers a loaded value for its seconds, and never a failed load", async () => {
    const env = {};
    let loads = 0;
    const load = async () => ++loads;
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now);
    expect(await remembered(env, "g", 2, load)).toBe(1);
    clock.mockReturnValue(now + 1999);
    expect(await remembered(env, "g", 2, load)).toBe(1);
    clock.mockReturnValue(now + 2000);
    expect(await remembered(env, "g", 2, load)).toBe(2);
    await expect(remembered(env, "f", 2, () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await remembered(env, "f", 2, async () => "up")).toBe("up");
  });

  it("forgets the keys a purge names by prefix, and only those; lets one key go", () => {
    const env = {};
    keep(env, "generation|wallart|cv|", "1", 10, later());
    keep(env, "generation|kartenliebe|cv|", "2", 10, later());
    keep(env, "refresh|x", true, 10, later());
    forget(env, "generation|wallart|");
    letGo(env, "refresh|x");
    expect(recall(env, "generation|wallart|cv|")).toBeUndefined();
    expect(recall(env, "generation|kartenliebe|cv|")).toBe("2");
    expect(recall(env, "refresh|x")).toBeUndefined();
  });
});
