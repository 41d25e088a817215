// Client assets: content-hashed files under /assets/ are cached for a year and
// never revalidated; files without a hash in their name are revalidated. Served by the runtime's
// asset server (the ASSETS binding, with the `_headers` file the client build writes).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import manifest from "../../dist/manifest.json";

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
