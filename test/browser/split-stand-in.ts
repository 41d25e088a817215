// Split's hosts answered inside the test (a stand-in; Split itself is outside the machine): the
// browser's requests to *.split.io are captured and answered with the flags of the features file,
// every other host that is not loopback is refused and noted.
import type { BrowserContext } from "playwright-core";
import features from "../../worker/flags/features.json";

/** Split's flag definition for a treatment every key gets. */
function flag(name: string, treatment: string) {
  return {
    name,
    trafficTypeName: "user",
    status: "ACTIVE",
    killed: false,
    defaultTreatment: "off",
    changeNumber: 100,
    seed: 1,
    trafficAllocation: 100,
    trafficAllocationSeed: 1,
    algo: 2,
    sets: [],
    conditions: [
      {
        conditionType: "ROLLOUT",
        matcherGroup: {
          combiner: "AND",
          matchers: [{ keySelector: { trafficType: "user", attribute: null }, matcherType: "ALL_KEYS", negate: false }],
        },
        partitions: [{ treatment, size: 100 }],
        label: "default rule",
      },
    ],
  };
}

export interface SplitTraffic {
  requests: { method: string; path: string; body: string }[];
  external: string[];
}

export async function routeSplit(context: BrowserContext): Promise<SplitTraffic> {
  const traffic: SplitTraffic = { requests: [], external: [] };
  await context.route("**/*", async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.hostname === "localhost" || url.hostname.endsWith(".localhost") || url.hostname === "127.0.0.1")
      return route.continue();
    if (!url.hostname.endsWith(".split.io")) {
      traffic.external.push(url.href);
      return route.abort();
    }
    const cors = {
      "access-control-allow-origin": "*",
      "access-control-allow-methods": "GET, POST, OPTIONS",
      "access-control-allow-headers": (await request.headerValue("access-control-request-headers")) ?? "*",
    };
    if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
    traffic.requests.push({
      method: request.method(),
      path: url.hostname + url.pathname,
      body: request.postData() ?? "",
    });
    let body: unknown = "";
    if (url.pathname.endsWith("/splitChanges")) {
      const since = Number(url.searchParams.get("since"));
      const flags = Object.entries(features).map(([name, treatment]) => flag(name, treatment));
      body = { ff: { d: since < 100 ? flags : [], s: since, t: 100 }, rbs: { d: [], s: -1, t: -1 } };
    } else if (url.pathname.includes("/memberships/")) body = { ms: { k: [] }, ls: { k: [] } };
    else if (url.pathname.endsWith("/v2/auth")) body = { pushEnabled: false };
    return route.fulfill({
      status: 200,
      headers: { ...cors, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  });
  return traffic;
}
