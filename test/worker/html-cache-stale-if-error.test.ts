// Stale if error (decision 090): a page whose render fails because the content API or the backend
// fails is answered with the last whole copy the cache holds of that page and variant, up to
// HTML_STALE_IF_ERROR_SECONDS old, personalised as any hit and logged with the specification's
// code; without such a copy, the error page as before. Through the worker's own fetch on real KV and
// Miniflare's Cache API, with the backend binding (which also serves the content API) failing on demand.
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHANNELS } from "../../shared/site/sites.ts";
import { raiseContentVersion } from "../../worker/cache/content-cache.ts";
import { HTML_STALE_IF_ERROR } from "../../worker/cache/html-store.ts";
import { HTML_CACHE_HEADER } from "../../worker/cache/html-cache.ts";
import { purge } from "../../worker/cache/purge.ts";
import { HTML_STALE_IF_ERROR_SECONDS } from "../../worker/cache/strategies.ts";
import { GLOBAL_ERROR_CODE } from "../../worker/middleware/errors.ts";
import { contentApi, faultyBackend } from "./faulty-backend.ts";
import { getWith } from "./shop.ts";

interface Answer {
  res: Response;
  html: string;
  cache: string | null;
}

async function page(url: string, backend: Fetcher): Promise<Answer> {
  const res = await getWith({ HTML_CACHE: "on", BACKEND: backend }, url);
  return { res, html: await res.text(), cache: res.headers.get(HTML_CACHE_HEADER) };
}

const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

/** Moves the clock on: past the isolate's memory of generations, or as far as a test needs. */
function later(ms: number) {
  const now = Date.now() + ms;
  vi.spyOn(Date, "now").mockReturnValue(now);
}

