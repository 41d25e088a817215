// The arithmetic of `node scripts/profile.mjs` (scripts/profile-figures.mjs) and the choice of workers
// it opens inspector sessions on (scripts/inspector.mjs), without starting the runtime.
import { describe, expect, it } from "vitest";

type Frame = { functionName: string; url: string; lineNumber: number };
type Profile = { nodes: { id: number; callFrame: Frame }[]; samples: number[]; timeDeltas: number[] };
type Summary = { total: number; program: number; jsSamples: number; functions: [string, number][] };

// The scripts have no type declarations; the functions used here are typed by hand.
const figuresScript = "../../scripts/profile-figures.mjs";
const { summarise, apportion } = (await import(figuresScript)) as {
  summarise: (profile: Profile, samplingMicros: number) => Summary;
  apportion: (
    workerdMs: number,
    shop: { total: number; program: number; jsSamples: number },
    others: { id: string; total: number; program: number; jsSamples: number }[],
  ) => { share: number; ownMs: number; shareBySamples: number; allJs: number; others: { id: string; js: number }[] };
};
const inspectorScript = "../../scripts/inspector.mjs";
const { targetsToInspect } = (await import(inspectorScript)) as {
  targetsToInspect: (list: { id: string }[], except?: string[]) => { id: string }[];
};

const frame = (functionName: string, lineNumber = 0): Frame => ({
  functionName,
  url: "file:///work/shop/index.js",
  lineNumber,
});

/** Nodes 1 (idle), 2 (program), 3 render at line 10, 4 escape at line 20; samples with their deltas in µs. */
function profileOf(samples: [number, number][]): Profile {
  return {
    nodes: [
      { id: 1, callFrame: frame("(idle)") },
      { id: 2, callFrame: frame("(program)") },
      { id: 3, callFrame: frame("render", 9) },
      { id: 4, callFrame: frame("escape", 19) },
    ],
    samples: samples.map(([id]) => id),
    timeDeltas: samples.map(([, delta]) => delta),
  };
}

describe("summarise", () => {
  it("counts self time per function, leaves idle out and keeps (program) apart", () => {
    const summary = summarise(
      profileOf([
        [3, 200],
        [3, 200],
        [4, 300],
        [2, 100],
        [1, 900],
      ]),
      200,
    );
    expect(summary.total).toBe(800);
    expect(summary.program).toBe(100);
    expect(summary.jsSamples).toBe(3);
    expect(summary.functions).toEqual([
      ["render index.js:10", 400],
      ["escape index.js:20", 300],
      ["(program) index.js:1", 100],
    ]);
  });

  it("counts at most five sampling intervals of a long gap before a sample", () => {
    // 50 ms waiting for the next request, then one sample: 1 ms of it is counted, not 50.
    const summary = summarise(
      profileOf([
        [3, 50_000],
        [3, 200],
      ]),
      200,
    );
    expect(summary.total).toBe(1_200);
  });
});

describe("apportion", () => {
  it("gives the shop workerd's CPU times its share of all isolates' JavaScript, (program) left out", () => {
    const { share, ownMs, shareBySamples, allJs, others } = apportion(
      10,
      { total: 7_000, program: 1_000, jsSamples: 24 },
      [
        { id: "kv:ns", total: 1_500, program: 500, jsSamples: 2 },
        { id: "core:entry", total: 3_000, program: 0, jsSamples: 6 },
        { id: "cache:0", total: 0, program: 0, jsSamples: 0 },
      ],
    );
    expect(allJs).toBe(10_000);
    expect(share).toBeCloseTo(0.6);
    expect(ownMs).toBeCloseTo(6);
    expect(shareBySamples).toBeCloseTo(0.75);
    expect(others).toEqual([
      { id: "core:entry", js: 3_000 },
      { id: "kv:ns", js: 1_000 },
    ]);
  });

  it("gives no share when nothing was sampled", () => {
    expect(apportion(10, { total: 0, program: 0, jsSamples: 0 }, []).ownMs).toBe(0);
  });
});

describe("the workers a script opens inspector sessions on", () => {
  const list = [{ id: "core:user:shop" }, { id: "core:user:shop-backend" }, { id: "kv:ns" }];

  it("leaves out the worker the script already holds a session on (workerd serves one per worker)", () => {
    expect(targetsToInspect(list, ["core:user:shop"]).map((entry) => entry.id)).toEqual([
      "core:user:shop-backend",
      "kv:ns",
    ]);
  });

  it("takes every listed worker when none is held", () => {
    expect(targetsToInspect(list)).toEqual(list);
  });
});
