// Client assets: content-hashed files under /assets/ are cached for a year and
// never revalidated; files without a hash in their name are revalidated. Served by the runtime's
// asset server (the ASSETS binding, with the `_headers` file the client build writes). Pages link
// their icons by hashed names too; `/favicon.svg` still answers, short-lived, for browsers that ask.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import manifest from "../../dist/manifest.json";
import { get, islandPropsOf } from "./shop.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

async function cacheControlOf(path: string): Promise<string | null> {
  const res = await env.ASSETS.fetch(new Request(`http://kartenliebe.de.localhost${path}`));
  expect(res.status, path).toBe(200);
  await res.arrayBuffer();
  return res.headers.get("cache-control");
}

const hashed = [manifest.main, manifest.css, ...Object.values(manifest.islands), ...Object.keys(manifest.imports)];

describe("/assets/* is cached immutably", () => {
  for (const path of new Set(hashed)) {
    it(`${path}: public, a year, immutable`, async () => {
      const res = await env.ASSETS.fetch(new Request(`http://kartenliebe.de.localhost${path}`));
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      await res.arrayBuffer();
    });
  }

  it("a file whose name carries no hash is revalidated", async () => {
    const res = await env.ASSETS.fetch(new Request("http://kartenliebe.de.localhost/favicon.svg"));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).not.toContain("immutable");
    await res.arrayBuffer();
  });

  it("every hashed file name carries its hash", () => {
    for (const path of hashed) expect(path).toMatch(/^\/assets\/[a-z-]+-[A-Za-z0-9]{8,}\.(js|css)$/);
  });
});

describe("icons are linked by a hashed name and kept a year", () => {
  it("the page links the favicon under /assets/ by its hash, and that address answers immutably", async () => {
    const html = await (await get("http://kartenliebe.de.localhost/")).text();
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml"\/>/.exec(html)?.[1];
    expect(href).toMatch(/^\/assets\/favicon-[a-f0-9]{10}\.svg$/);
    expect(await cacheControlOf(href ?? "")).toBe(IMMUTABLE);
  });

  it("the smart banner shows the app icon by its hashed name, answered immutably", async () => {
    const html = await (await get("http://kartenliebe.de.localhost/")).text();
    const icon = islandPropsOf(html, "smart-banner")?.icon;
    expect(icon).toMatch(/^\/assets\/app-icon-kartenliebe-[a-f0-9]{10}\.svg$/);
    expect(await cacheControlOf(String(icon))).toBe(IMMUTABLE);
  });

  it("the hashed copy holds the same bytes as /favicon.svg", async () => {
    const own = await env.ASSETS.fetch(new Request("http://kartenliebe.de.localhost/favicon.svg"));
    const hashed = await env.ASSETS.fetch(
      new Request(`http://kartenliebe.de.localhost${manifest.icons["/favicon.svg"]}`),
    );
    expect(await hashed.text()).toBe(await own.text());
  });

  it("/favicon.svg, asked for by convention, still answers, kept an hour and never immutably", async () => {
    expect(await cacheControlOf("/favicon.svg")).toBe("public, max-age=3600");
  });
});
