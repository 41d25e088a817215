/**
 * Split's SDK API as a fake (tests only: mock only the real outside service). The flag and segment
 * shapes are those of Split's splitChanges and segmentChanges responses.
 */
export const WHITELISTED_KEY = "0d6f1c2a-3b4e-4f5a-8b6c-7d8e9f0a1b2c";
export const BETA_KEY = "1e7a2d3b-4c5f-4a6b-9c7d-8e9f0a1b2c3d";
export const OTHER_KEY = "2f8b3e4c-5d6a-4b7c-8d8e-9f0a1b2c3d4e";

function condition(matcher: Record<string, unknown>, treatment: string, label: string) {
  return {
    conditionType: matcher.matcherType === "ALL_KEYS" ? "ROLLOUT" : "WHITELIST",
    matcherGroup: {
      combiner: "AND",
      matchers: [{ keySelector: { trafficType: "user", attribute: null }, negate: false, ...matcher }],
    },
    partitions: [{ treatment, size: 100 }],
    label,
  };
}

/** A flag that is on for one whitelisted key and for the `beta` segment, off for everyone else. */
export function redesignFlag(name: string, changeNumber = 10) {
  return {
    name,
    trafficTypeName: "user",
    status: "ACTIVE",
    killed: false,
    defaultTreatment: "off",
    changeNumber,
    seed: 1234,
    trafficAllocation: 100,
    trafficAllocationSeed: 5678,
    algo: 2,
    sets: [],
    conditions: [
      condition(
        { matcherType: "WHITELIST", whitelistMatcherData: { whitelist: [WHITELISTED_KEY] } },
        "on",
        "whitelisted",
      ),
      condition(
        { matcherType: "IN_SEGMENT", userDefinedSegmentMatcherData: { segmentName: "beta" } },
        "on",
        "in segment beta",
      ),
      condition({ matcherType: "ALL_KEYS" }, "off", "default rule"),
    ],
  };
}

export interface FakeSplit {
  fetch: typeof fetch;
  calls: string[];
  flags: ReturnType<typeof redesignFlag>[];
  till: number;
  segmentKeys: string[];
}

/** A fake of Split's SDK API: full answers for since=-1, empty ones once the caller is up to date. */
export function fakeSplit(flags: ReturnType<typeof redesignFlag>[], segmentKeys: string[] = [BETA_KEY]): FakeSplit {
  const fake: FakeSplit = {
    calls: [],
    flags,
    till: 10,
    segmentKeys,
    fetch: async (input, init) => {
      const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
      fake.calls.push(url.pathname + url.search);
      if (new Headers(init?.headers).get("authorization") !== "Bearer server-key")
        return new Response("unauthorized", { status: 401 });
      if (url.pathname.endsWith("/splitChanges")) {
        const since = Number(url.searchParams.get("since"));
        const fresh = since < fake.till;
        return Response.json({
          ff: { d: fresh ? fake.flags : [], s: since, t: fake.till },
          rbs: { d: [], s: -1, t: -1 },
        });
      }
      if (url.pathname.endsWith("/segmentChanges/beta")) {
        const since = Number(url.searchParams.get("since"));
        return Response.json({ name: "beta", added: since < 5 ? fake.segmentKeys : [], removed: [], since, till: 5 });
      }
      return new Response("not found", { status: 404 });
    },
  };
  return fake;
}
