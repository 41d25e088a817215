/**
 * What a channel's sitemaps are built from (decision 081): its published pages from the content
 * API and the catalogue's theme ids and card occasions. One entry per channel and content version
 * in KV, read through the named stale-while-revalidate strategy; a purge or the publish webhook
 * deletes it (`worker/cache/purge.ts`), a full purge abandons it with the content version, so the
 * next sitemap request builds it again. Every host of the channel builds its sitemaps from it.
 */
import { productsOf } from "../../shared/catalogue/products.ts";
import { type Channel, siteOf } from "../../shared/site/sites.ts";
import { listThemeIndex } from "../bff/theme-index.ts";
import { type CacheScope, cached, currentContentVersion } from "../cache/content-cache.ts";
import { sitemapSourceKey } from "../cache/keys.ts";
import { CACHE_STRATEGIES } from "../cache/strategies.ts";
import { contentSource, createContentClient } from "../content/client.ts";
import { type PublishedPage, listPublishedPages } from "../content/published-pages.ts";
import type { Env } from "../env.ts";
import { describeError, logEvent } from "../log.ts";

export interface SitemapSource {
  pages: PublishedPage[];
  themeIds: number[];
  /** Occasions of the card listing (`/products?category=…`). */
  categories: string[];
}

export function sellsCards(channel: Channel): boolean {
  return productsOf(channel).some((product) => product.kind === "cards");
}

async function build(env: Env, channel: Channel): Promise<SitemapSource> {
  const themes = sellsCards(channel)
    ? listThemeIndex(env, { site: siteOf(channel, "de"), locale: "de-DE" }).catch((error) => {
        logEvent("warn", "sitemap-themes-unavailable", { channel, ...describeError(error) });
        return { themeIds: [], categories: [] };
      })
    : { themeIds: [], categories: [] };
  const [pages, index] = await Promise.all([
    listPublishedPages(createContentClient(env, contentSource(env, channel))),
    themes,
  ]);
  return { pages, ...index };
}

export async function loadSitemapSource(env: Env, cache: CacheScope, channel: Channel): Promise<SitemapSource> {
  const key = sitemapSourceKey(channel, await currentContentVersion(cache.kv, channel));
  return cached(cache, key, CACHE_STRATEGIES.staleWhileRevalidate, () => build(env, channel));
}
