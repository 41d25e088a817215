import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { VisitorPayload } from "../../shared/flags/visitor.ts";
import worker from "../../worker/index.ts";
import features from "../../worker/flags/features.json";
import { DEFINITIONS_KEY, EMPTY_DEFINITIONS } from "../../worker/flags/definitions.ts";
import { syncDefinitions } from "../../worker/flags/split-sync.ts";
import { islandPropsOf } from "./shop.ts";
import { BETA_KEY, OTHER_KEY, WHITELISTED_KEY, fakeSplit, redesignFlag } from "./split-fixtures.ts";

const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function get(path: string, headers: Record<string, string> = {}) {
  return exports.default.fetch(
    new Request(`http://kartenliebe.de.localhost${path}`, { headers: { "user-agent": PERSON, ...headers } }),
  );
}

function payloadOf(html: string): VisitorPayload | null {
  const match = html.match(/<script id="shop-monitoring" type="application\/json">(.*?)<\/script>/);
  return match ? (JSON.parse(match[1]) as VisitorPayload) : null;
}

function visitorCookie(res: Response): string | undefined {
  return res.headers.getSetCookie().find((cookie) => cookie.startsWith("split_user_key="));
}

describe("crawlers", () => {
  it("get no cookie, no treatments, no flag client, and identical HTML on repeated requests", async () => {
    const first = await get("/", { "user-agent": CRAWLER });
    const second = await get("/?kl_all_wallart_ordering=on", {
      "user-agent": CRAWLER,
      cookie: "split_user_key=not-a-key",
    });
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toBeNull();
    expect(second.headers.get("set-cookie")).toBeNull();
    const html = await first.text();
    const secondHtml = await second.text();
    // Identical but for the CSP nonce, which is new for every response (docs/decisions/085).
    const nonceOf = (page: string) => /nonce="([^"]+)"/.exec(page)?.[1];
    expect(nonceOf(html)).toBeDefined();
    expect(nonceOf(html)).not.toBe(nonceOf(secondHtml));
    const withoutNonce = (page: string) => page.replaceAll(`nonce="${nonceOf(page)}"`, 'nonce=""');
    expect(withoutNonce(html)).toBe(withoutNonce(secondHtml));
    expect(payloadOf(html)).toBeNull();
    expect(html).not.toContain('data-island="consent-banner"');
  });
});

