/**
 * Product endpoints of section 7: photo boxes, calendars, photo books, shipping information and the
 * product overview with 'from' prices.
 */
import { Hono } from "hono";
import type {
  CalendarDesignGroups,
  CalendarPrice,
  PhotoboxData,
  PhotobookDesignGroupSet,
  PhotobookPrice,
  ProductOverview,
  ShippingInformation,
} from "../../shared/bff/catalogue.ts";
import {
  calendarDesignQuery,
  calendarPriceQuery,
  photobookDesignQuery,
  photobookPriceQuery,
} from "../../shared/bff/catalogue-query.ts";
import type { PriceRecord } from "../../shared/pricing/price-record.ts";
import { productsOf } from "../../shared/catalogue/products.ts";
import { formatLabel } from "../../shared/catalogue/units.ts";
import { unitOf } from "../../shared/site/locales.ts";
import { calculatorReference } from "./calculator.ts";
import { cachedOverview } from "./overview-cache.ts";
import { calendarPrice, photobookPrice } from "./product-prices.ts";
import { productPicture } from "./product-pictures.ts";
import {
  type CatalogueEnv,
  type Shop,
  badRequest,
  failed,
  issuesText,
  notFound,
  queryOf,
  shopHeaders,
} from "./shop.ts";
import { type Labels, labels, options, pricesByPrefix } from "./store.ts";
import { present } from "../../shared/assert/present.ts";

function cheapest(prices: Iterable<PriceRecord>): PriceRecord | null {
  let best: PriceRecord | null = null;
  for (const p of prices) if (!best || p.priceCurrent < best.priceCurrent) best = p;
  return best;
}

/**
 * A product's 'from' price in the shop's currency: its cheapest format, of the materials the product
 * names for it (`fromPriceMaterials`) or of all its calculator offers; null when it has none.
 */
export async function fromPrice(
  db: D1Database,
  shop: Shop,
  product: ReturnType<typeof productsOf>[number],
  t: Labels,
): Promise<PriceRecord | null> {
  if (product.calculator) {
    const result = await calculatorReference(db, shop, product.calculator, t);
    if (!result.ok) return null;
    const named = product.fromPriceMaterials;
    const options = result.reference.options.filter((o) => !named || named.includes(o.value));
    return cheapest(options.flatMap((o) => o.formats));
  }
  const prefix = { cards: "card/", calendars: "calendar/", photobooks: "photobook/", calculator: "" }[product.kind];
  return cheapest((await pricesByPrefix(db, shop.currency, [prefix])).values());
}

