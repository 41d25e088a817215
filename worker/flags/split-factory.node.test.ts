// One Split factory per isolate: many pages and keys share one factory, each key
// still gets its own treatments, and a new snapshot or a full factory brings a new one.
import { describe, expect, it } from "vitest";
import { BETA_KEY, OTHER_KEY, WHITELISTED_KEY, redesignFlag } from "../../test/worker/split-fixtures.ts";
import type { FlagDefinitions } from "./definitions.ts";
import { evaluateFlags } from "./evaluate.ts";
import { FACTORY_KEYS, splitFactoriesBuilt } from "./split-factory.ts";

const FLAG = "kl_test_redesign";

function definitions(whitelisted: string): FlagDefinitions {
  const flag = JSON.parse(JSON.stringify(redesignFlag(FLAG)).replaceAll(WHITELISTED_KEY, whitelisted)) as ReturnType<
    typeof redesignFlag
  >;
  return {
    syncedAt: 1,
    splitsTill: 10,
    rbSegmentsTill: -1,
    splits: { [FLAG]: flag },
    rbSegments: {},
    segments: { beta: { till: 1, keys: [BETA_KEY] } },
  };
}

describe("one Split factory per isolate", () => {
  it("serves many keys from one factory, each with its own treatment", async () => {
    const source = { mode: "split" as const, sdkKey: "sdk-key", definitions: definitions(WHITELISTED_KEY) };
    const before = splitFactoriesBuilt();
    const answers = [];
    for (const key of [WHITELISTED_KEY, OTHER_KEY, BETA_KEY, OTHER_KEY, WHITELISTED_KEY])
      answers.push((await evaluateFlags(source, key, [FLAG]))[FLAG]);
    expect(answers).toEqual(["on", "off", "on", "off", "on"]);
    expect(splitFactoriesBuilt() - before).toBe(1);
    // concurrent pages share it too
    const together = await Promise.all(
      [OTHER_KEY, WHITELISTED_KEY, BETA_KEY].map((key) => evaluateFlags(source, key, [FLAG])),
    );
    expect(together.map((t) => t[FLAG])).toEqual(["off", "on", "on"]);
    expect(splitFactoriesBuilt() - before).toBe(1);
  });

  it("a new snapshot brings a new factory that evaluates the new definitions", async () => {
    const first = { mode: "split" as const, sdkKey: "sdk-key", definitions: definitions(WHITELISTED_KEY) };
    expect((await evaluateFlags(first, OTHER_KEY, [FLAG]))[FLAG]).toBe("off");
    const before = splitFactoriesBuilt();
    const second = { mode: "split" as const, sdkKey: "sdk-key", definitions: definitions(OTHER_KEY) };
    expect((await evaluateFlags(second, OTHER_KEY, [FLAG]))[FLAG]).toBe("on");
    expect((await evaluateFlags(second, WHITELISTED_KEY, [FLAG]))[FLAG]).toBe("off");
    expect(splitFactoriesBuilt() - before).toBe(1);
  });

  it("a factory is replaced after FACTORY_KEYS evaluations, and the next one still answers", async () => {
    const source = { mode: "localhost" as const, features: { [FLAG]: "on" } };
    const before = splitFactoriesBuilt();
    for (let i = 0; i < FACTORY_KEYS + 1; i++)
      expect((await evaluateFlags(source, `key-${i}`, [FLAG]))[FLAG]).toBe("on");
    expect(splitFactoriesBuilt() - before).toBe(2);
  });
});
