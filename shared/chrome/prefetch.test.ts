import { describe, expect, it } from "vitest";
import { createPrefetchQueue, prefetchAllowed } from "./prefetch.ts";

describe("link prefetch (sections 2 and 9)", () => {
  it("is disabled on save-data or 2G connections", () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: "4g" })).toBe(true);
    expect(prefetchAllowed({ saveData: true, effectiveType: "4g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "slow-2g" })).toBe(false);
  });

  it("runs at most 5 preloads at once and each address once", async () => {
    const resolvers: (() => void)[] = [];
    const started: string[] = [];
    const queue = createPrefetchQueue((href) => {
      started.push(href);
      return new Promise<void>((resolve) => resolvers.push(resolve));
    });
    for (let i = 0; i < 8; i++) queue.request(`/p${i}`);
    queue.request("/p0");
    expect(started).toEqual(["/p0", "/p1", "/p2", "/p3", "/p4"]);
    expect(queue.running()).toBe(5);
    resolvers[0]();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(started).toHaveLength(6);
    expect(queue.running()).toBe(5);
  });
});
