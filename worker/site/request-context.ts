/**
 * The request context: built once per request in middleware (STYLE habit 2); handlers read it,
 * never re-parse the URL.
 */
import { isbot } from "isbot";
import type { ProvidedContext } from "../../shared/site/context.ts";
import { normaliseHostname, portOf, resolveSite } from "../../shared/site/hosts.ts";
import type { Locale } from "../../shared/site/locales.ts";
import { type PathResolution, type Platform, resolvePath } from "../../shared/site/path.ts";
import { type Site, brandName, localeFacts } from "../../shared/site/sites.ts";
import type { TimedOut } from "../bff/deadline.ts";
import type { AppConfig } from "../config/config.ts";
import { PageFlags } from "../flags/page-flags.ts";
import { showsPriorPrice } from "../../shared/pricing/prior-price-countries.ts";

export interface RequestContext {
  site: Site;
  locale: Locale;
  folder: string;
  platform: Platform;
  platformSegment: "" | "d" | "w";
  /** Path without locale folder and platform segment. */
  routePath: string;
  /** The path as the visitor asked for it. */
  path: string;
  /** The request's URL, parsed once for the context; shared by every reader, so never changed. */
  url: URL;
  /** The scheme addresses are built with: https, but the request's own in development or on a loopback name. */
  scheme: Scheme;
  origin: string;
  isCrawler: boolean;
  debug: boolean;
  /** Reductions name their prior price on this country's pages (always in the EU; decision 196). */
  showsPriorPrice: boolean;
  provided: ProvidedContext;
  /**
   * Treatments of the page's flags, decided at the edge for people (never for crawlers), read
   * through `on(flag)`, which notes the read (`worker/flags/page-flags.ts`). Filled by the flags
   * middleware; none means every flag is off.
   */
  treatments: PageFlags;
  /** The visitor key (split user key cookie); empty for crawlers. */
  visitorKey: string;
  /** The dependencies that timed out in this request: not asked again (`worker/bff/deadline.ts`). */
  timedOut: TimedOut;
}

/** The user agent is cut before it is tested; a crawler is decided by a well-kept list (isbot). */
const MAX_USER_AGENT = 512;

export function detectCrawler(userAgent: string | null): boolean {
  return userAgent ? isbot(userAgent.slice(0, MAX_USER_AGENT)) : false;
}

export type Scheme = "http:" | "https:";

/** Names that never leave this machine: `localhost`, `*.localhost` (RFC 6761), the loopback addresses. */
export function isLoopbackHost(host: string): boolean {
  if (host.startsWith("[::1]")) return true;
  const name = normaliseHostname(host);
  return name === "localhost" || name === "127.0.0.1" || name?.endsWith(".localhost") === true;
}

/**
 * The scheme addresses for `host` are built with: https, except for a plain-http request in
 * development or to a loopback name (the production build run locally has no TLS; an https
 * address there is a dead link).
 */
export function schemeOf(url: URL, config: AppConfig, host: string = url.host): Scheme {
  if (url.protocol !== "http:") return "https:";
  return config.development || isLoopbackHost(host) ? "http:" : "https:";
}

/**
 * Resolves site and path for a request: a pure function of host and path (the router asks it for
 * the route path before any middleware runs, the resolve middleware once more for the context).
 */
export function resolveRequest(
  request: Request,
  config: AppConfig,
  url: URL = new URL(request.url),
): { site: Site; resolution: PathResolution } {
  const site = resolveSite(config.hosts, request.headers.get("host") ?? url.host);
  return { site, resolution: resolvePath(site, url.pathname) };
}

/**
 * The host to build addresses with. A host we do not serve is never reflected into the page
 * (cache poisoning): it is replaced by the site's own host.
 */
export function trustedHost(host: string, config: AppConfig, site: Site): string {
  const name = normaliseHostname(host);
  if (name && (config.hosts.lookup(host) || name === "localhost" || name === "127.0.0.1")) return name + portOf(host);
  return config.hosts.hostFor(site, "");
}

/** The site of a request and the origin to build its addresses with (host trusted, scheme per environment). */
export function requestOrigin(
  request: Request,
  config: AppConfig,
): { site: Site; url: URL; scheme: Scheme; host: string; origin: string } {
  const url = new URL(request.url);
  const { site } = resolveRequest(request, config, url);
  const host = trustedHost(request.headers.get("host") ?? url.host, config, site);
  const scheme = schemeOf(url, config, host);
  return { site, url, scheme, host, origin: `${scheme}//${host}` };
}

export function buildRequestContext(
  request: Request,
  config: AppConfig,
  site: Site,
  page: Extract<PathResolution, { kind: "page" }>,
  url: URL = new URL(request.url),
): RequestContext {
  const host = trustedHost(request.headers.get("host") ?? url.host, config, site);
  const scheme = schemeOf(url, config, host);
  const origin = `${scheme}//${host}`;
  const prefix = (page.folder ? `/${page.folder}` : "") + (page.platformSegment ? `/${page.platformSegment}` : "");
  const facts = localeFacts(page.locale);
  const isCrawler = detectCrawler(request.headers.get("user-agent"));
  return {
    site,
    locale: page.locale,
    folder: page.folder,
    platform: page.platform,
    platformSegment: page.platformSegment,
    routePath: page.routePath,
    path: url.pathname,
    url,
    scheme,
    origin,
    isCrawler,
    debug: config.debug,
    showsPriorPrice: showsPriorPrice(site.domain.country, config.priorPriceHiddenIn),
    provided: {
      baseUrl: origin + prefix,
      bffUrl: `${origin}/bff`,
      currencyCode: facts.currency.toUpperCase() as ProvidedContext["currencyCode"],
      currentLocale: page.locale,
      fallbackLocale: facts.fallbackLocale,
      host,
      platform: page.platform,
      unit: facts.unit,
      channel: site.channel,
      brand: brandName(site.channel, config.brands),
    },
    treatments: new PageFlags(),
    visitorKey: "",
    timedOut: new Set(),
  };
}
