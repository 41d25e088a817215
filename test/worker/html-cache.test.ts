// The edge HTML cache per variant (decision 090), through the worker's own
// fetch on real KV and Miniflare's Cache API: one shared body per variant with each visitor's own
// parts added on the way out, crawlers served from the cache, personal pages never stored, publish
// and purge advancing exactly the affected pages, and a failing refresh that keeps the stale page.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { specialPath } from "../../shared/customer/special-paths.ts";
import { CSRF_BROWSER_COOKIE } from "../../shared/bff/csrf.ts";
import { MONITORING_ELEMENT_ID, VISITOR_KEY_COOKIE } from "../../shared/flags/visitor.ts";
import { CHANNELS } from "../../shared/site/sites.ts";
import type { Locale } from "../../shared/site/locales.ts";
import { hmacSha1Hex } from "../../worker/cache/constant-time.ts";
import { currentContentVersion, raiseContentVersion } from "../../worker/cache/content-cache.ts";
import { HTML_REFRESH_FAILED } from "../../worker/cache/html-store.ts";
import { HTML_CACHE_HEADER } from "../../worker/cache/html-cache.ts";
import { storyKey } from "../../worker/cache/keys.ts";
import { CACHE_STRATEGIES } from "../../worker/cache/strategies.ts";
import type { ConfigVars } from "../../worker/config/schema.ts";
import type { Env } from "../../worker/env.ts";
import worker from "../../worker/index.ts";
import { editorTokenQuery } from "./editor-token.ts";
import { getWith, pageDataOf } from "./shop.ts";

const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

interface Answer {
  res: Response;
  html: string;
  cache: string | null;
}

async function page(url: string, init: RequestInit = {}, overrides: Partial<Env> & ConfigVars = {}): Promise<Answer> {
  const res = await getWith({ HTML_CACHE: "on", ...overrides }, url, init);
  const html = await res.text();
  return { res, html, cache: res.headers.get(HTML_CACHE_HEADER) };
}

/**
 * The body without what is made for each answer: nonces and the monitoring record. The rewriter
 * writes a self-closing tag whose nonce it set as ` />`, the splice of a hot page leaves it `/>`: the
 * same markup, so the space is not compared.
 */
function sharedPart(html: string): string {
  return html
    .replace(/ nonce="[^"]*"/g, "")
    .replaceAll(" />", "/>")
    .replace(new RegExp(`<script id="${MONITORING_ELEMENT_ID}"[^>]*>.*?</script>`, "s"), "");
}

function cookieOf(res: Response, name: string): string | undefined {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(";")[0];
}

function nonceOf(res: Response): string | undefined {
  return /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
}

// Every test starts on fresh keys: a new content version is in every HTML cache key.
beforeEach(async () => {
  for (const channel of CHANNELS) await raiseContentVersion(env.CONTENT_CACHE, channel);
});
afterEach(() => vi.restoreAllMocks());

