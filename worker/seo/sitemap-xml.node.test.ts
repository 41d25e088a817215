/**
 * Packing a host's addresses into sitemaps within the protocol's limits (50,000 addresses, 50 MiB),
 * with the limits made small so the packing can be seen.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { SITEMAP_LIMITS, chunkUrls, sitemapIndexXml, urlElement, urlsetXml } from "./sitemap-xml.ts";
import type { SitemapUrl } from "./sitemap-urls.ts";

const url = (n: number, lastmod?: string): SitemapUrl => ({
  loc: `https://kartenliebe.de/seite-${n}?a=1&b=<2>`,
  lastmod,
  alternates: [{ hrefLang: "de-DE", href: `https://kartenliebe.de/seite-${n}` }],
});

describe("sitemap XML", () => {
  it("keeps the protocol's limits", () => {
    expect(SITEMAP_LIMITS).toEqual({ urls: 50_000, bytes: 52_428_800 });
  });

  it("starts a new sitemap when one holds the most addresses allowed", () => {
    const chunks = chunkUrls(
      [1, 2, 3, 4, 5].map((n) => url(n)),
      { urls: 2, bytes: 1_000_000 },
    );
    expect(chunks.map((c) => c.elements.length)).toEqual([2, 2, 1]);
  });

  it("starts a new sitemap before one would pass the byte limit, and none passes it", () => {
    const element = new TextEncoder().encode(urlElement(url(1))).length;
    const limit = 400 + element * 2;
    const chunks = chunkUrls(
      [1, 2, 3, 4, 5, 6].map((n) => url(n)),
      { urls: 50_000, bytes: limit },
    );
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(new TextEncoder().encode(urlsetXml(chunk)).length).toBeLessThanOrEqual(limit);
    expect(chunks.flatMap((c) => c.elements)).toHaveLength(6);
  });

  it("escapes addresses and gives each sitemap the newest lastmod of its addresses", () => {
    const [chunk] = chunkUrls([url(1, "2026-01-02T00:00:00.000Z"), url(2, "2026-03-01T00:00:00.000Z"), url(3)]);
    expect(chunk!.lastmod).toBe("2026-03-01T00:00:00.000Z");
    const xml = urlsetXml(chunk!);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser().parse(xml) as { urlset: { url: { loc: string }[] } };
    expect(parsed.urlset.url[0]!.loc).toBe("https://kartenliebe.de/seite-1?a=1&b=<2>");
    expect(
      XMLValidator.validate(
        sitemapIndexXml([{ loc: "https://kartenliebe.de/sitemaps/1.xml?x=&", lastmod: chunk!.lastmod }]),
      ),
    ).toBe(true);
  });
});
