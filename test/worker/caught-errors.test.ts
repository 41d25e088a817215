/**
 * A caught error is logged under its code, and a fallback never hides what went
 * wrong (the calculator's SKU lookup failing is not "SKU missing").
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "../../worker/index.ts";
import { islandPropsOf } from "./shop.ts";

afterEach(() => vi.restoreAllMocks());

/** The embedded backend, with one path answering `status` instead. */
function backendFailing(path: string, status: number): Fetcher {
  const real = env.BACKEND!;
  return {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname === path)
        return Promise.resolve(Response.json({ message: { text: "broken" } }, { status }));
      return real.fetch(request);
    },
  } as unknown as Fetcher;
}

async function pageWith(
  backend: Fetcher,
  url: string,
): Promise<{ status: number; html: string; logged: Record<string, unknown>[] }> {
  const lines: string[] = [];
  vi.spyOn(console, "warn").mockImplementation((line: unknown) => void lines.push(String(line)));
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(url, { redirect: "manual" }), { ...env, BACKEND: backend }, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  return {
    status: res.status,
    html,
    logged: lines.filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe("caught errors are logged, not swallowed", () => {
  it("a failing SKU lookup is logged and the calculator starts at its defaults, without claiming the SKU is gone", async () => {
    const page = await pageWith(
      backendFailing("/web-api/sku/container", 500),
      "http://wallart.de.localhost/products/wall-art/?sku=acrylglas_300x200",
    );
    expect(page.status).toBe(200);
    expect(page.html).not.toContain("Dieser Artikel ist nicht mehr erhältlich");
    expect(islandPropsOf(page.html, "price-calculator")).toMatchObject({ preselect: null });
    expect(page.logged).toContainEqual(
      expect.objectContaining({
        level: "warn",
        code: "calculator-sku-unavailable",
        status: 500,
        path: "/products/wall-art/",
      }),
    );
  });

  it("an unknown SKU is still 'no longer available', and not logged as a failure", async () => {
    const page = await pageWith(env.BACKEND!, "http://wallart.de.localhost/products/wall-art/?sku=acrylglas_123x456");
    expect(page.html).toContain("Dieser Artikel ist nicht mehr erhältlich");
    expect(page.logged.map((line) => line.code)).not.toContain("calculator-sku-unavailable");
  });

  it("a product overview the backend refuses is logged before the page falls back to its plain title", async () => {
    const page = await pageWith(
      backendFailing("/web-api/products", 404),
      "http://wallart.de.localhost/products/wall-art/",
    );
    expect(page.status).toBe(200);
    expect(page.logged).toContainEqual(
      expect.objectContaining({ level: "warn", code: "catalogue-unavailable", status: 404 }),
    );
  });
});
