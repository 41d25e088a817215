import { afterEach, describe, expect, it, vi } from "vitest";
import { channelTag, slugTag } from "./front-tags.ts";
import {
  FRONT_PURGE_LIMITS,
  FRONT_PURGE_WINDOW_MS,
  FrontPurgeBatcher,
  type PurgeCall,
  frontTagsOf,
} from "./front-purge.ts";

/** A clock the test moves by hand; `wait` settles when the test says so. */
function manualClock() {
  let now = 1_000_000;
  const waiting: { until: number; resolve: () => void }[] = [];
  return {
    now: () => now,
    wait: (ms: number) => new Promise<void>((resolve) => waiting.push({ until: now + ms, resolve })),
    /** Moves the clock and lets every wait that has run out settle. */
    async advance(ms: number) {
      now += ms;
      for (const w of waiting.splice(0)) if (w.until <= now) w.resolve();
      await Promise.resolve();
    },
  };
}

/** A stand-in for `ctx.cache.purge` (Workers Cache does not run on this machine): records each call. */
function standIn(answer: { success: boolean } = { success: true }) {
  const calls: string[][] = [];
  const call: PurgeCall = async ({ tags }) => {
    calls.push(tags);
    return { success: answer.success, errors: answer.success ? [] : [{ code: 429, message: "rate limited" }] };
  };
  return { calls, call };
}

afterEach(() => vi.restoreAllMocks());

describe("purge of the front cache by tag", () => {
  it("a slug's purge names the slug's tag; the global config and a purge of everything name the channel's", () => {
    expect(frontTagsOf("wallart", { kind: "slug", slug: "canvas" })).toEqual([slugTag("wallart", "canvas")]);
    expect(frontTagsOf("wallart", { kind: "global-config" })).toEqual([channelTag("wallart")]);
    expect(frontTagsOf("kartenliebe", { kind: "all" })).toEqual([channelTag("kartenliebe")]);
  });

  it("gathers the purges of a window into one call", async () => {
    const clock = manualClock();
    const batcher = new FrontPurgeBatcher(clock);
    const purge = standIn();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const first = batcher.add("kartenliebe", [slugTag("kartenliebe", "a")], purge.call);
    const second = batcher.add("kartenliebe", [slugTag("kartenliebe", "b")], purge.call);
    expect(first).toBe(second);
    await clock.advance(FRONT_PURGE_WINDOW_MS);
    const outcome = await first;
    expect(purge.calls).toEqual([[slugTag("kartenliebe", "a"), slugTag("kartenliebe", "b")]]);
    expect(outcome).toMatchObject({ calls: 1, failed: [], deferred: [], collapsed: false });
  });

  it("sends at most 100 tags a call", async () => {
    const clock = manualClock();
    const batcher = new FrontPurgeBatcher(clock);
    const purge = standIn();
    const tags = Array.from({ length: 250 }, (_, i) => slugTag("kartenliebe", `s${i}`));
    const sent = batcher.add("kartenliebe", tags, purge.call);
    await clock.advance(FRONT_PURGE_WINDOW_MS);
    const outcome = await sent;
    expect(purge.calls.map((c) => c.length)).toEqual([100, 100, 50]);
    expect(new Set(purge.calls.flat())).toEqual(new Set(tags));
    expect(outcome.purged).toHaveLength(250);
  });

  it("keeps within the bucket: with too few tokens the batch goes as its channels' tags, with none it is deferred", async () => {
    const clock = manualClock();
    const batcher = new FrontPurgeBatcher(clock);
    const purge = standIn();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // Spend all tokens but one: 24 calls of 100 tags in one window.
    const spent = Array.from({ length: (FRONT_PURGE_LIMITS.bucket - 1) * 100 }, (_, i) =>
      slugTag("kartenliebe", `x${i}`),
    );
    const first = batcher.add("kartenliebe", spent, purge.call);
    await clock.advance(FRONT_PURGE_WINDOW_MS);
    expect(await first).toMatchObject({ calls: FRONT_PURGE_LIMITS.bucket - 1, collapsed: false });
    // One token left, three calls' worth of tags: one call with the channels' tags.
    const big = [
      ...Array.from({ length: 150 }, (_, i) => slugTag("kartenliebe", `k${i}`)),
      ...Array.from({ length: 100 }, (_, i) => slugTag("wallart", `w${i}`)),
    ];
    const many = batcher.add("kartenliebe", big.slice(0, 150), purge.call);
    const alsoWallart = batcher.add("wallart", big.slice(150), purge.call);
    await clock.advance(FRONT_PURGE_WINDOW_MS);
    expect(await many).toMatchObject({ collapsed: true, calls: 1 });
    expect(await alsoWallart).toBe(await many);
    expect(purge.calls.at(-1)).toEqual([channelTag("kartenliebe"), channelTag("wallart")]);
    // The bucket is empty: the next purge is not sent, and that is logged.
    const none = batcher.add("kartenliebe", [slugTag("kartenliebe", "late")], purge.call);
    await clock.advance(FRONT_PURGE_WINDOW_MS);
    expect(await none).toMatchObject({ calls: 0, deferred: [slugTag("kartenliebe", "late")] });
    expect(warn.mock.calls.some(([line]) => String(line).includes("front-purge-deferred"))).toBe(true);
    // Five tokens a minute come back: twelve seconds later one call may go again.
    const later = batcher.add("kartenliebe", [slugTag("kartenliebe", "later")], purge.call);
    await clock.advance(12_000);
    expect(await later).toMatchObject({ calls: 1, purged: [slugTag("kartenliebe", "later")] });
  });

  it("a refused or failing call is logged and its tags reported as failed", async () => {
    const clock = manualClock();
    const batcher = new FrontPurgeBatcher(clock);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const refused = batcher.add("kartenliebe", ["ch:kartenliebe"], standIn({ success: false }).call);
    await clock.advance(FRONT_PURGE_WINDOW_MS);
    expect(await refused).toMatchObject({ failed: ["ch:kartenliebe"], purged: [] });
    const thrown = batcher.add("kartenliebe", ["ch:kartenliebe"], () => Promise.reject(new Error("down")));
    await clock.advance(FRONT_PURGE_WINDOW_MS);
    expect(await thrown).toMatchObject({ failed: ["ch:kartenliebe"] });
    expect(warn.mock.calls.map(([line]) => JSON.parse(String(line)).code)).toEqual([
      "front-purge-refused",
      "front-purge-failed",
    ]);
  });
});
