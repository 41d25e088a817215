/**
 * hreflang links and the canonical URL of a content page, across the country
 * domains: each locale gets the page its fallback chain leads to, on the host that serves it.
 */
import { LOCALES, fallbackChain } from "../../shared/site/locales.ts";
import { publicPath } from "../../shared/site/path.ts";
import { folderOf, siteForLocale } from "../../shared/site/sites.ts";
import type { AppConfig } from "../config/config.ts";
import type { HeadLink } from "../render/document.tsx";
import type { RequestContext } from "../site/request-context.ts";
import type { ContentPage } from "./types.ts";
import { oldestKey, present } from "../../shared/assert/present.ts";

function scheme(request: RequestContext): string {
  return request.origin.slice(0, request.origin.indexOf("//"));
}

export function canonicalUrl(request: RequestContext, routePath: string): string {
  return request.origin + publicPath(request.site, routePath, { folder: request.folder });
}

/** What the hreflang links read of a page: where it was found and its alternates. */
export type AlternatesSource = Pick<ContentPage, "locale" | "routePath" | "alternates">;

/**
 * The links are a pure function of the page's alternates and the request's site, host and scheme;
 * building them (every locale's fallback chain, site, host and path) was a tenth of a home page's
 * CPU, so an isolate keeps the latest ones per host table.
 */
const built = new WeakMap<object, Map<string, HeadLink[]>>();
const MAX_BUILT = 512;

export function alternateLinks(page: AlternatesSource, request: RequestContext, config: AppConfig): HeadLink[] {
  let memo = built.get(config.hosts);
  if (!memo) built.set(config.hosts, (memo = new Map()));
  const key = [
    request.origin,
    request.provided.host,
    request.site.code,
    request.folder,
    request.routePath,
    page.locale,
    page.routePath,
    ...page.alternates.flatMap((a) => [a.locale, a.routePath]),
  ].join("\n");
  const known = memo.get(key);
  if (known) return known;
  const links = buildAlternateLinks(page, request, config);
  const oldest = memo.size >= MAX_BUILT ? oldestKey(memo) : undefined;
  if (oldest !== undefined) memo.delete(oldest);
  memo.set(key, links);
  return links;
}

function buildAlternateLinks(page: AlternatesSource, request: RequestContext, config: AppConfig): HeadLink[] {
  const byLocale = new Map(page.alternates.map((a) => [a.locale, a.routePath]));
  byLocale.set(page.locale, page.routePath);
  const links: HeadLink[] = [{ rel: "canonical", href: canonicalUrl(request, request.routePath) }];
  for (const locale of LOCALES) {
    const source = fallbackChain(locale).find((l) => byLocale.has(l));
    if (!source) continue;
    const site = siteForLocale(request.site.channel, locale);
    const host = config.hosts.hostFor(site, request.provided.host);
    const href = `${scheme(request)}//${host}${publicPath(site, present(byLocale.get(source), `slug of ${source}`), { folder: folderOf(site, locale) })}`;
    links.push({ rel: "alternate", hrefLang: locale, href });
    if (locale === "de-DE") links.push({ rel: "alternate", hrefLang: "x-default", href });
  }
  return links;
}

/**
 * hreflang links of a route that has the same path in every locale (the product overview, a
 * product's page, a theme): built by the same code as a story's, as if every locale had the page.
 * `search` (`?category=wedding`) is part of every address: a card listing by occasion is its own page.
 */
export function routeAlternateLinks(request: RequestContext, config: AppConfig, search = ""): HeadLink[] {
  const { routePath } = request;
  const links = alternateLinks(
    { locale: request.locale, routePath, alternates: LOCALES.map((locale) => ({ locale, routePath })) },
    request,
    config,
  );
  return search ? links.map((link) => ({ ...link, href: link.href + search })) : links;
}
