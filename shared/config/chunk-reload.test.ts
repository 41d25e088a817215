import { describe, expect, it } from "vitest";
import { shouldReloadAfterChunkError } from "./chunk-reload.ts";

describe("chunk reload guard: a chunk load failure reloads at most once per 10 seconds per path (section 8)", () => {
  const now = 1_800_000_000_000;

  it("reloads when the path was never reloaded", () => {
    expect(shouldReloadAfterChunkError(null, now)).toBe(true);
  });

  it("does not reload again within 10 seconds", () => {
    expect(shouldReloadAfterChunkError(now, now)).toBe(false);
    expect(shouldReloadAfterChunkError(now - 9_999, now)).toBe(false);
  });

  it("reloads again once 10 seconds have passed", () => {
    expect(shouldReloadAfterChunkError(now - 10_000, now)).toBe(true);
    expect(shouldReloadAfterChunkError(now - 60_000, now)).toBe(true);
  });
});
