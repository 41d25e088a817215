// The cache in front of the worker (decision 198), as far as it runs on this machine: the headers a
// page in Workers Cache carries and the ones the visitor's answer never does, the request that asks
// the `Pages` entrypoint, and purges by tag through `Pages` in batches. Workers Cache and its
// `ctx.cache.purge` do not exist in workerd, so purge calls go to a stand-in for `ctx.cache` only.
import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CACHE_CONTROL } from "../../worker/cache/cache-control.ts";
import {
  FRONT_LIFETIME,
  FRONT_LIFETIME_HEADER,
  frontHeadersOf,
  frontRequestOf,
  withoutFrontHeaders,
} from "../../worker/cache/front-cache.ts";
import type { PurgeCall } from "../../worker/cache/front-purge.ts";
import { CACHE_TAG_HEADER } from "../../worker/cache/front-tags.ts";
import { FRONT_PURGE_PATH, pagesAnswer, purgeThroughPages } from "../../worker/cache/front-tier.ts";
import { raiseContentVersion } from "../../worker/cache/content-cache.ts";
import { FRONT_STATUS_HEADER } from "../../worker/cache/html-front.ts";
import { HTML_CACHE_HEADER } from "../../worker/cache/html-cache.ts";
import { MONITORING_ELEMENT_ID } from "../../shared/flags/visitor.ts";
import { specialPath } from "../../shared/customer/special-paths.ts";
import { CHANNELS } from "../../shared/site/sites.ts";
import type { Env } from "../../worker/env.ts";
import worker, { Pages } from "../../worker/index.ts";
import { hmacSha1Hex } from "../../worker/cache/constant-time.ts";

const page = { channel: "kartenliebe", locale: "de-DE", contentVersion: 3, shows: ["fotokalender"] } as const;

function html(headers: Record<string, string> = {}, status = 200): Response {
  return new Response("<!doctype html><p>page</p>", {
    status,
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": CACHE_CONTROL.revalidate, ...headers },
  });
}

/** A stand-in for `ctx.cache` (Workers Cache is not in workerd): records each purge. */
function cacheStandIn() {
  const calls: string[][] = [];
  const purge: PurgeCall = async ({ tags }) => {
    calls.push(tags);
    return { success: true, errors: [] };
  };
  return { calls, cache: { purge, invalidate: purge } };
}

/**
 * An execution context whose `ctx.exports.Pages` is the `Pages` entrypoint as the loopback hands it
 * over, with `ctx.cache` being the stand-in; `settled` waits for everything sent to `waitUntil`.
 */
