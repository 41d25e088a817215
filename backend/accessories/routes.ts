/**
 * Accessories of section 7: the accessory SKUs (/accessory), their prices (/price-api/accessory),
 * and for a card theme the accessory types in display order with the SKUs that fit its card format
 * (/web-api/card-accessory-order) and the price of chosen accessories for a quantity of cards
 * (/web-api/card-accessory-price). An envelope fits a theme when its type is the envelope size of
 * the theme's card format; choosing one adds the country's envelope extra price per card (section 9).
 */
import { Hono } from "hono";
import type {
  AccessoryList,
  AccessoryPrices,
  CardAccessoryOrder,
  CardAccessoryPrice,
} from "../../shared/backend-contract/types.ts";
import {
  accessoryPriceQuery,
  accessoryQuery,
  cardAccessoryOrderQuery,
  cardAccessoryPriceQuery,
} from "../../shared/backend-contract/queries.ts";
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
import { type OptionRow, labels, option, options, price, pricesByPrefix } from "../catalogue/store.ts";

type SkuRow = OptionRow<Record<string, string>>;

async function themeEnvelope(db: D1Database, themeId: number): Promise<string | undefined> {
  const row = await db.prepare("SELECT format FROM themes WHERE id = ?").bind(themeId).first<{ format: string }>();
  if (!row) return undefined;
  return (await option<{ envelope: string }>(db, "card_format", row.format))?.data.envelope ?? "standard";
}

const fits = (sku: SkuRow, envelopeSize: string) => sku.parent !== "envelope" || sku.data.type === envelopeSize;

/** The envelope extra of the shop's country for a size; euro countries without their own use Germany's. */
export async function envelopeExtra(db: D1Database, shop: Shop, size: string): Promise<number> {
  const own = await price(db, shop.currency, `envelope-extra/${shop.country}/${size}`);
  if (own) return own.priceCurrent;
  return shop.currency === "eur" ? ((await price(db, "eur", `envelope-extra/DE/${size}`))?.priceCurrent ?? 0) : 0;
}

export const accessoryRoutes = new Hono<CatalogueEnv>()
  .get("/accessory", shopHeaders(), validQuery(accessoryQuery), async (c) => {
    const query = c.req.valid("query");
    const { type } = query;
    if (type && !(await option(c.env.DB, "card_accessory", type))) return notFound(c, `unknown accessory type ${type}`);
    const t = await labels(c.env.DB, c.get("shop").language);
    const skus = type
      ? await options<Record<string, string>>(c.env.DB, "accessory_sku", type)
      : await options<Record<string, string>>(c.env.DB, "accessory_sku");
    return c.json({
      accessories: skus.map((s) => ({ type: s.parent, sku: s.key, label: t(`accessory.${s.parent}`), shape: s.data })),
    } satisfies AccessoryList);
  })
  .get("/price-api/accessory", shopHeaders(), async (c) => {
    const query = accessoryPriceQuery.safeParse(queryOf(c, ["skus"]));
    if (!query.success) return badRequest(c, issuesText(query.error));
    const shop = c.get("shop");
    const [all, prices] = await Promise.all([
      options(c.env.DB, "accessory_sku"),
      pricesByPrefix(c.env.DB, shop.currency, ["accessory/"]),
    ]);
    const answer: AccessoryPrices["prices"] = [];
    for (const sku of query.data.skus) {
      const row = all.find((s) => s.key === sku);
      const p = prices.get(`accessory/${sku}`);
      if (!row || !p) return notFound(c, `unknown accessory ${sku}`);
      answer.push({ sku, type: row.parent, ...p });
    }
    return c.json({ currency: shop.currency, prices: answer } satisfies AccessoryPrices);
  })
  .get("/web-api/card-accessory-order", shopHeaders(), validQuery(cardAccessoryOrderQuery), async (c) => {
    const query = c.req.valid("query");
    const envelopeSize = await themeEnvelope(c.env.DB, query.themeId);
    if (!envelopeSize) return notFound(c, `unknown theme ${query.themeId}`);
    const [types, skus, t] = await Promise.all([
      options(c.env.DB, "card_accessory"),
      options<Record<string, string>>(c.env.DB, "accessory_sku"),
      labels(c.env.DB, c.get("shop").language),
    ]);
    const order: CardAccessoryOrder["order"] = [];
    for (const type of types) {
      const fitting = skus.filter((s) => s.parent === type.key && fits(s, envelopeSize)).map((s) => s.key);
      if (fitting.length > 0)
        order.push({ position: order.length + 1, type: type.key, label: t(`accessory.${type.key}`), skus: fitting });
    }
    return c.json({ themeId: query.themeId, envelopeSize, order } satisfies CardAccessoryOrder);
  })
  .get("/web-api/card-accessory-price", shopHeaders(), async (c) => {
    const query = cardAccessoryPriceQuery.safeParse(queryOf(c, ["accessories"]));
    if (!query.success) return badRequest(c, issuesText(query.error));
    const shop = c.get("shop");
    const { themeId, quantity } = query.data;
    const envelopeSize = await themeEnvelope(c.env.DB, themeId);
    if (!envelopeSize) return notFound(c, `unknown theme ${themeId}`);
    const [skus, prices] = await Promise.all([
      options<Record<string, string>>(c.env.DB, "accessory_sku"),
      pricesByPrefix(c.env.DB, shop.currency, ["accessory/"]),
    ]);
    const chosen = [...new Set(query.data.accessories)];
    const lines: CardAccessoryPrice["accessories"] = [];
    for (const sku of chosen) {
      const row = skus.find((s) => s.key === sku);
      const unit = prices.get(`accessory/${sku}`);
      if (!row || !unit) return notFound(c, `unknown accessory ${sku}`);
      if (!fits(row, envelopeSize))
        return badRequest(c, `${sku} does not fit theme ${themeId} (envelope size ${envelopeSize})`);
      lines.push({
        sku,
        type: row.parent,
        unit,
        priceOriginal: unit.priceOriginal * quantity,
        priceCurrent: unit.priceCurrent * quantity,
      });
    }
    if (new Set(lines.map((l) => l.type)).size !== lines.length) return badRequest(c, "one accessory per type");
    const extra = lines.some((l) => l.type === "envelope") ? await envelopeExtra(c.env.DB, shop, envelopeSize) : 0;
    const sum = (field: "priceOriginal" | "priceCurrent") =>
      lines.reduce((total, l) => total + l[field], 0) + extra * quantity;
    return c.json({
      currency: shop.currency,
      themeId,
      quantity,
      envelopeExtra: extra,
      accessories: lines,
      priceOriginal: sum("priceOriginal"),
      priceCurrent: sum("priceCurrent"),
    } satisfies CardAccessoryPrice);
  });
