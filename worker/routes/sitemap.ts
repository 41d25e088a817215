/**
 * Search engine files of each host: `/robots.txt`, the sitemap index
 * `/sitemap.xml` and its sitemaps `/sitemaps/{n}.xml`. The host decides the site (as for pages);
 * an unknown host gets the default site's files with the default site's addresses.
 */
import { type Context, Hono } from "hono";
import type { Site } from "../../shared/site/sites.ts";
import { type AppConfig, configOf } from "../config/config.ts";
import type { AppEnv } from "../env.ts";
import { describeError, logEvent } from "../log.ts";
import { robotsTxt } from "../seo/robots.ts";
import { loadSitemapSource } from "../seo/sitemap-source.ts";
import { sitemapUrls } from "../seo/sitemap-urls.ts";
import { type SitemapChunk, chunkUrls, sitemapIndexXml, urlsetXml } from "../seo/sitemap-xml.ts";
import { requestOrigin } from "../site/request-context.ts";

const XML_HEADERS = { "content-type": "application/xml; charset=utf-8" };

function hostOf(request: Request, config: AppConfig): { site: Site; origin: string } {
  const { site, origin } = requestOrigin(request, config);
  return { site, origin };
}

/** The host's sitemaps, or undefined when the content API cannot be reached and nothing is cached. */
async function sitemapsOf(c: Context<AppEnv>): Promise<{ origin: string; chunks: SitemapChunk[] } | undefined> {
  const config = configOf(c.env);
  const { site, origin } = hostOf(c.req.raw, config);
  try {
    const source = await loadSitemapSource(
      c.env,
      { kv: c.env.CONTENT_CACHE, waitUntil: (p) => c.executionCtx.waitUntil(p) },
      site.channel,
    );
    return { origin, chunks: chunkUrls(sitemapUrls(source, c.req.raw, config, site)) };
  } catch (error) {
    logEvent("error", "sitemap-unavailable", { channel: site.channel, ...describeError(error) });
    return undefined;
  }
}

const unavailable = { status: 503 as const, headers: { "retry-after": "300" } };

export const sitemapRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    const { site, origin } = hostOf(c.req.raw, configOf(c.env));
    c.set("cache", "long");
    return c.text(robotsTxt(site, origin), 200);
  })
  .get("/sitemap.xml", async (c) => {
    const sitemaps = await sitemapsOf(c);
    if (!sitemaps) return c.text("Sitemap temporarily unavailable", unavailable.status, unavailable.headers);
    const entries = sitemaps.chunks.map((chunk, i) => ({
      loc: `${sitemaps.origin}/sitemaps/${i + 1}.xml`,
      lastmod: chunk.lastmod,
    }));
    c.set("cache", "short");
    return c.body(sitemapIndexXml(entries), 200, XML_HEADERS);
  })
  .get("/sitemaps/:file", async (c) => {
    const n = /^([1-9]\d{0,5})\.xml$/.exec(c.req.param("file"))?.[1];
    if (!n) return c.text("Not Found: sitemaps are named /sitemaps/{number}.xml", 404);
    const sitemaps = await sitemapsOf(c);
    if (!sitemaps) return c.text("Sitemap temporarily unavailable", unavailable.status, unavailable.headers);
    const chunk = sitemaps.chunks[Number(n) - 1];
    if (!chunk) return c.text(`Not Found: this host has ${sitemaps.chunks.length} sitemaps`, 404);
    c.set("cache", "short");
    return c.body(urlsetXml(chunk), 200, XML_HEADERS);
  });
