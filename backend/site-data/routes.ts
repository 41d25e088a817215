/**
 * Site data of section 7: the channel feature flags for the client, the initial data a shop frontend
 * starts with, the localized URLs of every story, the visitor's location and the express shop. Each
 * reads the channel-plus-country and locale headers (`catalogue/shop.ts`).
 */
import { Hono } from "hono";
import type { ExpressShop, FeatureFlagsAnswer, InitialData, Location } from "../../shared/backend-contract/types.ts";
import { localizedUrlsQuery, locationQuery } from "../../shared/backend-contract/queries.ts";
import { productsOf } from "../../shared/catalogue/products.ts";
import { productionHost } from "../../shared/site/hosts.ts";
import { fallbackLocale, unitOf } from "../../shared/site/locales.ts";
import { normalisePath } from "../../shared/site/path.ts";
import { CHANNEL_FLAGS, DOMAINS, TLDS, folderOf, localesOf, siteOf } from "../../shared/site/sites.ts";
import {
  type CatalogueEnv,
  type Shop,
  badRequest,
  issuesText,
  notFound,
  queryOf,
  shopHeaders,
} from "../catalogue/shop.ts";
import { validQuery } from "../catalogue/valid-query.ts";
import { labels, pricesByPrefix } from "../catalogue/store.ts";
import { fromPrice } from "../catalogue/product-routes.ts";
import { localizedUrls } from "./localized-urls.ts";
import { present } from "../../shared/assert/present.ts";

/** Products made for express delivery: the flat prints (no frame, no binding) of the channel. */
export const EXPRESS_PRODUCTS = ["cards", "photobox", "wall-art"] as const;

function siteOfShop(shop: Shop) {
  return siteOf(
    shop.channel,
    present(
      TLDS.find((t) => DOMAINS[t].country === shop.country),
      `domain of ${shop.country}`,
    ),
  );
}

async function shipping(db: D1Database, shop: Shop) {
  const prices = await pricesByPrefix(db, shop.currency, ["shipping/"]);
  const amount = (kind: string) => prices.get(`shipping/${kind}`)?.priceCurrent ?? 0;
  return { standard: amount("standard"), express: amount("express"), freeFrom: amount("free-from") };
}

export const siteDataRoutes = new Hono<CatalogueEnv>()
  .get("/web-api/feature-flags", shopHeaders(), (c) => {
    const { channel } = c.get("shop");
    return c.json({ channel, flags: CHANNEL_FLAGS[channel] } satisfies FeatureFlagsAnswer);
  })
  .get("/web-api/shop-frontends-initial-data", shopHeaders(), async (c) => {
    const shop = c.get("shop");
    const site = siteOfShop(shop);
    return c.json({
      channel: shop.channel,
      code: site.code,
      country: shop.country,
      currentLocale: shop.locale,
      fallbackLocale: fallbackLocale(shop.locale),
      currencyCode: shop.currency,
      unit: unitOf(shop.locale),
      host: productionHost(site),
      locales: localesOf(site).map((locale) => ({ locale, folder: folderOf(site, locale) })),
      flags: CHANNEL_FLAGS[shop.channel],
      shipping: await shipping(c.env.DB, shop),
    } satisfies InitialData);
  })
  .get("/web-api/localized-urls", shopHeaders(), validQuery(localizedUrlsQuery), (c) => {
    const query = c.req.valid("query");
    const shop = c.get("shop");
    const routePath = query.path === undefined ? undefined : normalisePath(query.path, false, query.path === "/");
    const answer = localizedUrls(
      shop.channel,
      routePath === undefined ? undefined : { locale: shop.locale, routePath },
    );
    return answer ? c.json(answer) : notFound(c, `no story at ${routePath} in ${shop.locale}`);
  })
  .get("/api/get-location/", shopHeaders(), (c) => {
    const query = locationQuery.safeParse(queryOf(c, ["countries"]));
    if (!query.success) return badRequest(c, issuesText(query.error));
    const shop = c.get("shop");
    const cf = (c.req.raw as Request & { cf?: { country?: unknown } }).cf;
    const raw = (typeof cf?.country === "string" ? cf.country : c.req.header("cf-ipcountry")) ?? "";
    const country =
      /^[A-Za-z]{2}$/.test(raw) && raw.toUpperCase() !== "XX" && raw.toUpperCase() !== "T1" ? raw.toUpperCase() : null;
    const tld = TLDS.find((t) => DOMAINS[t].country === country);
    const site = tld ? siteOf(shop.channel, tld) : siteOfShop(shop);
    const locale = tld ? site.domain.defaultLocale : shop.locale;
    const answer: Location = {
      country,
      served: tld !== undefined,
      suggested: { code: site.code, locale, host: productionHost(site) },
    };
    if (query.data.countries)
      answer.inList = country !== null && query.data.countries.some((x) => x.toUpperCase() === country);
    return c.json(answer, 200, { "cache-control": "private, no-store" });
  })
  .get("/web-api/express-shop", shopHeaders(), async (c) => {
    const shop = c.get("shop");
    const t = await labels(c.env.DB, shop.language);
    const products = productsOf(shop.channel).filter((p) => (EXPRESS_PRODUCTS as readonly string[]).includes(p.key));
    const withPrices = await Promise.all(
      products.map(async (product) => ({
        key: product.key,
        label: t(`product.${product.key}`),
        fromPrice: await fromPrice(c.env.DB, shop, product, t),
      })),
    );
    const ship = await shipping(c.env.DB, shop);
    return c.json({
      currency: shop.currency,
      expressShipping: ship.express,
      standardShipping: ship.standard,
      products: withPrices,
    } satisfies ExpressShop);
  });
