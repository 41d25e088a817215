/**
 * Sitemap XML (sitemaps.org protocol 0.9, with Google's `xhtml:link` alternates): a sitemap holds at
 * most 50,000 addresses and 50 MiB uncompressed, so a host's addresses are packed into as many
 * sitemaps as they need, listed by one sitemap index.
 */
import type { SitemapUrl } from "./sitemap-urls.ts";

/** The protocol's limits per sitemap file. */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_CLOSE = "</urlset>\n";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export function urlElement(url: SitemapUrl): string {
  const alternates = url.alternates
    .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hrefLang)}" href="${escapeXml(a.href)}"/>`)
    .join("");
  return `<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : ""}${alternates}</url>\n`;
}

export interface SitemapChunk {
  elements: string[];
  /** The newest lastmod of its addresses, if any has one. */
  lastmod?: string;
}

/** Packs the addresses in order into sitemaps within the limits. */
export function chunkUrls(
  urls: SitemapUrl[],
  limits: { urls: number; bytes: number } = SITEMAP_LIMITS,
): SitemapChunk[] {
  const encoder = new TextEncoder();
  const frame = encoder.encode(XML_DECLARATION + URLSET_OPEN + URLSET_CLOSE).length;
  const chunks: SitemapChunk[] = [];
  let current: SitemapChunk | undefined;
  let bytes = 0;
  for (const url of urls) {
    const element = urlElement(url);
    const size = encoder.encode(element).length;
    if (!current || current.elements.length >= limits.urls || bytes + size > limits.bytes) {
      current = { elements: [] };
      chunks.push(current);
      bytes = frame;
    }
    current.elements.push(element);
    bytes += size;
    if (url.lastmod && (!current.lastmod || url.lastmod > current.lastmod)) current.lastmod = url.lastmod;
  }
  return chunks;
}

export function urlsetXml(chunk: SitemapChunk): string {
  return XML_DECLARATION + URLSET_OPEN + chunk.elements.join("") + URLSET_CLOSE;
}

export function sitemapIndexXml(sitemaps: { loc: string; lastmod?: string }[]): string {
  const entries = sitemaps
    .map(
      (s) =>
        `<sitemap><loc>${escapeXml(s.loc)}</loc>${s.lastmod ? `<lastmod>${escapeXml(s.lastmod)}</lastmod>` : ""}</sitemap>\n`,
    )
    .join("");
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}