describe("one body per variant", { timeout: 60_000 }, () => {
  it("two visitors in the same variants get the same cached body, each with their own visitor key, CSRF token and nonce", async () => {
    const url = "http://kartenliebe.de.localhost/fotokalender";
    const first = await page(url);
    const second = await page(url);
    expect(first.res.status).toBe(200);
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(sharedPart(second.html)).toBe(sharedPart(first.html));

    const keys = [first, second].map((a) => cookieOf(a.res, VISITOR_KEY_COOKIE));
    const records = [first, second].map(
      (a) =>
        pageDataOf(a.html, MONITORING_ELEMENT_ID) as {
          monitoring: { visitorKey: string; treatments: Record<string, string> };
        },
    );
    expect(keys[0]).toBeTruthy();
    expect(keys[0]).not.toBe(keys[1]);
    expect(records.map((r) => r.monitoring.visitorKey)).toEqual(keys);
    expect(records[1]!.monitoring.treatments).toEqual(records[0]!.monitoring.treatments);

    const tokens = [first, second].map((a) => cookieOf(a.res, CSRF_BROWSER_COOKIE));
    expect(tokens[0]).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(tokens[1]).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(tokens[0]).not.toBe(tokens[1]);

    // The nonce of the policy is the one in the page, new for every answer.
    const nonces = [first, second].map((a) => nonceOf(a.res));
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [i, answer] of [first, second].entries()) {
      const inPage = [...answer.html.matchAll(/ nonce="([^"]*)"/g)].map((m) => m[1]);
      expect(inPage.length).toBeGreaterThan(0);
      expect(new Set(inPage)).toEqual(new Set([nonces[i]]));
    }
  });

  it("a visitor who already has a CSRF token keeps it, and a logged-in visitor shares the anonymous body", async () => {
    const url = "http://kartenliebe.at.localhost/fotobuch";
    const first = await page(url);
    const token = cookieOf(first.res, CSRF_BROWSER_COOKIE)!;
    const again = await page(url, {
      headers: {
        cookie: `${CSRF_BROWSER_COOKIE}=${token}; ${VISITOR_KEY_COOKIE}=${cookieOf(first.res, VISITOR_KEY_COOKIE)}`,
      },
    });
    expect(again.cache).toBe("hit");
    expect(cookieOf(again.res, CSRF_BROWSER_COOKIE)).toBeUndefined();
    const loggedIn = await page(url, { headers: { cookie: "__Host-shop_session=someone" } });
    expect(loggedIn.cache).toBe("hit");
    expect(sharedPart(loggedIn.html)).toBe(sharedPart(first.html));
  });

  it("visitors in different variants never share a body", async () => {
    const base = "http://kartenliebe.de.localhost/wandkalender";
    const off = await page(base);
    const on = await page(`${base}?kl_all_wallart_ordering=on`);
    expect(off.cache).toBe("miss");
    expect(on.cache).toBe("miss");
    expect(
      (pageDataOf(on.html, MONITORING_ELEMENT_ID) as { monitoring: { treatments: Record<string, string> } }).monitoring
        .treatments.kl_all_wallart_ordering,
    ).toBe("on");
    // each variant is then a hit of its own
    const onAgain = await page(`${base}?kl_all_wallart_ordering=on`);
    const offAgain = await page(base);
    expect([onAgain.cache, offAgain.cache]).toEqual(["hit", "hit"]);
    expect(sharedPart(onAgain.html)).toBe(sharedPart(on.html));
    expect(sharedPart(offAgain.html)).toBe(sharedPart(off.html));
  });

  it("a flag the page does not read does not split it", async () => {
    const base = "http://kartenliebe.de.localhost/fotobuch";
    await page(base);
    // kl_calculator_portrait_swap is read by the price calculator only; this page has none
    expect((await page(`${base}?kl_calculator_portrait_swap=off`)).cache).toBe("hit");
  });

  it("the locale is part of the key; the carried query is not, it is written onto the stored page's links", async () => {
    await page("http://kartenliebe.ch.localhost/");
    const carried = await page("http://kartenliebe.ch.localhost/?_campaign=x");
    expect(carried.cache).toBe("hit");
    expect(carried.html).toMatch(/<a class="logo" href="\/\?_campaign=x"/);
    expect((await page("http://kartenliebe.ch.localhost/fr/")).cache).toBe("miss");
    expect((await page("http://kartenliebe.ch.localhost/?utm_source=x")).cache).toBe("hit");
    expect((await page("http://kartenliebe.ch.localhost/?_campaign=x")).cache).toBe("hit");
  });
});

describe("crawlers", { timeout: 60_000 }, () => {
  it("a crawler's repeat request is a hit, with no visitor key, record or cookie", async () => {
    const url = "http://kartenliebe.de.localhost/fotokalender";
    const headers = { "user-agent": CRAWLER };
    const first = await page(url, { headers });
    const second = await page(url, { headers });
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(second.res.headers.getSetCookie()).toEqual([]);
    expect(second.html).not.toContain(MONITORING_ELEMENT_ID);
    expect(sharedPart(second.html)).toBe(sharedPart(first.html));
    // people do not get the crawler's document, nor crawlers the people's
    expect((await page(url)).cache).toBe("miss");
  });
});

