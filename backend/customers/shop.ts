/**
 * Who a backend call is for: the site and locale of the BFF headers (section 7: the
 * channel-plus-country code and the locale), the shop origin for links in mails, and the
 * visitor's network address for rate limits. The renderer sets these headers on every call.
 */
import type { Context } from "hono";
import {
  CLIENT_ADDRESS_HEADER,
  SHOP_CODE_HEADER,
  SHOP_LOCALE_HEADER,
  SHOP_ORIGIN_HEADER,
} from "../../shared/bff/headers.ts";
import { type Locale, isLocale } from "../../shared/site/locales.ts";
import { DEFAULT_SITE, type Site, allSites, localesOf } from "../../shared/site/sites.ts";

export interface Shop {
  site: Site;
  locale: Locale;
  origin: string;
  clientAddress: string;
}

const SITES = new Map(allSites().map((site) => [site.code, site]));

export function shopOf(c: Context): Shop {
  const site = SITES.get(c.req.header(SHOP_CODE_HEADER) ?? "") ?? DEFAULT_SITE;
  const asked = c.req.header(SHOP_LOCALE_HEADER) ?? "";
  const locale = isLocale(asked) && localesOf(site).includes(asked) ? asked : site.domain.defaultLocale;
  const rawOrigin = c.req.header(SHOP_ORIGIN_HEADER) ?? "";
  const origin = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(rawOrigin) ? rawOrigin.toLowerCase() : "";
  const clientAddress = (c.req.header(CLIENT_ADDRESS_HEADER) ?? c.req.header("cf-connecting-ip") ?? "unknown").slice(
    0,
    64,
  );
  return { site, locale, origin, clientAddress };
}
