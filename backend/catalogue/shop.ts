/**
 * Who is asking (section 7): every product call carries the channel-plus-country code
 * (`x-shop-code: wallart-ch`) and the locale (`x-shop-locale: fr-CH`). The backend answers in the
 * locale's currency and language; a missing or inconsistent pair is a 400.
 */
import type { Context, MiddlewareHandler } from "hono";
import { SHOP_CODE_HEADER, SHOP_LOCALE_HEADER } from "../../shared/bff/headers.ts";
import {
  type Currency,
  type Language,
  type Locale,
  currencyOf,
  isLocale,
  languageOf,
} from "../../shared/site/locales.ts";
import { CHANNELS, type Channel, DOMAINS, TLDS, localesOf, siteOf } from "../../shared/site/sites.ts";
import type { BackendEnv } from "../env.ts";

export interface Shop {
  channel: Channel;
  country: string;
  locale: Locale;
  language: Language;
  currency: Currency;
}

export type CatalogueEnv = { Bindings: BackendEnv; Variables: { shop: Shop } };

export function parseShop(code: string | undefined, locale: string | undefined): Shop | string {
  const match = /^([a-z]+)-([a-z]{2})$/.exec(code ?? "");
  const channel = match?.[1] as Channel | undefined;
  if (!match || !channel || !CHANNELS.includes(channel)) return `missing or unknown ${SHOP_CODE_HEADER} header`;
  const tld = TLDS.find((t) => DOMAINS[t].country === match[2].toUpperCase());
  if (!tld) return `unknown country in ${SHOP_CODE_HEADER} header`;
  if (!locale || !isLocale(locale)) return `missing or unknown ${SHOP_LOCALE_HEADER} header`;
  if (!localesOf(siteOf(channel, tld)).includes(locale)) return `locale ${locale} is not served by ${code}`;
  return { channel, country: DOMAINS[tld].country, locale, language: languageOf(locale), currency: currencyOf(locale) };
}

/** Per-route middleware: reads the two headers into `c.get("shop")` or answers 400. */
export function shopHeaders(): MiddlewareHandler<CatalogueEnv> {
  return async (c, next) => {
    const shop = parseShop(c.req.header(SHOP_CODE_HEADER), c.req.header(SHOP_LOCALE_HEADER));
    if (typeof shop === "string") return badRequest(c, shop);
    c.set("shop", shop);
    await next();
  };
}

export function badRequest(c: Context, text: string): Response {
  return c.json({ error: true, message: { text } }, 400);
}

export function notFound(c: Context, text: string): Response {
  return c.json({ error: true, message: { text } }, 404);
}

/** The answer for a price that could not be given: its 400 or 404 and why. */
export function failed(c: Context, result: { status: 400 | 404; text: string }): Response {
  return result.status === 400 ? badRequest(c, result.text) : notFound(c, result.text);
}

/** The query as an object; `name[]` and repeated names become arrays under `name`. */
export function queryOf(c: Context, arrays: string[] = []): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const url = new URL(c.req.url);
  for (const name of new Set(url.searchParams.keys())) {
    const bare = name.endsWith("[]") ? name.slice(0, -2) : name;
    const values = url.searchParams.getAll(name);
    if (arrays.includes(bare)) out[bare] = [...((out[bare] as string[] | undefined) ?? []), ...values];
    else out[bare] = values[values.length - 1];
  }
  return out;
}

/** A zod issue list as one short sentence for a 400. */
export function issuesText(error: { issues: Array<{ path: PropertyKey[]; message: string }> }): string {
  return error.issues.map((i) => `${i.path.map(String).join(".") || "query"}: ${i.message}`).join("; ");
}