describe("compressed once", { timeout: 60_000 }, () => {
  const url = "http://kartenliebe.de.localhost/fotokalender";
  const inflated = (res: Response) => new Response(res.body?.pipeThrough(new DecompressionStream("gzip"))).text();

  it("a visitor who accepts gzip gets the stored page's compressed copy with their own nonce and record", async () => {
    const first = await page(url);
    const res = await getWith({ HTML_CACHE: "on" }, url, { headers: { "accept-encoding": "gzip, br" } });
    expect(res.headers.get(HTML_CACHE_HEADER)).toBe("hit");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toMatch(/Accept-Encoding/);
    const html = await inflated(res);
    expect(sharedPart(html)).toBe(sharedPart(first.html));
    const nonce = nonceOf(res);
    expect(nonce).toBeDefined();
    expect(nonce).not.toBe(nonceOf(first.res));
    expect(html.match(/ nonce="([^"]*)"/g)?.every((attribute) => attribute === ` nonce="${nonce}"`)).toBe(true);
    const record = pageDataOf(html, MONITORING_ELEMENT_ID) as { monitoring: { visitorKey: string } };
    expect(record.monitoring.visitorKey).toBe(cookieOf(res, VISITOR_KEY_COOKIE));
  });

  it("is not used for a visitor who carries parameters or refuses gzip: their page is spliced whole", async () => {
    await page(url);
    const carried = await getWith({ HTML_CACHE: "on" }, `${url}?_x=7`, { headers: { "accept-encoding": "gzip" } });
    expect(carried.headers.get(HTML_CACHE_HEADER)).toBe("hit");
    expect(carried.headers.get("content-encoding")).toBeNull();
    expect(await carried.text()).toContain("_x=7");
    const refused = await getWith({ HTML_CACHE: "on" }, url, { headers: { "accept-encoding": "gzip;q=0, br" } });
    expect(refused.headers.get(HTML_CACHE_HEADER)).toBe("hit");
    expect(refused.headers.get("content-encoding")).toBeNull();
    expect(await refused.text()).toContain("<!DOCTYPE html>");
    // Behind Cloudflare the worker is handed `br, gzip`; what the visitor sent is in `cf`.
    const none = await getWith({ HTML_CACHE: "on" }, url, {
      headers: { "accept-encoding": "br, gzip" },
      cf: { clientAcceptEncoding: "" },
    } as RequestInit);
    expect(none.headers.get(HTML_CACHE_HEADER)).toBe("hit");
    expect(none.headers.get("content-encoding")).toBeNull();
    expect(await none.text()).toContain("<!DOCTYPE html>");
  });
});