function contextWith(cache: ReturnType<typeof cacheStandIn>["cache"] | undefined, bindings: object = env) {
  const pending: Promise<unknown>[] = [];
  const waitUntil = (promise: Promise<unknown>) => void pending.push(promise);
  const answers: Response[] = [];
  const pagesBinding = ({ props }: { props: { host: string } }) => ({
    fetch: async (request: Request) => {
      const pages = new Pages({ waitUntil, props, cache, exports: {} } as unknown as ExecutionContext, bindings as Env);
      const answer = await pages.fetch(request);
      answers.push(answer.clone());
      return answer;
    },
  });
  const ctx = { waitUntil, passThroughOnException() {}, props: {}, exports: { Pages: pagesBinding } };
  return {
    ctx: ctx as unknown as ExecutionContext,
    /** What `Pages` answered, in order. */
    answers,
    async settled() {
      while (pending.length) await Promise.all(pending.splice(0));
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe("a page in the front cache", () => {
  it("a cacheable anonymous page carries its Cache-Tags and the CDN lifetime, and no Set-Cookie", () => {
    const headers = frontHeadersOf(html(), page, true);
    expect(headers.get(FRONT_LIFETIME_HEADER)).toBe(FRONT_LIFETIME);
    expect(FRONT_LIFETIME).toBe("public, max-age=60, stale-while-revalidate=86400, stale-if-error=86400");
    expect(headers.get(CACHE_TAG_HEADER)).toBe(
      "ch:kartenliebe,ch:kartenliebe:de-de,ch:kartenliebe:cv3,ch:kartenliebe:slug:fotokalender",
    );
    expect(headers.has("set-cookie")).toBe(false);
  });

  it("a person's page, a page that sets a cookie, an error or an incomplete render is never kept", () => {
    const refused = [
      frontHeadersOf(html({ "cache-control": CACHE_CONTROL.private }), page, true),
      frontHeadersOf(html({ "set-cookie": "kl_session=1; HttpOnly" }), page, true),
      frontHeadersOf(html({ vary: "Accept-Encoding, Cookie" }), page, true),
      frontHeadersOf(html({}, 404), page, true),
      frontHeadersOf(html(), page, false),
    ];
    for (const headers of refused) {
      expect(headers.get(FRONT_LIFETIME_HEADER)).toBe("no-store");
      expect(headers.get("cache-control")).toBe("no-store");
      expect(headers.has(CACHE_TAG_HEADER)).toBe(false);
    }
  });

  it("the answer of Pages drops the visitor's cache-control and Vary on cookie and user agent from a kept page, and keeps nothing that sets a cookie", () => {
    const kept = pagesAnswer(
      new Response("x", {
        headers: { ...Object.fromEntries(frontHeadersOf(html(), page, true)), vary: "User-Agent, Cookie" },
      }),
    );
    // Not `must-revalidate`, which would turn off serving it stale whichever header Cloudflare reads first.
    expect(kept.headers.get("cache-control")).toBe(FRONT_LIFETIME);
    expect(kept.headers.has("vary")).toBe(false);
    const encoding = pagesAnswer(
      new Response("x", {
        headers: { ...Object.fromEntries(frontHeadersOf(html(), page, true)), vary: "Accept-Encoding, cookie" },
      }),
    );
    expect(encoding.headers.get("vary")).toBe("Accept-Encoding");
    const cookie = pagesAnswer(
      new Response("x", {
        headers: { ...Object.fromEntries(frontHeadersOf(html(), page, true)), "set-cookie": "kl_vk=1" },
      }),
    );
    expect(cookie.headers.get(FRONT_LIFETIME_HEADER)).toBe("no-store");
    expect(cookie.headers.get("cache-control")).toBe("no-store");
  });

  it("what only the front cache reads never reaches the visitor", () => {
    const visitor = withoutFrontHeaders(frontHeadersOf(html(), page, true));
    expect([...visitor.keys()]).not.toContain(FRONT_LIFETIME_HEADER);
    expect([...visitor.keys()]).not.toContain(CACHE_TAG_HEADER);
    expect(visitor.get("content-type")).toContain("text/html");
  });

  it("Pages is asked with the host as props and the variant key as cache key, without cookie or Authorization", () => {
    const asked = frontRequestOf(
      new Request("https://wallart.ch/fr/canvas?b=2&a=1", {
        headers: { cookie: "kl_session=secret", authorization: "Bearer x", "accept-language": "fr" },
      }),
      "https://wallart.ch/__html-cache/fr/canvas?g=cv1.0&p=web&a=person&f=kl_x:on",
    );
    expect(asked.props).toEqual({ host: "wallart.ch" });
    expect(asked.request.cf?.cacheKey).toBe("/__html-cache/fr/canvas?g=cv1.0&p=web&a=person&f=kl_x:on");
    expect(asked.request.headers.has("cookie")).toBe(false);
    expect(asked.request.headers.has("authorization")).toBe(false);
    expect(asked.request.headers.get("accept-language")).toBe("fr");
    expect(asked.request.method).toBe("GET");
  });
});

describe("purge of the front cache through Pages", () => {
  it("Pages purges its own entries by the tags it is sent, and refuses a malformed purge", async () => {
    const standIn = cacheStandIn();
    const pages = new Pages(
      { props: { host: "" }, cache: standIn.cache, waitUntil() {} } as unknown as ExecutionContext,
      env,
    );
    const ok = await pages.fetch(
      new Request(`https://pages.internal${FRONT_PURGE_PATH}`, {
        method: "POST",
        body: JSON.stringify({ tags: ["ch:kartenliebe:slug:fotokalender"] }),
      }),
    );
    expect(await ok.json()).toEqual({ success: true, errors: [] });
    expect(standIn.calls).toEqual([["ch:kartenliebe:slug:fotokalender"]]);
    vi.spyOn(console, "log").mockImplementation(() => {});
    for (const body of ["{", JSON.stringify({ tags: [] }), JSON.stringify({ tags: ["a b"] })]) {
      const bad = await pages.fetch(new Request(`https://pages.internal${FRONT_PURGE_PATH}`, { method: "POST", body }));
      expect(bad.status).toBe(400);
    }
    expect(standIn.calls).toHaveLength(1);
  });

  it("without Workers Cache (as on this machine) Pages says the purge did not happen", async () => {
    const pages = new Pages({ props: { host: "" }, waitUntil() {} } as unknown as ExecutionContext, env);
    const answer = await pages.fetch(
      new Request(`https://pages.internal${FRONT_PURGE_PATH}`, { method: "POST", body: '{"tags":["ch:wallart"]}' }),
    );
    expect(await answer.json()).toMatchObject({ success: false });
  });

  it("the shop's entrypoint sends its purges to Pages", async () => {
    const standIn = cacheStandIn();
    const call = purgeThroughPages(contextWith(standIn.cache).ctx);
    expect(await call?.({ tags: ["ch:wallart"] })).toEqual({ success: true, errors: [] });
    expect(standIn.calls).toEqual([["ch:wallart"]]);
    expect(purgeThroughPages({ waitUntil() {} })).toBeUndefined();
  });

  it("through workerd's own loopback the shop reaches Pages, which has no Workers Cache on this machine", async () => {
    const call = purgeThroughPages(createExecutionContext());
    expect(await call?.({ tags: ["ch:wallart"] })).toMatchObject({ success: false });
  });
});

describe("the purge endpoint and the publish webhook purge the front cache by tag", () => {
  const front = { ...env, HTML_CACHE: "on", EDGE_CACHE: "front" };

  function purgeRequest(body: unknown): Request {
    return new Request("http://kartenliebe.de.localhost/_content/purge", {
      method: "POST",
      headers: { authorization: `Bearer ${env.CONTENT_PURGE_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  }

  async function webhookRequest(channel: string, fullSlug: string): Promise<Request> {
    const body = JSON.stringify({ action: "published", story_id: 1, full_slug: fullSlug, text: "" });
    return new Request(`http://kartenliebe.de.localhost/_content/webhook/${channel}`, {
      method: "POST",
      headers: { "webhook-signature": await hmacSha1Hex(env.STORYBLOK_WEBHOOK_SECRET ?? "", body) },
      body,
    });
  }

  it("purges by slug gathered within a second go to Pages as one call with each slug's tag", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const standIn = cacheStandIn();
    const { ctx, settled } = contextWith(standIn.cache, front);
    const answers = await Promise.all([
      worker.fetch(purgeRequest({ channel: "kartenliebe", slug: "fotokalender" }), front, ctx),
      worker.fetch(purgeRequest({ channel: "kartenliebe", slug: "hochzeit/einladung" }), front, ctx),
      worker.fetch(await webhookRequest("kartenliebe", "de-de/fotobuch"), front, ctx),
    ]);
    for (const answer of answers) expect(await answer.json()).toMatchObject({ front: "queued" });
    expect(standIn.calls).toEqual([]);
    await settled();
    expect(standIn.calls).toHaveLength(1);
    expect(new Set(standIn.calls[0])).toEqual(
      new Set([
        "ch:kartenliebe:slug:fotokalender",
        "ch:kartenliebe:slug:hochzeit%2Feinladung",
        "ch:kartenliebe:slug:fotobuch",
      ]),
    );
  });

  it("a purge of the global config purges the channel's tag", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const standIn = cacheStandIn();
    const { ctx, settled } = contextWith(standIn.cache, front);
    await worker.fetch(purgeRequest({ channel: "wallart", globalConfig: true }), front, ctx);
    await settled();
    expect(standIn.calls).toEqual([["ch:wallart"]]);
  });

  it("with EDGE_CACHE unset only the content cache is purged", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const standIn = cacheStandIn();
    const { ctx, settled } = contextWith(standIn.cache);
    const answer = await worker.fetch(purgeRequest({ channel: "kartenliebe", slug: "fotokalender" }), env, ctx);
    expect(await answer.json()).toMatchObject({ front: "off" });
    await settled();
    expect(standIn.calls).toEqual([]);
  });
});

describe("pages from the front tier (EDGE_CACHE=front)", { timeout: 60_000 }, () => {
  const front = { ...env, HTML_CACHE: "on", EDGE_CACHE: "front" };

  /** One request as a new isolate would make it (its own memory), through the shop's entrypoint. */
  async function visit(url: string, init: RequestInit = {}) {
    const context = contextWith(undefined, front);
    const res = await worker.fetch(new Request(url, { redirect: "manual", ...init }), { ...front }, context.ctx);
    const html = await res.text();
    await context.settled();
    return { res, html, asked: context.answers };
  }

  it("a shared page is asked of Pages once its index is known, kept there with tags and CDN lifetime, and answered with the visitor's own parts", async () => {
    for (const channel of CHANNELS) await raiseContentVersion(env.CONTENT_CACHE, channel);
    const url = "http://kartenliebe.de.localhost/fotokalender";
    const first = await visit(url);
    expect(first.res.headers.get(HTML_CACHE_HEADER)).toBe("miss");
    expect(first.asked).toHaveLength(0);

    const second = await visit(url);
    expect(second.res.headers.get(HTML_CACHE_HEADER)).toBe("hit");
    expect(second.asked).toHaveLength(1);
    const kept = second.asked[0]!;
    expect(kept.status).toBe(200);
    expect(kept.headers.get(FRONT_LIFETIME_HEADER)).toBe(FRONT_LIFETIME);
    expect(kept.headers.get(CACHE_TAG_HEADER)?.split(",")).toEqual(
      expect.arrayContaining(["ch:kartenliebe", "ch:kartenliebe:de-de", "ch:kartenliebe:slug:fotokalender"]),
    );
    expect(kept.headers.has("set-cookie")).toBe(false);
    expect(kept.headers.get("cache-control")).toBe(FRONT_LIFETIME);
    expect(kept.headers.has("vary")).toBe(false);
    const stored = await kept.text();
    expect(stored).not.toContain(`id="${MONITORING_ELEMENT_ID}"`);

    // The visitor's answer: their own nonce and record, a person's cache-control, nothing for the front cache.
    const answer = second.res.headers;
    expect(answer.get("cache-control")).toBe(CACHE_CONTROL.private);
    expect(answer.has(CACHE_TAG_HEADER)).toBe(false);
    expect(answer.has(FRONT_LIFETIME_HEADER)).toBe(false);
    expect(answer.get(FRONT_STATUS_HEADER)).toBe("none");
    expect(second.html).toContain(`id="${MONITORING_ELEMENT_ID}"`);
    const nonce = /'nonce-([^']+)'/.exec(answer.get("content-security-policy") ?? "")?.[1];
    expect(nonce && second.html.includes(`nonce="${nonce}"`)).toBe(true);
    expect(stored.includes(`nonce="${nonce}"`)).toBe(false);
  });

  it("a person's page (account, cart) is never asked of Pages and carries no tags or CDN lifetime", async () => {
    for (const kind of ["account", "cart"] as const) {
      const url = `http://kartenliebe.de.localhost${specialPath(kind, "de-DE")}`;
      for (const attempt of [1, 2]) {
        const { res, asked } = await visit(url);
        expect(asked, `${kind} ${attempt}`).toHaveLength(0);
        expect(res.headers.has(CACHE_TAG_HEADER)).toBe(false);
        expect(res.headers.has(FRONT_LIFETIME_HEADER)).toBe(false);
        expect(res.headers.get("cache-control")).not.toContain("public");
      }
    }
  });

  it("with EDGE_CACHE unset Pages is never asked", async () => {
    const context = contextWith(undefined, env);
    const on = { ...env, HTML_CACHE: "on" };
    for (const attempt of [1, 2]) {
      const res = await worker.fetch(new Request("http://kartenliebe.de.localhost/fotobuch"), { ...on }, context.ctx);
      await res.text();
      expect(attempt && context.answers).toHaveLength(0);
    }
  });
});