describe("people", () => {
  it("get a visitor key and the treatments of the features file, evaluated at the edge", async () => {
    const res = await get("/");
    const cookie = visitorCookie(res);
    expect(cookie).toMatch(/^split_user_key=[0-9a-f-]{36}; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const payload = payloadOf(await res.text());
    expect(payload?.monitoring.visitorKey).toMatch(UUID);
    expect(cookie).toContain(payload!.monitoring.visitorKey);
    // The kartenliebe channel's flags carry `kl_`; the file also holds wall art's `wa_` flags.
    const kartenliebe = Object.fromEntries(Object.entries(features).filter(([flag]) => flag.startsWith("kl_")));
    expect(Object.keys(kartenliebe).length).toBeGreaterThan(0);
    expect(payload?.monitoring.treatments).toEqual(kartenliebe);
    expect(payload?.monitoring.clientEnabled).toBe(true);
    expect(payload?.monitoring.client).toEqual({ authorizationKey: "localhost" });
  });

  it("keep their visitor key: a valid cookie is not set again", async () => {
    const key = "3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b";
    const res = await get("/", { cookie: `split_user_key=${key}` });
    expect(visitorCookie(res)).toBeUndefined();
    expect(payloadOf(await res.text())?.monitoring.visitorKey).toBe(key);
  });

  it("with a malformed visitor-key cookie get a fresh key", async () => {
    for (const bad of ["not-a-key", "3F2B8C1E-9A4D-4E6F-8B2A-1C3D5E7F9A0B", "%E0%A4%A", "x".repeat(400), '"quoted"']) {
      const res = await get("/", { cookie: `split_user_key=${bad}` });
      expect(res.status, bad).toBe(200);
      const payload = payloadOf(await res.text());
      expect(payload?.monitoring.visitorKey, bad).toMatch(UUID);
      expect(visitorCookie(res), bad).toContain(payload!.monitoring.visitorKey);
    }
  });

  it("get pages no shared cache may keep", async () => {
    for (const path of ["/", "/?kl_all_wallart_ordering=on", "/themes/not-a-theme"]) {
      const res = await get(path);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      expect(res.headers.get("vary"), path).toMatch(/cookie/i);
      await res.body?.cancel();
    }
  });

  it("see the consent island and the monitoring record on every page, error pages too", async () => {
    const res = await get("/themes/not-a-theme");
    const html = await res.text();
    expect(html).toContain('data-island="consent-banner"');
    expect(res.status).toBe(404);
    expect(payloadOf(html)?.routeValid).toBe(false);
  });
});

describe("flag overrides", () => {
  const treatmentsOf = async (query: string) => payloadOf(await (await get(`/${query}`)).text())!.monitoring;

  it("a query parameter named after a flag takes effect only when its value is on or off", async () => {
    expect((await treatmentsOf("?kl_all_wallart_ordering=on")).treatments.kl_all_wallart_ordering).toBe("on");
    expect((await treatmentsOf("?kl_wandbilder_flyout_groups=off")).treatments.kl_wandbilder_flyout_groups).toBe("off");
    const ignored = await treatmentsOf("?kl_all_wallart_ordering=yes&kl_wandbilder_flyout_groups=control");
    expect(ignored.treatments).toMatchObject({ kl_all_wallart_ordering: "off", kl_wandbilder_flyout_groups: "on" });
    expect(ignored.forced).toEqual([]);
  });

  it("a feature parameter plus a treatment parameter forces the treatment, only on or off", async () => {
    const forced = await treatmentsOf("?feature=kl_redesign_967&treatment=on");
    expect(forced.treatments.kl_redesign_967).toBe("on");
    expect(forced.forced).toEqual(["kl_redesign_967"]);
    expect((await treatmentsOf("?feature=kl_redesign_967&treatment=control")).treatments.kl_redesign_967).toBe("off");
    expect((await treatmentsOf("?feature=kl_unknown&treatment=on")).treatments).not.toHaveProperty("kl_unknown");
  });

  it("the disabled parameter keeps the client from starting, and with no client every flag is off", async () => {
    const disabled = await treatmentsOf("?disabled");
    expect(disabled.clientEnabled).toBe(false);
    expect(Object.values(disabled.treatments).every((t) => t === "off")).toBe(true);
    expect((await treatmentsOf("?disabled=perhaps")).clientEnabled).toBe(true);
  });
});

describe("with a Split SDK key: definitions cached at the edge", () => {
  const splitEnv = { ...env, SPLIT_SDK_KEY: "server-key", SPLIT_SDK_URL: "http://127.0.0.1:9/api" };

  async function page(key: string, environment: typeof env) {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request("http://kartenliebe.de.localhost/", {
        headers: { "user-agent": PERSON, cookie: `split_user_key=${key}` },
      }),
      environment,
      ctx,
    );
    const payload = payloadOf(await res.text());
    await waitOnExecutionContext(ctx);
    return payload!.monitoring.treatments;
  }

  it("evaluate each visitor's treatment from the cached definitions with the SDK", async () => {
    const split = fakeSplit([redesignFlag("kl_redesign_965")]);
    const definitions = await syncDefinitions(EMPTY_DEFINITIONS, {
      sdkKey: "server-key",
      sdkUrl: "https://sdk.test/api",
      fetch: split.fetch,
      now: Date.now,
    });
    await env.FLAGS_CACHE!.put(DEFINITIONS_KEY, JSON.stringify(definitions));
    const environment = { ...splitEnv } as typeof env;
    expect((await page(WHITELISTED_KEY, environment)).kl_redesign_965).toBe("on");
    expect((await page(BETA_KEY, environment)).kl_redesign_965).toBe("on");
    expect((await page(OTHER_KEY, environment)).kl_redesign_965).toBe("off");
    // A flag Split does not know has no treatment: control.
    expect((await page(OTHER_KEY, environment)).kl_redesign_967).toBe("control");
  });

  it("never wait on Split: with nothing cached yet every flag is control while a refresh runs behind", async () => {
    // A namespace this isolate has never read definitions from: the cold start of an edge location.
    const cold = env.CONTENT_CACHE;
    expect(await cold.get(DEFINITIONS_KEY)).toBeNull();
    const treatments = await page(OTHER_KEY, { ...splitEnv, FLAGS_CACHE: cold } as typeof env);
    expect(Object.values(treatments).every((t) => t === "control")).toBe(true);
  });
});

describe("consent", () => {
  async function html(environment: typeof env, path = "/") {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`http://kartenliebe.de.localhost${path}`, { headers: { "user-agent": PERSON } }),
      environment,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return { status: res.status, html: await res.text() };
  }

  it("is asked by the first-party banner by default", async () => {
    const page = await html(env);
    expect(islandPropsOf(page.html, "consent-banner")?.firstParty).toBe(true);
    expect(payloadOf(page.html)?.tracking.consentProvider).toBeNull();
  });

  it("is asked by the consent-management provider when one is configured; its loader only where the route check passed", async () => {
    const environment = {
      ...env,
      CONSENT_PROVIDER_SCRIPT: "https://cmp.example/loader.js",
      CONSENT_PROVIDER_ID: "abc",
    } as typeof env;
    const page = await html(environment);
    expect(islandPropsOf(page.html, "consent-banner")?.firstParty).toBe(false);
    expect(payloadOf(page.html)).toMatchObject({
      routeValid: true,
      tracking: { consentProvider: { script: "https://cmp.example/loader.js" } },
    });
    const missing = await html(environment, "/themes/not-a-theme");
    expect(missing.status).toBe(404);
    expect(payloadOf(missing.html)?.routeValid).toBe(false);
  });
});

describe("a broken definitions cache", () => {
  it("does not take the page down: every flag is control", async () => {
    const broken = {
      get: async () => {
        throw new Error("KV unavailable");
      },
    } as unknown as KVNamespace;
    const environment = {
      ...env,
      SPLIT_SDK_KEY: "server-key",
      SPLIT_SDK_URL: "http://127.0.0.1:9/api",
      FLAGS_CACHE: broken,
    } as typeof env;
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request("http://kartenliebe.de.localhost/", { headers: { "user-agent": PERSON } }),
      environment,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    const treatments = payloadOf(await res.text())!.monitoring.treatments;
    expect(Object.values(treatments).every((t) => t === "control")).toBe(true);
  });
});