describe("hot pages in the isolate", { timeout: 60_000 }, () => {
  /** Requests through one environment object, as one isolate serves them (getWith makes a new one per call). */
  function isolate() {
    const shared = { ...env, HTML_CACHE: "on" } as Env;
    return async (url: string, init: RequestInit = {}): Promise<Answer> => {
      const ctx = createExecutionContext();
      const res = await worker.fetch(new Request(url, init), shared, ctx);
      await waitOnExecutionContext(ctx);
      const html = await res.text();
      return { res, html, cache: res.headers.get(HTML_CACHE_HEADER) };
    };
  }
  const edge = (caches as unknown as { default: Cache }).default;
  const FROM_CACHE_API = "this page came from the Cache API";
  /**
   * From here on every page the Cache API answers with says so at its end (what else it keeps, the
   * page's index, reads as it is): an answer without the mark came from memory. The mark follows
   * the page's bytes, so the places its splice plan notes stay where they were.
   */
  function markPagesOfTheCacheApi() {
    const match = edge.match.bind(edge);
    vi.spyOn(edge, "match").mockImplementation(async (key, options) => {
      const found = await match(key, options);
      if (!found?.headers.get("content-type")?.startsWith("text/html")) return found;
      const headers = new Headers(found.headers);
      headers.delete("content-length");
      return new Response(`${await found.text()}<!-- ${FROM_CACHE_API} -->`, { headers });
    });
  }

  it("a repeat view is answered from memory without reading the page from the Cache API, with the visitor's own parts", async () => {
    const get = isolate();
    const url = "http://kartenliebe.de.localhost/fotokalender";
    const first = await get(url);
    expect(first.cache).toBe("miss");
    markPagesOfTheCacheApi();
    const second = await get(url);
    const third = await get(url);
    expect([second.cache, third.cache]).toEqual(["hit", "hit"]);
    expect(second.html).not.toContain(FROM_CACHE_API);
    expect(sharedPart(second.html)).toBe(sharedPart(first.html));
    expect(sharedPart(third.html)).toBe(sharedPart(first.html));
    expect(nonceOf(second.res)).not.toBe(nonceOf(third.res));
    expect(second.html).toContain(`nonce="${nonceOf(second.res)}"`);
    expect(cookieOf(second.res, VISITOR_KEY_COOKIE)).not.toBe(cookieOf(third.res, VISITOR_KEY_COOKIE));
    // the visitor's parts as the splice puts them: every nonce attribute the page had carries the
    // answer's nonce, and the record with the visitor's key follows the provided context once
    for (const answer of [second, third]) {
      const nonces = [...answer.html.matchAll(/ nonce="([^"]*)"/g)].map((m) => m[1]);
      expect(nonces).toHaveLength([...first.html.matchAll(/ nonce="/g)].length);
      expect(new Set(nonces)).toEqual(new Set([nonceOf(answer.res)]));
      const records = answer.html.split(`<script id="${MONITORING_ELEMENT_ID}"`).length - 1;
      expect(records).toBe(1);
      expect(answer.html).toMatch(
        new RegExp(
          `<script id="shop-context" type="application/json">[^<]*</script><script id="${MONITORING_ELEMENT_ID}"[^>]*>[^<]*${cookieOf(answer.res, VISITOR_KEY_COOKIE)}`,
        ),
      );
    }
  });

  it("a publish moves the page on in memory too", async () => {
    const get = isolate();
    const url = "http://kartenliebe.de.localhost/fotokalender";
    expect((await get(url)).cache).toBe("miss");
    expect((await get(url)).cache).toBe("hit");
    await raiseContentVersion(env.CONTENT_CACHE, "kartenliebe");
    // the generations are kept for HTML_MEMO_SECONDS in the isolate: past them, the key has moved on
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + 3_000);
    expect((await get(url)).cache).toBe("miss");
  });

  it("a page past its minute goes back to the Cache API and is served stale while it is refreshed", async () => {
    const get = isolate();
    const url = "http://kartenliebe.de.localhost/fotokalender";
    expect((await get(url)).cache).toBe("miss");
    expect((await get(url)).cache).toBe("hit");
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + (CACHE_STRATEGIES.html.maxAge + 5) * 1000);
    markPagesOfTheCacheApi();
    const stale = await get(url);
    expect(stale.cache).toBe("stale");
    expect(stale.html).toContain(FROM_CACHE_API);
    // the refresh behind that answer stored the page afresh: the next view is a hit from memory again
    const next = await get(url);
    expect(next.cache).toBe("hit");
    expect(next.html).not.toContain(FROM_CACHE_API);
    expect(next.html).toContain("<title>");
  });
});

describe("the products route and its card listings", { timeout: 60_000 }, () => {
  // Stored like a content page (decision 090): section 2's header-and-footer exception is about a
  // fragment shared across routes, and this cache keys by address.
  const urls = [
    "http://kartenliebe.de.localhost/products",
    "http://kartenliebe.de.localhost/kalender-konfigurator",
    "http://kartenliebe.ch.localhost/fr/products",
  ];

  it("is stored for people and for crawlers, on /products and its aliases", async () => {
    for (const headers of [{}, { "user-agent": CRAWLER }] as Record<string, string>[]) {
      for (const url of urls) {
        const first = await page(url, { headers });
        const second = await page(url, { headers });
        expect(first.res.status, url).toBe(200);
        expect([first.cache, second.cache], url).toEqual(["miss", "hit"]);
        expect(sharedPart(second.html)).toBe(sharedPart(first.html));
      }
    }
  });

  it("two anonymous visitors share a /products?page=2 body, each with their own visitor key", async () => {
    const url = "http://kartenliebe.de.localhost/products?page=2";
    const first = await page(url);
    const second = await page(url);
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(first.html).toContain("product-tiles");
    expect(sharedPart(second.html)).toBe(sharedPart(first.html));
    const keys = [first, second].map((a) => cookieOf(a.res, VISITOR_KEY_COOKIE));
    expect(keys[0]).toBeTruthy();
    expect(keys[0]).not.toBe(keys[1]);
    const records = [first, second].map(
      (a) => (pageDataOf(a.html, MONITORING_ELEMENT_ID) as { monitoring: { visitorKey: string } }).monitoring,
    );
    expect(records.map((r) => r.visitorKey)).toEqual(keys);
    expect(second.res.headers.get("cache-control")).toBe("private, no-store");
  });

  it("keys a listing by the parameters the route reads only: sorted, values cut as the route cuts them, empty ones left out", async () => {
    const at = (query: string) => page(`http://kartenliebe.de.localhost/products?${query}`);
    expect((await at("page=2&sort=created")).cache).toBe("miss");
    expect((await at("sort=created&page=2")).cache).toBe("hit");
    expect((await at("sort=created&utm_source=x&page=2&foo=bar&color=")).cache).toBe("hit");
    expect((await at("sort=created&page=3")).cache).toBe("miss");
    // a filter the catalogue refuses is the 400 page, which is never stored
    const refused = await at(`page=2&style=${"x".repeat(70)}`);
    expect([refused.res.status, refused.cache]).toEqual([400, "miss"]);
    expect((await at(`page=2&style=${"x".repeat(70)}`)).cache).toBe("miss");
    // a channel without cards reads no listing query at all
    expect((await page("http://wallart.de.localhost/products/")).cache).toBe("miss");
    expect((await page("http://wallart.de.localhost/products/?page=7&sort=created")).cache).toBe("hit");
  });

  it("a logged-in visitor gets the shared body; their name and cart count come from the BFF in the browser, as before", async () => {
    const url = "http://kartenliebe.de.localhost/products?page=2";
    const anonymous = await page(url);
    const session = await signedUp("Sina", "Quastenbrink");
    const loggedIn = await page(url, { headers: { cookie: session } });
    expect(loggedIn.cache).toBe("hit");
    expect(sharedPart(loggedIn.html)).toBe(sharedPart(anonymous.html));
    // The header's account item and cart count are filled by the customer call at start
    // (client/services/customer.ts): no page, stored or rendered, holds a customer's name.
    expect(loggedIn.html).not.toContain("Quastenbrink");
    expect(loggedIn.html).toContain('data-island="header-info"');
    const customer = await getWith({ HTML_CACHE: "on" }, "http://kartenliebe.de.localhost/bff/customer", {
      headers: { cookie: session },
    });
    expect(customer.status).toBe(200);
    expect(await customer.json()).toMatchObject({
      isLoggedIn: true,
      firstName: "Sina",
      lastName: "Quastenbrink",
      order: { cartArticlesAmount: 0 },
    });
  });
});

/** A new customer's session cookie, signed up through the BFF as the browser does. */
async function signedUp(firstName: string, lastName: string): Promise<string> {
  const csrf = await getWith({}, "http://kartenliebe.de.localhost/bff/csrf");
  const { token } = (await csrf.json()) as { token: string };
  const res = await getWith({}, "http://kartenliebe.de.localhost/bff/customer/signup", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "sec-fetch-site": "same-origin",
      "x-csrf-token": token,
      cookie: `${CSRF_BROWSER_COOKIE}=${token}`,
    },
    body: JSON.stringify({
      email: `liste-${Date.now()}@example.org`,
      password: "korrekt-Pferd-Batterie",
      firstName,
      lastName,
    }),
  });
  expect(res.status).toBe(201);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith("__Host-shop_session="))!
    .split(";")[0]!;
}

