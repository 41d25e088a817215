/**
 * The content cache: hit, miss, stale-while-revalidate, preview bypass, purge of one
 * slug in all locales, and the webhook's signature check; through the worker's own fetch on real KV.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import app from "../index.ts";
import { DEVELOPMENT_SECRETS } from "../config/schema.ts";
import { hmacSha1Hex } from "./constant-time.ts";
import { cached, currentContentVersion } from "./content-cache.ts";
import { globalConfigKey, sitemapSourceKey, storyKey } from "./keys.ts";
import { CACHE_STRATEGIES } from "./strategies.ts";
import { editorTokenQuery } from "../../test/worker/editor-token.ts";

async function fetchWorker(url: string, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(url, { redirect: "manual", ...init }), env, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  return new Response(body, res);
}

async function clearKv() {
  const { keys } = await env.CONTENT_CACHE.list();
  await Promise.all(keys.map((k) => env.CONTENT_CACHE.delete(k.name)));
}

beforeEach(clearKv);

function scope() {
  const pending: Promise<unknown>[] = [];
  return { pending, kv: env.CONTENT_CACHE, waitUntil: (p: Promise<unknown>) => void pending.push(p) };
}

describe("cached() with named strategies", () => {
  it("a miss loads and writes back in waitUntil; the next read is a hit that does not load", async () => {
    const s = scope();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    expect(await cached(s, "k1", CACHE_STRATEGIES.staleWhileRevalidate, load)).toEqual({ n: 1 });
    expect(await env.CONTENT_CACHE.get("k1")).toBeNull();
    await Promise.all(s.pending);
    expect(await cached(s, "k1", CACHE_STRATEGIES.staleWhileRevalidate, load)).toEqual({ n: 1 });
    expect(loads).toBe(1);
  });

  it("a stale entry is served while a fresh copy is fetched in the background", async () => {
    const s = scope();
    const old = Date.now() - (CACHE_STRATEGIES.staleWhileRevalidate.maxAge + 5) * 1000;
    await env.CONTENT_CACHE.put("k2", JSON.stringify({ storedAt: old, value: "old" }));
    expect(await cached(s, "k2", CACHE_STRATEGIES.staleWhileRevalidate, async () => "new")).toBe("old");
    await Promise.all(s.pending);
    expect(await cached(s, "k2", CACHE_STRATEGIES.staleWhileRevalidate, async () => "newer")).toBe("new");
  });

  it("an entry past its stale window is loaded again before answering", async () => {
    const s = scope();
    await env.CONTENT_CACHE.put("k3", JSON.stringify({ storedAt: Date.now() - 10 * 60 * 1000, value: "old" }));
    expect(await cached(s, "k3", CACHE_STRATEGIES.fresh, async () => "new")).toBe("new");
  });

  it("the none strategy neither reads nor writes", async () => {
    const s = scope();
    await env.CONTENT_CACHE.put("k4", JSON.stringify({ storedAt: Date.now(), value: "cached" }));
    expect(await cached(s, "k4", CACHE_STRATEGIES.none, async () => "live")).toBe("live");
    expect(s.pending).toHaveLength(0);
  });
});

describe("content pages through the cache", () => {
  it("stores a story under a key with channel, content version, locale and slug, and serves it from there", async () => {
    await fetchWorker("http://kartenliebe.at.localhost/fotokalender");
    const key = storyKey(
      "kartenliebe",
      await currentContentVersion(env.CONTENT_CACHE, "kartenliebe"),
      "de-AT",
      "fotokalender",
    );
    expect(key).toBe("content:v1:kartenliebe:cv1:de-AT:story:fotokalender");
    const entry = await env.CONTENT_CACHE.get<{ storedAt: number; value: { content: { title: string } } }>(key, "json");
    expect(entry?.value.content.title).toBe("Fotokalender selbst gestalten");
    entry!.value.content.title = "Aus dem Cache";
    await env.CONTENT_CACHE.put(key, JSON.stringify(entry));
    expect(await (await fetchWorker("http://kartenliebe.at.localhost/fotokalender")).text()).toContain(
      "<title>Aus dem Cache</title>",
    );
  });

  it("preview is never cached", async () => {
    await fetchWorker(`http://kartenliebe.de.localhost/fotobuch?_storyblok=1&${await editorTokenQuery()}`);
    expect((await env.CONTENT_CACHE.list()).keys).toHaveLength(0);
  });
});

describe("purge endpoint", () => {
  const purge = (body: unknown, token?: string) =>
    fetchWorker("http://kartenliebe.de.localhost/_content/purge", {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });

  async function warm() {
    for (const url of [
      "http://kartenliebe.de.localhost/fotokalender",
      "http://kartenliebe.at.localhost/fotokalender",
      "http://kartenliebe.ch.localhost/fotokalender",
      "http://kartenliebe.de.localhost/fotobuch",
    ])
      await fetchWorker(url);
  }
  const key = (locale: "de-DE" | "de-AT" | "de-CH", slug: string) => storyKey("kartenliebe", 1, locale, slug);

  it("without the token, or with a wrong one, answers 401 and purges nothing", async () => {
    await warm();
    expect((await purge({ channel: "kartenliebe", slug: "fotokalender" })).status).toBe(401);
    expect((await purge({ channel: "kartenliebe", slug: "fotokalender" }, "guess")).status).toBe(401);
    expect(await env.CONTENT_CACHE.get(key("de-AT", "fotokalender"))).not.toBeNull();
  });

  it("purges one slug in all locales of the channel and nothing else", async () => {
    await warm();
    const res = await purge({ channel: "kartenliebe", slug: "fotokalender" }, env.CONTENT_PURGE_TOKEN);
    expect(res.status).toBe(200);
    const { keys } = (await res.json()) as { keys: string[] };
    expect(keys.filter((k) => k.includes(":story:fotokalender"))).toHaveLength(17);
    expect(keys).toEqual([...keys.filter((k) => k.includes(":story:")), sitemapSourceKey("kartenliebe", 1)]);
    for (const locale of ["de-DE", "de-AT", "de-CH"] as const)
      expect(await env.CONTENT_CACHE.get(key(locale, "fotokalender"))).toBeNull();
    expect(await env.CONTENT_CACHE.get(key("de-DE", "fotobuch"))).not.toBeNull();
  });

  it("a purge of everything raises the content version", async () => {
    await purge({ channel: "wallart", all: true }, env.CONTENT_PURGE_TOKEN);
    expect(await currentContentVersion(env.CONTENT_CACHE, "wallart")).toBe(2);
    expect(await currentContentVersion(env.CONTENT_CACHE, "kartenliebe")).toBe(1);
  });

  it("answers a malformed body with 400", async () => {
    for (const body of [
      {},
      { channel: "elsewhere", slug: "x" },
      { channel: "kartenliebe", slug: "../x" },
      { channel: "kartenliebe", slug: "a", all: true },
    ]) {
      expect((await purge(body, env.CONTENT_PURGE_TOKEN)).status).toBe(400);
    }
  });
});

describe("Storyblok webhook", () => {
  const hook = async (payload: unknown, signature?: string) => {
    const body = JSON.stringify(payload);
    const sig = signature ?? (await hmacSha1Hex(env.STORYBLOK_WEBHOOK_SECRET!, body));
    return fetchWorker("http://localhost/_content/webhook/kartenliebe", {
      method: "POST",
      headers: { "content-type": "application/json", "webhook-signature": sig },
      body,
    });
  };

  it("with a wrong signature answers 401 and purges nothing", async () => {
    await fetchWorker("http://kartenliebe.at.localhost/fotokalender");
    const res = await hook({ action: "published", story_id: 1, full_slug: "de-de/fotokalender" }, "0".repeat(40));
    expect(res.status).toBe(401);
    expect(await env.CONTENT_CACHE.get(storyKey("kartenliebe", 1, "de-AT", "fotokalender"))).not.toBeNull();
  });

  it("a publish purges the story's slug in all locales", async () => {
    await fetchWorker("http://kartenliebe.at.localhost/fotokalender");
    const res = await hook({
      text: "published",
      action: "published",
      space_id: 1,
      story_id: 1,
      full_slug: "de-de/fotokalender",
    });
    expect(res.status).toBe(200);
    expect(await env.CONTENT_CACHE.get(storyKey("kartenliebe", 1, "de-AT", "fotokalender"))).toBeNull();
  });

  it("a change to the global config purges the global config of every locale", async () => {
    await env.CONTENT_CACHE.put(
      globalConfigKey("kartenliebe", 1, "fr-CH"),
      JSON.stringify({ storedAt: Date.now(), value: {} }),
    );
    await hook({ action: "unpublished", story_id: 2, full_slug: "fr-fr/global-config" });
    expect(await env.CONTENT_CACHE.get(globalConfigKey("kartenliebe", 1, "fr-CH"))).toBeNull();
  });

  it("ignores actions that change nothing published", async () => {
    const res = await hook({ action: "branch_deployed" });
    expect(await res.json()).toMatchObject({ purged: false });
  });
});

describe("development secrets", () => {
  /** Production needs its own CSRF secret (worker/config/schema.ts); "" counts as production. */
  const PRODUCTION_CSRF_SECRET = "a-production-csrf-secret-for-tests";
  const purgeWith = (environment: string, token: string) => {
    const ctx = createExecutionContext();
    const request = new Request("http://localhost/_content/purge", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ channel: "kartenliebe", slug: "fotokalender" }),
    });
    return app.fetch(
      request,
      {
        ...env,
        ENVIRONMENT: environment,
        CSRF_SECRET: PRODUCTION_CSRF_SECRET,
        CONTENT_PURGE_TOKEN: DEVELOPMENT_SECRETS.CONTENT_PURGE_TOKEN,
      },
      ctx,
    );
  };
  const hookWith = async (environment: string) => {
    const body = JSON.stringify({ action: "published", story_id: 1, full_slug: "de-de/fotokalender" });
    const signature = await hmacSha1Hex(DEVELOPMENT_SECRETS.STORYBLOK_WEBHOOK_SECRET, body);
    const request = new Request("http://localhost/_content/webhook/kartenliebe", {
      method: "POST",
      headers: { "content-type": "application/json", "webhook-signature": signature },
      body,
    });
    return app.fetch(
      request,
      {
        ...env,
        ENVIRONMENT: environment,
        CSRF_SECRET: PRODUCTION_CSRF_SECRET,
        STORYBLOK_WEBHOOK_SECRET: DEVELOPMENT_SECRETS.STORYBLOK_WEBHOOK_SECRET,
      },
      createExecutionContext(),
    );
  };

  it("the development purge token and webhook secret are refused unless ENVIRONMENT is development", async () => {
    for (const environment of ["production", "test", ""]) {
      expect({
        environment,
        purge: (await purgeWith(environment, DEVELOPMENT_SECRETS.CONTENT_PURGE_TOKEN)).status,
      }).toEqual({ environment, purge: 401 });
      expect({ environment, hook: (await hookWith(environment)).status }).toEqual({ environment, hook: 401 });
    }
    // An environment the schema does not know opens nothing either: the configuration is refused.
    expect((await purgeWith("staging", DEVELOPMENT_SECRETS.CONTENT_PURGE_TOKEN)).status).toBe(500);
    expect((await hookWith("staging")).status).toBe(500);
    expect((await purgeWith("development", DEVELOPMENT_SECRETS.CONTENT_PURGE_TOKEN)).status).toBe(200);
    expect((await hookWith("development")).status).toBe(200);
  });
});
