/**
 * A backend or content API that accepts but never answers cannot hold a page;
 * the page answers the error page with a 5xx within seconds. Customer pages and /products with the
 * backend down answer 503, not an empty page that looks real. /healthz reports each dependency.
 */
import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PAGE_CALL_TIMEOUT_MS, PROXY_CALL_TIMEOUT_MS } from "../../worker/bff/deadline.ts";
import type { ConfigVars } from "../../worker/config/schema.ts";
import type { Env } from "../../worker/env.ts";
import worker from "../../worker/index.ts";

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.restoreAllMocks());

/** A backend that takes the request and never answers. */
const silentBackend = { fetch: () => new Promise<Response>(() => {}) } as unknown as Fetcher;
/** A backend that refuses the connection. */
const refusingBackend = { fetch: () => Promise.reject(new Error("connection refused")) } as unknown as Fetcher;

/** One request with some bindings replaced; the time it took in milliseconds. */
async function timedGet(overrides: Partial<Env> & ConfigVars, url: string, init: RequestInit = {}) {
  const started = Date.now();
  // No waitOnExecutionContext: background work of a broken backend is not what is measured.
  const res = await worker.fetch(
    new Request(url, { redirect: "manual", ...init }),
    { ...env, ...overrides },
    createExecutionContext(),
  );
  const body = await res.text();
  return { status: res.status, body, ms: Date.now() - started };
}

/** "Within a few seconds": the page deadline plus rendering, far below the 150 s of the finding. */
const FEW_SECONDS = PAGE_CALL_TIMEOUT_MS + 2500;

describe("a dependency that accepts but never answers", () => {
  it("a content page answers the error page with 503 within a few seconds (embedded content API silent)", async () => {
    const page = await timedGet({ BACKEND: silentBackend }, "http://kartenliebe.nl.localhost/fotokalender");
    expect(page.status).toBe(503);
    expect(page.body).toContain('<section class="error-page"');
    expect(page.ms).toBeLessThan(FEW_SECONDS);
  });

  it("a content page answers 503 within a few seconds when Storyblok itself never answers", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(() => new Promise<Response>(() => {}));
    const page = await timedGet({ STORYBLOK_TOKEN_WALLART: "a-real-looking-token" }, "http://wallart.nl.localhost/");
    expect(fetchSpy).toHaveBeenCalled();
    expect(String(fetchSpy.mock.calls[0][0])).toContain("storyblok.com");
    expect(page.status).toBe(503);
    expect(page.ms).toBeLessThan(FEW_SECONDS);
  });

  it("the cart, the account page and /products answer 503 within a few seconds", async () => {
    for (const path of ["/warenkorb", "/mein-konto", "/products"]) {
      const page = await timedGet({ BACKEND: silentBackend }, `http://kartenliebe.de.localhost${path}`);
      expect({ path, status: page.status }).toEqual({ path, status: 503 });
      expect(page.body).toContain('<section class="error-page"');
      expect(page.ms).toBeLessThan(FEW_SECONDS);
    }
  });

  it("the BFF proxy answers 504 after its deadline instead of hanging", async () => {
    const call = await timedGet({ BACKEND: silentBackend }, "http://kartenliebe.de.localhost/bff/customer");
    expect(call.status).toBe(504);
    expect(call.ms).toBeGreaterThanOrEqual(PROXY_CALL_TIMEOUT_MS - 50);
    expect(call.ms).toBeLessThan(PROXY_CALL_TIMEOUT_MS + 2000);
  });
});

describe("the backend down (connection refused)", () => {
  it("the cart, the account page, the wishlist and /products answer the error page with 503, not an empty page", async () => {
    for (const path of ["/warenkorb", "/mein-konto", "/merkliste", "/products", "/geschenkgutschein"]) {
      const page = await timedGet({ BACKEND: refusingBackend }, `http://kartenliebe.de.localhost${path}`);
      expect({ path, status: page.status }).toEqual({ path, status: 503 });
      expect(page.body).toContain('<section class="error-page"');
    }
  });
});

describe("/healthz", () => {
  type Health = {
    ok: boolean;
    checks: Record<"backend" | "kv" | "content", { ok: boolean; ms: number; error?: string }>;
  };

  it("reports the backend, KV and the content API with their latency", async () => {
    const res = await timedGet({}, "http://localhost/healthz");
    expect(res.status).toBe(200);
    const health = JSON.parse(res.body) as Health;
    expect(health.ok).toBe(true);
    for (const name of ["backend", "kv", "content"] as const) {
      expect(health.checks[name].ok).toBe(true);
      expect(health.checks[name].ms).toBeGreaterThanOrEqual(0);
    }
  });

  it("answers 503 when the backend refuses, naming it", async () => {
    const res = await timedGet({ BACKEND: refusingBackend }, "http://localhost/healthz");
    expect(res.status).toBe(503);
    const health = JSON.parse(res.body) as Health;
    expect(health.checks.backend).toMatchObject({ ok: false, error: "failed" });
    expect(health.checks.kv.ok).toBe(true);
  });

  it("answers 503 within seconds when the content API accepts but never answers", async () => {
    const onlyHealth = {
      fetch: (request: Request) =>
        new URL(request.url).pathname === "/health" ? env.BACKEND!.fetch(request) : new Promise<Response>(() => {}),
    } as unknown as Fetcher;
    const res = await timedGet({ BACKEND: onlyHealth }, "http://localhost/healthz");
    expect(res.status).toBe(503);
    const health = JSON.parse(res.body) as Health;
    expect(health.checks.backend.ok).toBe(true);
    expect(health.checks.content).toMatchObject({ ok: false, error: "timeout" });
    expect(res.ms).toBeLessThan(4000);
  });

  it("answers 503 when KV fails", async () => {
    const brokenKv = { get: () => Promise.reject(new Error("KV unavailable")) } as unknown as KVNamespace;
    const res = await timedGet({ CONTENT_CACHE: brokenKv }, "http://localhost/healthz");
    expect(res.status).toBe(503);
    expect((JSON.parse(res.body) as Health).checks.kv).toMatchObject({ ok: false, error: "failed" });
  });
});

describe("a backend that answers 5xx", () => {
  it("a theme page answers the error page with 503", async () => {
    const failing = {
      fetch: (request: Request) =>
        new URL(request.url).pathname.startsWith("/web-api/themes")
          ? Promise.resolve(new Response("{}", { status: 502 }))
          : env.BACKEND!.fetch(request),
    } as unknown as Fetcher;
    const page = await timedGet({ BACKEND: failing }, "http://kartenliebe.de.localhost/themes/1001");
    expect(page.status).toBe(503);
    expect(page.body).toContain('<section class="error-page"');
  });
});