describe("never stored", { timeout: 60_000 }, () => {
  it("account, cart and wishlist pages, preview, error pages and HEAD are never cached", async () => {
    const locale: Locale = "de-DE";
    const urls = [
      `http://kartenliebe.de.localhost${specialPath("account", locale)}`,
      `http://kartenliebe.de.localhost${specialPath("cart", locale)}`,
      `http://kartenliebe.de.localhost${specialPath("wishlist", locale)}`,
      `http://kartenliebe.de.localhost/fotobuch?_storyblok=1&${await editorTokenQuery()}`,
      "http://kartenliebe.de.localhost/gibt-es-nicht",
      "http://kartenliebe.de.localhost/error",
    ];
    for (const url of urls) {
      for (const headers of [{}, { "user-agent": CRAWLER }] as Record<string, string>[]) {
        const first = await page(url, { headers });
        const second = await page(url, { headers });
        expect(first.cache, url).toBeNull();
        expect(second.cache, url).toBeNull();
      }
    }
    const head = await page("http://kartenliebe.de.localhost/fotobuch", { method: "HEAD" });
    expect(head.cache).toBeNull();
  });

  it("without HTML_CACHE=on nothing is cached", async () => {
    const url = "http://kartenliebe.de.localhost/fotokalender";
    await page(url, {}, { HTML_CACHE: undefined });
    expect((await page(url, {}, { HTML_CACHE: undefined })).cache).toBeNull();
  });
});