function logged(spy: { mock: { calls: unknown[][] } }, code: string) {
  return spy.mock.calls
    .map((call) => String(call[0]))
    .filter((line) => line.includes(`"code":"${code}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The content API down as Storyblok says so: a 503 with a JSON body (the error page is then the 503). */
const contentDown = () =>
  new Response(JSON.stringify({ error: "Service Unavailable" }), {
    status: 503,
    headers: { "content-type": "application/json" },
  });

const FOTOKALENDER = "http://kartenliebe.de.localhost/fotokalender";

beforeEach(async () => {
  for (const channel of CHANNELS) await raiseContentVersion(env.CONTENT_CACHE, channel);
});
afterEach(() => vi.restoreAllMocks());

describe("a failing content API after a publish", { timeout: 60_000 }, () => {
  /** The page stored whole, then published (its key moves on and its story leaves KV), then the content API fails. */
  async function publishedThenDown() {
    const backend = faultyBackend();
    const first = await page(FOTOKALENDER, backend.binding);
    expect(first.cache).toBe("miss");
    expect((await page(FOTOKALENDER, backend.binding)).cache).toBe("hit");
    await purge(env.CONTENT_CACHE, "kartenliebe", { kind: "slug", slug: "fotokalender" });
    backend.fail(
      contentApi(() => true),
      contentDown,
    );
    return { backend, first };
  }

  it("answers the last whole copy, personalised, logs the failure, and /healthz still reports the content API", async () => {
    const { backend, first } = await publishedThenDown();
    later(3_000);
    const error = vi.spyOn(console, "error");
    const stale = await page(FOTOKALENDER, backend.binding);
    expect(stale.res.status).toBe(200);
    expect(stale.cache).toBe("stale-if-error");
    expect(stale.html).toContain('class="formats-and-prices"');
    // personalised as any hit: a nonce of its own, named by its policy, and a private answer
    expect(nonceOf(stale.res)).toBeTruthy();
    expect(nonceOf(stale.res)).not.toBe(nonceOf(first.res));
    expect(stale.html).toContain(`nonce="${nonceOf(stale.res)}"`);
    expect(stale.html).not.toContain(`nonce="${nonceOf(first.res)}"`);
    expect(stale.res.headers.get("cache-control")).toBe("private, no-store");
    const failures = logged(error, GLOBAL_ERROR_CODE);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ path: "/fotokalender", answer: "stale-if-error" });

    const health = await getWith({ BACKEND: backend.binding }, "http://kartenliebe.de.localhost/healthz");
    expect(health.status).toBe(503);
    expect(((await health.json()) as { checks: { content: { ok: boolean } } }).checks.content.ok).toBe(false);

    // Once the content API is back, the published page is rendered: the old copy answered only the failure.
    backend.recover();
    expect((await page(FOTOKALENDER, backend.binding)).cache).toBe("miss");
  });

  it("a copy within the bound answers; one older than the bound does not, and the error page does", async () => {
    const { backend } = await publishedThenDown();
    later((HTML_STALE_IF_ERROR_SECONDS - 3600) * 1000);
    expect((await page(FOTOKALENDER, backend.binding)).cache).toBe("stale-if-error");
    vi.restoreAllMocks();
    later((HTML_STALE_IF_ERROR_SECONDS + 60) * 1000);
    const error = vi.spyOn(console, "error");
    const tooOld = await page(FOTOKALENDER, backend.binding);
    expect(tooOld.res.status).toBe(503);
    expect(tooOld.cache).toBeNull();
    expect(tooOld.html).not.toContain('class="formats-and-prices"');
    expect(logged(error, GLOBAL_ERROR_CODE)).toContainEqual(expect.objectContaining({ path: "/fotokalender" }));
  });

  it("a page the cache never held gets the error page, as before", async () => {
    const backend = faultyBackend();
    backend.fail(
      contentApi(() => true),
      contentDown,
    );
    const answer = await page("http://kartenliebe.de.localhost/fotobuch", backend.binding);
    expect(answer.res.status).toBe(503);
    expect(answer.cache).toBeNull();
  });

  it("another variant's copy is not this visitor's: a crawler without a copy of its own gets the error page", async () => {
    const { backend } = await publishedThenDown();
    later(3_000);
    const res = await getWith({ HTML_CACHE: "on", BACKEND: backend.binding }, FOTOKALENDER, {
      headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get(HTML_CACHE_HEADER)).toBeNull();
  });
});

describe("a failing backend binding", { timeout: 60_000 }, () => {
  it("a theme page whose backend is down after a global-config purge answers its last whole copy; /healthz reports the backend", async () => {
    const backend = faultyBackend();
    const url = "http://kartenliebe.de.localhost/themes/1001";
    const first = await page(url, backend.binding);
    expect(first.cache).toBe("miss");
    expect(first.res.status).toBe(200);
    await purge(env.CONTENT_CACHE, "kartenliebe", { kind: "global-config" });
    later(3_000);
    backend.fail((url) => !url.pathname.includes("/cdn/"));
    const error = vi.spyOn(console, "error");
    const stale = await page(url, backend.binding);
    expect(stale.res.status).toBe(200);
    expect(stale.cache).toBe("stale-if-error");
    expect(stale.html).toContain("<h1");
    expect(logged(error, GLOBAL_ERROR_CODE)).toContainEqual(
      expect.objectContaining({ path: "/themes/1001", answer: "stale-if-error" }),
    );
    const health = await getWith({ BACKEND: backend.binding }, "http://kartenliebe.de.localhost/healthz");
    expect(health.status).toBe(503);
    expect(((await health.json()) as { checks: { backend: { ok: boolean } } }).checks.backend.ok).toBe(false);
  });

  it("a page with a failed part answers its last whole copy instead of the page with the hole", async () => {
    const backend = faultyBackend();
    expect((await page(FOTOKALENDER, backend.binding)).cache).toBe("miss");
    await purge(env.CONTENT_CACHE, "kartenliebe", { kind: "slug", slug: "fotokalender" });
    later(3_000);
    backend.fail((url) => url.pathname === "/web-api/calculator/reference");
    const warn = vi.spyOn(console, "warn");
    const stale = await page(FOTOKALENDER, backend.binding);
    expect(stale.res.status).toBe(200);
    expect(stale.cache).toBe("stale-if-error");
    expect(stale.html).toContain('class="formats-and-prices"');
    expect(stale.html).toContain('data-island="price-calculator"');
    expect(logged(warn, HTML_STALE_IF_ERROR)).toContainEqual(expect.objectContaining({ path: "/fotokalender" }));
  });
});
