/**
 * What the BFF proxy tells the backend about a request that is not a page: the site from the
 * host, the trusted origin (never a host we do not serve), and the locale. The locale is the
 * one the browser names in the BFF locale header, else the sub-locale of the newsletter form path
 * (section 7), else the locale folder of the referring page, else the site's default; always one
 * the site serves.
 */
import { SHOP_LOCALE_HEADER } from "../../shared/bff/headers.ts";
import { type Locale, isLocale } from "../../shared/site/locales.ts";
import { resolvePath } from "../../shared/site/path.ts";
import { type Site, localesOf } from "../../shared/site/sites.ts";
import type { AppConfig } from "../config/config.ts";
import { requestOrigin } from "../site/request-context.ts";
import { describeError, logEvent } from "../log.ts";

export function proxyRequestContext(request: Request, config: AppConfig): { site: Site; origin: string } {
  const { site, origin } = requestOrigin(request, config);
  return { site, origin };
}

const FORM_PATH = /^\/(?:web|desktop)\/([a-z]{2})-([a-z]{2})\/newsletter\/subscribe$/i;

export function proxyLocale(request: Request, site: Site, path: string): Locale {
  const served = localesOf(site);
  const named = request.headers.get(SHOP_LOCALE_HEADER) ?? "";
  if (isLocale(named) && served.includes(named)) return named;
  const form = FORM_PATH.exec(path);
  if (form) {
    const candidate = `${form[1].toLowerCase()}-${form[2].toUpperCase()}`;
    if (isLocale(candidate) && served.includes(candidate)) return candidate;
  }
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const resolution = resolvePath(site, new URL(referer).pathname);
      if (resolution.kind === "page") return resolution.locale;
    } catch (error) {
      // an unreadable referrer says nothing about the locale
      logEvent("info", "bff-proxy-referer-unreadable", describeError(error));
    }
  }
  return site.domain.defaultLocale;
}

/**
 * The visitor's country for the backend's location call: the edge's own `request.cf.country`,
 * else its `cf-ipcountry` header; two letters or nothing ("XX" and "T1" stay as they are, the
 * backend knows them as "no country").
 */
export function proxyCountry(request: Request): string | undefined {
  const cf = (request as Request & { cf?: { country?: unknown } }).cf;
  const raw = typeof cf?.country === "string" ? cf.country : request.headers.get("cf-ipcountry");
  return raw && /^[A-Za-z][A-Za-z0-9]$/.test(raw) ? raw.toUpperCase() : undefined;
}