describe("publish and purge", { timeout: 60_000 }, () => {
  const hook = async (fullSlug: string) => {
    const body = JSON.stringify({
      text: "published",
      action: "published",
      space_id: 1,
      story_id: 1,
      full_slug: fullSlug,
    });
    const signature = await hmacSha1Hex(env.STORYBLOK_WEBHOOK_SECRET!, body);
    return page("http://localhost/_content/webhook/kartenliebe", {
      method: "POST",
      headers: { "content-type": "application/json", "webhook-signature": signature },
      body,
    });
  };
  const affected: [string, Locale][] = [
    ["http://kartenliebe.de.localhost/fotokalender", "de-DE"],
    ["http://kartenliebe.at.localhost/fotokalender", "de-AT"],
    ["http://kartenliebe.ch.localhost/fotokalender", "de-CH"],
    ["http://kartenliebe.nl.localhost/fotokalender", "nl-NL"],
  ];
  /** Its feed lists the calendar stories. */
  const showsIt = "http://kartenliebe.de.localhost/feed-calendar";
  const unaffected = [
    "http://kartenliebe.de.localhost/fotobuch",
    "http://kartenliebe.at.localhost/",
    "http://wallart.de.localhost/",
  ];

  it("a publish advances the slug on every domain and locale; other pages stay cached", async () => {
    for (const [url] of affected) expect((await page(url)).cache).toBe("miss");
    for (const url of [...unaffected, showsIt]) {
      const first = await page(url);
      expect(first.cache, `${url} ${first.res.status} ${first.res.headers.get("location")}`).toBe("miss");
    }
    for (const [url] of affected) expect((await page(url)).cache).toBe("hit");
    expect((await page(showsIt)).cache).toBe("hit");

    // the stories as they will be after the publish, each in its own locale's cache entry
    const cv = await currentContentVersion(env.CONTENT_CACHE, "kartenliebe");
    const published = new Map<Locale, string>();
    for (const [, locale] of affected) {
      const entry = await env.CONTENT_CACHE.get<{ storedAt: number; value: { content: { title: string } } }>(
        storyKey("kartenliebe", cv, locale, "fotokalender"),
        "json",
      );
      expect(entry, locale).not.toBeNull();
      entry!.value.content.title = `Neu veröffentlicht ${locale}`;
      published.set(locale, JSON.stringify(entry));
    }
    // before the publish the edge cache still serves the old page
    for (const [locale, entry] of published)
      await env.CONTENT_CACHE.put(storyKey("kartenliebe", cv, locale, "fotokalender"), entry);
    const before = await page(affected[0]![0]);
    expect(before.cache).toBe("hit");
    expect(before.html).not.toContain("Neu veröffentlicht");

    expect((await hook("de-de/fotokalender")).res.status).toBe(200);
    // the publish removed the old stories; what the content service now answers is the new one
    for (const [locale, entry] of published)
      await env.CONTENT_CACHE.put(storyKey("kartenliebe", cv, locale, "fotokalender"), entry);
    for (const [url, locale] of affected) {
      const after = await page(url);
      expect(after.cache, url).toBe("miss");
      expect(after.html, url).toContain(`<title>Neu veröffentlicht ${locale}</title>`);
    }
    for (const url of unaffected) expect((await page(url)).cache, url).toBe("hit");
    // a page whose feed shows the published story is advanced too
    expect((await page(showsIt)).cache).toBe("miss");
  });

  it("a purge of the global config advances every page of the channel, and only of that channel", async () => {
    const urls = ["http://kartenliebe.de.localhost/fotobuch", "http://kartenliebe.at.localhost/"];
    for (const url of [...urls, "http://wallart.de.localhost/"]) await page(url);
    const res = await page("http://kartenliebe.de.localhost/_content/purge", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${env.CONTENT_PURGE_TOKEN}` },
      body: JSON.stringify({ channel: "kartenliebe", globalConfig: true }),
    });
    expect(res.res.status).toBe(200);
    for (const url of urls) expect((await page(url)).cache, url).toBe("miss");
    expect((await page("http://wallart.de.localhost/")).cache).toBe("hit");
  });
});

describe("stale while revalidate", { timeout: 60_000 }, () => {
  it("a stale page is served while it is refreshed; a failing refresh keeps serving it and logs it", async () => {
    const url = "http://kartenliebe.de.localhost/fotobuch";
    const fresh = await page(url);
    expect(fresh.cache).toBe("miss");
    const later = Date.now() + (CACHE_STRATEGIES.html.maxAge + 5) * 1000;
    vi.spyOn(Date, "now").mockReturnValue(later);
    // the content service is down and nothing of the story is left in KV: the refresh cannot render
    const { keys } = await env.CONTENT_CACHE.list({ prefix: "content:v1:kartenliebe:cv" });
    await Promise.all(keys.map((k) => env.CONTENT_CACHE.delete(k.name)));
    const down = {
      BACKEND: { fetch: async () => Promise.reject(new Error("content service down")) } as unknown as Fetcher,
    };
    const warn = vi.spyOn(console, "warn");
    const stale = await page(url, {}, down);
    expect(stale.cache).toBe("stale");
    expect(sharedPart(stale.html)).toBe(sharedPart(fresh.html));
    const logged = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes(HTML_REFRESH_FAILED));
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ level: "warn", code: HTML_REFRESH_FAILED, path: "/fotobuch" });
    // still the stale page afterwards
    const again = await page(url, {}, down);
    expect(again.cache).toBe("stale");
    expect(sharedPart(again.html)).toBe(sharedPart(fresh.html));
  });

  it("a stale page is refreshed behind the response: the next visitor gets the new one fresh", async () => {
    const url = "http://kartenliebe.at.localhost/fotobuch";
    expect((await page(url)).cache).toBe("miss");
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + (CACHE_STRATEGIES.html.maxAge + 5) * 1000);
    expect((await page(url)).cache).toBe("stale");
    expect((await page(url)).cache).toBe("hit");
    // the refresh noted only the flags the page reads (not the stale answer's monitoring record)
    expect((await page(`${url}?kl_calculator_portrait_swap=off`)).cache).toBe("hit");
  });
});
