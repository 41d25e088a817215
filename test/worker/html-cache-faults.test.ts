// A page broken by a passing outage is never what the next visitor gets (decision 090): through the
// worker's own fetch on real KV and Miniflare's Cache API, with the backend binding (which also
// serves the embedded content API) failing or slow on demand. The broken render is answered, but
// neither the isolate nor the Cache API keeps it; the first request after recovery renders the
// whole page, and only that one is kept.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CHANNELS } from "../../shared/site/sites.ts";
import { raiseContentVersion } from "../../worker/cache/content-cache.ts";
import { HTML_CACHE_HEADER } from "../../worker/cache/html-cache.ts";
import type { Env } from "../../worker/env.ts";
import worker from "../../worker/index.ts";
import { contentApi, faultyBackend } from "./faulty-backend.ts";

const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

interface Answer {
  status: number;
  html: string;
  cache: string | null;
}

/** Requests through one environment object, as one isolate serves them: its memory is one tier of the cache. */
function isolate(backend: Fetcher) {
  const shared = { ...env, HTML_CACHE: "on", BACKEND: backend } as Env;
  return (url: string, headers: Record<string, string> = {}) => fetchWith(shared, url, headers);
}

/** A request through a new environment object, as another isolate of the same data centre serves it: only the Cache API is shared. */
function elsewhere(url: string, headers: Record<string, string> = {}) {
  return fetchWith({ ...env, HTML_CACHE: "on" } as Env, url, headers);
}

async function fetchWith(bindings: Env, url: string, headers: Record<string, string>): Promise<Answer> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(url, { headers, redirect: "manual" }), bindings, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return { status: res.status, html, cache: res.headers.get(HTML_CACHE_HEADER) };
}

// Every test starts on fresh keys: a new content version is in every HTML cache key and every story key.
beforeEach(async () => {
  for (const channel of CHANNELS) await raiseContentVersion(env.CONTENT_CACHE, channel);
});

describe("a page with a failed part is answered but stored in no tier", { timeout: 60_000 }, () => {
  /**
   * The broken page is answered (200, without the part) and not kept: neither this isolate nor
   * another one gets it from the cache. After recovery the page renders whole, and that is kept.
   */
  async function outage(
    url: string,
    backend: ReturnType<typeof faultyBackend>,
    whole: (html: string) => boolean,
    headers: Record<string, string> = {},
  ) {
    const get = isolate(backend.binding);
    const broken = await get(url, headers);
    expect(broken.status, url).toBe(200);
    expect(broken.cache).toBe("miss");
    expect(whole(broken.html), "the broken page lacks the part").toBe(false);
    const again = await get(url, headers);
    expect(again.cache, "the broken page was not kept in the isolate nor in the Cache API").toBe("miss");
    expect(whole(again.html)).toBe(false);

    backend.recover();
    const recovered = await get(url, headers);
    expect(recovered.cache, "the first request after recovery renders").toBe("miss");
    expect(whole(recovered.html), "and renders the whole page").toBe(true);
    const next = await get(url, headers);
    expect(next.cache, "the whole page is kept").toBe("hit");
    expect(whole(next.html)).toBe(true);
    const other = await elsewhere(url, headers);
    expect(other.cache, "another isolate reads the whole page from the Cache API").toBe("hit");
    expect(whole(other.html)).toBe(true);
  }

  it("a feed whose listing fails", async () => {
    const backend = faultyBackend();
    backend.fail(contentApi((url) => url.searchParams.has("by_slugs")));
    await outage("http://kartenliebe.de.localhost/feed-calendar", backend, (html) =>
      html.includes('<ul class="feed__list"'),
    );
  });

  it("a formats table and a price calculator whose catalogue reference fails", async () => {
    const backend = faultyBackend();
    backend.fail((url) => url.pathname === "/web-api/calculator/reference");
    await outage(
      "http://kartenliebe.de.localhost/fotokalender",
      backend,
      (html) => html.includes('class="formats-and-prices"') && html.includes('data-island="price-calculator"'),
    );
  });

  it("a product detail page whose calculator fails", async () => {
    const backend = faultyBackend();
    backend.fail((url) => url.pathname === "/web-api/calculator/reference");
    await outage("http://kartenliebe.de.localhost/products/calendars", backend, (html) =>
      html.includes('data-island="price-calculator"'),
    );
  });

  it("a campaign bar that is slower than its deadline", async () => {
    const backend = faultyBackend();
    backend.slow((url) => url.pathname === "/web-api/campaign-data", 1_000);
    await outage("http://kartenliebe.de.localhost/fotokalender", backend, (html) => html.includes("Frühbucher"));
  });

  it("chrome whose global config cannot be loaded", async () => {
    const backend = faultyBackend();
    backend.fail(contentApi((url) => url.pathname.endsWith("/global-config")));
    // The fallback chrome of a Dutch page is the English one (decision 181): the page then lacks its Dutch navigation.
    await outage("http://kartenliebe.nl.localhost/fotoboek", backend, (html) => html.includes("Wanddecoratie"));
  });

  it("a catalogue list of the products route (here for a crawler)", async () => {
    const backend = faultyBackend();
    // A broken answer (not the backend down, which is the 503 error page): the list is shown as unavailable.
    backend.fail(
      (url) => url.pathname === "/web-api/products",
      () => new Response("{", { headers: { "content-type": "application/json" } }),
    );
    await outage(
      "http://kartenliebe.de.localhost/products",
      backend,
      (html) => !html.includes('role="status"') && html.includes("product-tiles"),
      { "user-agent": CRAWLER },
    );
  });
});

describe("a slow backend that answers within its deadlines", { timeout: 60_000 }, () => {
  it("gives a whole page, which is kept", async () => {
    const backend = faultyBackend();
    backend.slow(() => true, 50);
    const get = isolate(backend.binding);
    const url = "http://kartenliebe.de.localhost/fotokalender";
    const first = await get(url);
    expect(first.cache).toBe("miss");
    expect(first.html).toContain('class="formats-and-prices"');
    expect((await get(url)).cache).toBe("hit");
  });
});
