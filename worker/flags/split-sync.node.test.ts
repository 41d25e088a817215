import { describe, expect, it } from "vitest";
import { BETA_KEY, fakeSplit, redesignFlag } from "../../test/worker/split-fixtures.ts";
import { EMPTY_DEFINITIONS } from "./definitions.ts";
import { syncDefinitions } from "./split-sync.ts";

const options = (fetch: typeof globalThis.fetch) => ({
  sdkKey: "server-key",
  sdkUrl: "https://sdk.test/api",
  fetch,
  now: () => 1000,
});

describe("definitions synchronised from Split's splitChanges and segmentChanges", () => {
  it("fetches flags and the segments they name, until Split says nothing changed", async () => {
    const split = fakeSplit([redesignFlag("kl_redesign_965")]);
    const definitions = await syncDefinitions(EMPTY_DEFINITIONS, options(split.fetch));
    expect(Object.keys(definitions.splits)).toEqual(["kl_redesign_965"]);
    expect(definitions.splitsTill).toBe(10);
    expect(definitions.segments.beta).toEqual({ till: 5, keys: [BETA_KEY] });
    expect(split.calls).toEqual([
      "/api/splitChanges?s=1.3&since=-1&rbSince=-1",
      "/api/splitChanges?s=1.3&since=10&rbSince=-1",
      "/api/segmentChanges/beta?since=-1",
      "/api/segmentChanges/beta?since=5",
    ]);
  });

  it("asks only for changes since the snapshot, and drops archived flags", async () => {
    const split = fakeSplit([redesignFlag("kl_redesign_965"), redesignFlag("kl_redesign_967")]);
    const first = await syncDefinitions(EMPTY_DEFINITIONS, options(split.fetch));
    split.flags = [{ ...redesignFlag("kl_redesign_967", 11), status: "ARCHIVED" }];
    split.till = 11;
    split.calls.length = 0;
    const second = await syncDefinitions(first, options(split.fetch));
    expect(Object.keys(second.splits)).toEqual(["kl_redesign_965"]);
    expect(split.calls[0]).toBe("/api/splitChanges?s=1.3&since=10&rbSince=-1");
  });

  it("fails loudly when Split refuses the key, so the old snapshot stays", async () => {
    const split = fakeSplit([]);
    await expect(syncDefinitions(EMPTY_DEFINITIONS, { ...options(split.fetch), sdkKey: "wrong" })).rejects.toThrow(
      /401/,
    );
  });
});