export const productRoutes = new Hono<CatalogueEnv>()
  .get("/web-api/products", shopHeaders(), async (c) => {
    const shop = c.get("shop");
    const overview = await cachedOverview(c.env, shop, async () => {
      const t = await labels(c.env.DB, shop.language);
      const products: ProductOverview["products"] = await Promise.all(
        productsOf(shop.channel).map(async (product) => ({
          key: product.key,
          label: t(`product.${product.key}`),
          image: productPicture(product.key),
          fromPrice: await fromPrice(c.env.DB, shop, product, t),
        })),
      );
      return { currency: shop.currency, products };
    });
    return c.json(overview satisfies ProductOverview);
  })
  .get("/web-api/shipping-information", shopHeaders(), async (c) => {
    const shop = c.get("shop");
    const prices = await pricesByPrefix(c.env.DB, shop.currency, ["shipping/"]);
    const amount = (kind: string) => prices.get(`shipping/${kind}`)?.priceCurrent ?? 0;
    return c.json({
      currency: shop.currency,
      standard: amount("standard"),
      express: amount("express"),
      freeFrom: amount("free-from"),
    } satisfies ShippingInformation);
  })
  .get("/web-api/photobox-data", shopHeaders(), (c) => photoboxData(c))
  .get("/price-api/photoboxes", shopHeaders(), (c) => photoboxData(c))
  .get("/web-api/calendar-price", shopHeaders(), async (c) => {
    const query = calendarPriceQuery.safeParse(queryOf(c));
    if (!query.success) return badRequest(c, issuesText(query.error));
    const shop = c.get("shop");
    const result = await calendarPrice(c.env.DB, shop.currency, query.data);
    if (!result.ok) return failed(c, result);
    const { calendarType, formatType } = query.data;
    return c.json({
      currency: shop.currency,
      calendarType,
      formatType,
      mounting: result.mounting,
      ...result.price,
    } satisfies CalendarPrice);
  })
  .get("/web-api/calendar-design-group", shopHeaders(), async (c) => {
    const query = calendarDesignQuery.safeParse(queryOf(c));
    if (!query.success) return badRequest(c, issuesText(query.error));
    const groups = await options<{ name: string; formats: string[] }>(
      c.env.DB,
      "calendar_design_group",
      query.data.calendarType,
    );
    if (groups.length === 0) return notFound(c, `unknown calendar type ${query.data.calendarType}`);
    return c.json({
      calendarType: query.data.calendarType,
      designGroups: groups.map((g) => ({ id: g.key, ...g.data })),
    } satisfies CalendarDesignGroups);
  })
  .get("/web-api/photobook-price", shopHeaders(), async (c) => {
    const query = photobookPriceQuery.safeParse(queryOf(c));
    if (!query.success) return badRequest(c, issuesText(query.error));
    const shop = c.get("shop");
    const result = await photobookPrice(c.env.DB, shop.currency, query.data);
    if (!result.ok) return failed(c, result);
    const { photobookType, format } = query.data;
    return c.json({
      currency: shop.currency,
      photobookType,
      format,
      pageCount: result.pageCount,
      paper: result.paper,
      ...result.price,
    } satisfies PhotobookPrice);
  })
  .get("/web-api/photobook-design-group-set", shopHeaders(), async (c) => {
    const query = photobookDesignQuery.safeParse(queryOf(c, ["categoryIds"]));
    if (!query.success) return badRequest(c, issuesText(query.error));
    const shop = c.get("shop");
    const t = await labels(c.env.DB, shop.language);
    const all = (await options<{ absentIn: string[] }>(c.env.DB, "photobook_category")).filter(
      (o) => !o.data.absentIn.includes(shop.locale),
    );
    const wanted = query.data.categoryIds?.map(String) ?? all.map((o) => o.key);
    const unknown = wanted.find((id) => !all.some((o) => o.key === id));
    if (unknown) return notFound(c, `unknown photo book category ${unknown}`);
    const categories: PhotobookDesignGroupSet["categories"] = [];
    for (const id of wanted) {
      const groups = await options<{ landscape: string; portrait: string; square: string }>(
        c.env.DB,
        "photobook_design_group",
        id,
      );
      const designGroups = groups
        .map((g) => ({ id: g.key, ...g.data }))
        .filter((g) => !query.data.designGroupSetId || g.id === String(query.data.designGroupSetId));
      categories.push({ id: Number(id), label: t(`photobookCategory.${id}`), designGroups });
    }
    return c.json({ categories } satisfies PhotobookDesignGroupSet);
  });

async function photoboxData(c: import("hono").Context<CatalogueEnv>): Promise<Response> {
  const shop = c.get("shop");
  const t = await labels(c.env.DB, shop.language);
  const unit = unitOf(shop.locale);
  const prices = await pricesByPrefix(c.env.DB, shop.currency, ["photobox/"]);
  const types: PhotoboxData["types"] = [];
  for (const type of await options(c.env.DB, "photobox_type")) {
    const formats = await options(c.env.DB, "photobox_format", type.key);
    types.push({
      value: type.key,
      label: t(`photoboxType.${type.key}`),
      formats: formats.map((f) => ({
        value: f.key,
        label: formatLabel(f.key, unit, shop.locale),
        ...present(prices.get(`photobox/${type.key}/${f.key}`), `price photobox/${type.key}/${f.key}`),
      })),
    });
  }
  return c.json({ currency: shop.currency, types } satisfies PhotoboxData);
}
