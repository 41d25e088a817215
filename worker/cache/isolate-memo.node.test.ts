/**
 * The isolate's memory in front of the KV cache (decision 073): a value is kept for
 * ISOLATE_MEMO_SECONDS per key and owner, failed loads are not kept, and a purge forgets by prefix.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetMemos, memoised } from "./isolate-memo.ts";
import { ISOLATE_MEMO_SECONDS } from "./strategies.ts";

afterEach(() => vi.restoreAllMocks());

function counter() {
  let loads = 0;
  return { load: async () => ++loads, loads: () => loads };
}

describe("isolate memo", () => {
  it("keeps a value for its lifetime, then loads again", async () => {
    const owner = {};
    const { load, loads } = counter();
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now);
    expect(await memoised(owner, "k", load)).toBe(1);
    clock.mockReturnValue(now + ISOLATE_MEMO_SECONDS * 1000 - 1);
    expect(await memoised(owner, "k", load)).toBe(1);
    clock.mockReturnValue(now + ISOLATE_MEMO_SECONDS * 1000);
    expect(await memoised(owner, "k", load)).toBe(2);
    expect(loads()).toBe(2);
  });

  it("keeps values apart per key and per owner (another environment starts empty)", async () => {
    const { load } = counter();
    const owner = {};
    expect(await memoised(owner, "a", load)).toBe(1);
    expect(await memoised(owner, "b", load)).toBe(2);
    expect(await memoised({}, "a", load)).toBe(3);
    expect(await memoised(owner, "a", load)).toBe(1);
  });

  it("does not keep a failed load", async () => {
    const owner = {};
    await expect(memoised(owner, "k", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await memoised(owner, "k", async () => "up")).toBe("up");
  });

  it("forgets the keys a purge names by prefix, and only those", async () => {
    const owner = {};
    const { load } = counter();
    await memoised(owner, "content:v1:wallart:cv1:de-DE:global-config", load);
    await memoised(owner, "content:v1:kartenliebe:cv1:de-DE:global-config", load);
    forgetMemos(owner, ["content:v1:wallart:"]);
    expect(await memoised(owner, "content:v1:wallart:cv1:de-DE:global-config", load)).toBe(3);
    expect(await memoised(owner, "content:v1:kartenliebe:cv1:de-DE:global-config", load)).toBe(2);
  });
});
