/**
 * The addresses of one host's sitemap: for each locale the host serves, every
 * published page the locale reaches along its fallback chain (as the content route finds it), the
 * product overview, each calculator product's page, the card listing per occasion and every theme.
 * Each address carries exactly the hreflang links its page carries: they are built by the same
 * functions (`worker/content/alternates.ts`) with the same request context the page would have.
 */
import { productsOf } from "../../shared/catalogue/products.ts";
import { fallbackChain } from "../../shared/site/locales.ts";
import { publicPath } from "../../shared/site/path.ts";
import { type Site, folderOf, localesOf } from "../../shared/site/sites.ts";
import { alternateLinks, routeAlternateLinks } from "../content/alternates.ts";
import type { PublishedPage } from "../content/published-pages.ts";
import type { AppConfig } from "../config/config.ts";
import type { HeadLink } from "../render/document.tsx";
import { type RequestContext, buildRequestContext } from "../site/request-context.ts";
import { categoryQuery } from "./card-listing.ts";
import { isListableRoutePath } from "./private-paths.ts";
import { type SitemapSource, sellsCards } from "./sitemap-source.ts";
import { present } from "../../shared/assert/present.ts";

export interface SitemapUrl {
  loc: string;
  /** ISO date; absent for catalogue addresses, which have no publication date. */
  lastmod?: string;
  /** The page's hreflang links, x-default included. */
  alternates: { hrefLang: string; href: string }[];
}

function entry(links: HeadLink[], lastmod?: string): SitemapUrl {
  const canonical = present(
    links.find((link) => link.rel === "canonical"),
    "canonical link",
  );
  const alternates = links.flatMap((link) =>
    link.rel === "alternate" && link.hrefLang ? [{ hrefLang: link.hrefLang, href: link.href }] : [],
  );
  return lastmod ? { loc: canonical.href, lastmod, alternates } : { loc: canonical.href, alternates };
}

/** The page stories a locale shows, by route path: its own folder first, then along the fallback chain. */
function pagesOfLocale(pages: PublishedPage[], chain: RequestContext["locale"][]): Map<string, PublishedPage> {
  const found = new Map<string, PublishedPage>();
  for (const locale of chain) {
    for (const page of pages) if (page.locale === locale && !found.has(page.routePath)) found.set(page.routePath, page);
  }
  return found;
}

export function sitemapUrls(source: SitemapSource, request: Request, config: AppConfig, site: Site): SitemapUrl[] {
  const urls: SitemapUrl[] = [];
  const calculatorProducts = productsOf(site.channel).filter((product) => product.calculator);
  for (const locale of localesOf(site)) {
    const folder = folderOf(site, locale);
    const base = buildRequestContext(request, config, site, {
      kind: "page",
      locale,
      folder,
      platform: "web",
      platformSegment: "",
      routePath: "/",
    });
    const at = (routePath: string): RequestContext => ({
      ...base,
      routePath,
      path: publicPath(site, routePath, { folder }),
    });
    for (const [routePath, page] of pagesOfLocale(source.pages, fallbackChain(locale))) {
      if (isListableRoutePath(routePath))
        urls.push(entry(alternateLinks(page, at(routePath), config), page.lastmod || undefined));
    }
    urls.push(entry(routeAlternateLinks(at("/products"), config)));
    for (const product of calculatorProducts)
      urls.push(entry(routeAlternateLinks(at(`/products/${product.key}`), config)));
    if (!sellsCards(site.channel)) continue;
    for (const category of source.categories)
      urls.push(entry(routeAlternateLinks(at("/products"), config, categoryQuery(category))));
    for (const id of source.themeIds) urls.push(entry(routeAlternateLinks(at(`/themes/${id}`), config)));
  }
  return urls;
}
