// One way to personalise a stored page (decision 090): the page is stored once as its render's
// shared copy, with the plan of where the visitor's parts go; every answer from it gets a new
// nonce and the visitor's own record spliced in, never through an HTML rewriter. A stored page
// without a whole plan is never served: the page is rendered again.
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MONITORING_ELEMENT_ID, VISITOR_KEY_COOKIE } from "../../shared/flags/visitor.ts";
import { CHANNELS } from "../../shared/site/sites.ts";
import { raiseContentVersion } from "../../worker/cache/content-cache.ts";
import { HTML_CACHE_HEADER } from "../../worker/cache/html-cache.ts";
import { getWith, pageDataOf } from "./shop.ts";

const URL_DE = "http://kartenliebe.de.localhost/fotokalender";

async function page(url: string) {
  // A new environment object per request: nothing is held in the isolate's memory between them,
  // so every hit is read from the Cache API.
  const res = await getWith({ HTML_CACHE: "on" }, url);
  return { res, html: await res.text(), cache: res.headers.get(HTML_CACHE_HEADER) };
}

function nonceOf(res: Response): string {
  return /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1] ?? "";
}

function visitorKeyOf(res: Response): string | undefined {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${VISITOR_KEY_COOKIE}=`));
  return line?.slice(VISITOR_KEY_COOKIE.length + 1).split(";")[0];
}

beforeEach(async () => {
  for (const channel of CHANNELS) await raiseContentVersion(env.CONTENT_CACHE, channel);
});
afterEach(() => vi.restoreAllMocks());

describe("personalising a stored page", { timeout: 60_000 }, () => {
  it("a stored page served twice gets two different nonces and each visitor's own record, spliced, not rewritten", async () => {
    const rewriter = vi.spyOn(globalThis as unknown as { HTMLRewriter: typeof HTMLRewriter }, "HTMLRewriter");
    const first = await page(URL_DE);
    const hits = [await page(URL_DE), await page(URL_DE)];
    expect([first.cache, ...hits.map((h) => h.cache)]).toEqual(["miss", "hit", "hit"]);
    expect(rewriter).not.toHaveBeenCalled();

    const nonces = hits.map((h) => nonceOf(h.res));
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(nonces).not.toContain(nonceOf(first.res));
    for (const [i, hit] of hits.entries()) {
      const inPage = [...hit.html.matchAll(/ nonce="([^"]*)"/g)].map((m) => m[1]);
      expect(inPage.length).toBe([...first.html.matchAll(/ nonce="/g)].length);
      expect(new Set(inPage)).toEqual(new Set([nonces[i]]));
      const record = pageDataOf(hit.html, MONITORING_ELEMENT_ID) as { monitoring: { visitorKey: string } };
      expect(record.monitoring.visitorKey).toBe(visitorKeyOf(hit.res));
      expect(hit.html.split(`<script id="${MONITORING_ELEMENT_ID}"`)).toHaveLength(2);
    }
    expect(visitorKeyOf(hits[0]!.res)).not.toBe(visitorKeyOf(hits[1]!.res));
  });

  it("the stored copy holds no visitor's record: the first visitor's key is in no later answer", async () => {
    const first = await page(URL_DE);
    const key = visitorKeyOf(first.res)!;
    expect(first.html).toContain(key);
    const hit = await page(URL_DE);
    expect(hit.cache).toBe("hit");
    expect(hit.html).not.toContain(key);
  });

  it("a stored page whose splice plan is missing is not served: the page is rendered again", async () => {
    expect((await page(URL_DE)).cache).toBe("miss");
    const edge = (caches as unknown as { default: Cache }).default;
    const match = edge.match.bind(edge);
    vi.spyOn(edge, "match").mockImplementation(async (key, options) => {
      const found = await match(key, options);
      if (!found?.headers.get("content-type")?.startsWith("text/html")) return found;
      const headers = new Headers(found.headers);
      headers.delete("x-html-splice");
      return new Response(found.body, { headers });
    });
    const again = await page(URL_DE);
    expect(again.cache).toBe("miss");
    expect(again.res.status).toBe(200);
    expect(pageDataOf(again.html, MONITORING_ELEMENT_ID)).toBeTruthy();
  });
});
