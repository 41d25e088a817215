/**
 * Card endpoints of section 7: themes (filtered by the card filters of section 3, page sizes 12 and
 * 48, sorted by popularity or created), a theme by id, card price and accessories with the envelope
 * extra price per country (section 9).
 */
import { Hono } from "hono";
import type { CardAccessories, CardPrice, Theme, ThemeImage, ThemePage } from "../../shared/bff/catalogue.ts";
import { cardAccessoriesQuery, cardPriceQuery, themeId, themesQuery } from "../../shared/bff/catalogue-query.ts";
import { CARD_FILTERS } from "../../shared/catalogue/enumerations.ts";
import { CARD_FILTER_PAGE_SIZES } from "../../shared/config/catalogue.ts";
import { type PriceRecord, timesPrice } from "../../shared/pricing/price-record.ts";
import { cardUnitPrice } from "./product-prices.ts";
import { type CatalogueEnv, type Shop, badRequest, failed, notFound, shopHeaders } from "./shop.ts";
import { validQuery } from "./valid-query.ts";
import designPictures from "./design-pictures.json";
import { type Labels, labels, option, options, price, pricesByPrefix } from "./store.ts";
import { present } from "../../shared/assert/present.ts";

const COLUMNS: Record<(typeof CARD_FILTERS)[number], string> = {
  aspectRatio: "aspect_ratio",
  category: "category",
  color: "color",
  label: "label",
  product: "product",
  punching: "punching",
  style: "style",
};
const LABEL_KINDS: Record<(typeof CARD_FILTERS)[number], string> = {
  aspectRatio: "aspectRatio",
  category: "occasion",
  color: "colour",
  label: "label",
  product: "cardProduct",
  punching: "punching",
  style: "style",
};

interface ThemeRow {
  id: number;
  name: string;
  design: string;
  product: string;
  category: string;
  color: string;
  style: string;
  punching: string;
  label: string;
  aspect_ratio: string;
  format: string;
  created_at: string;
}

const VIEWS: ThemeImage["view"][] = ["front", "inside", "back"];
const PICTURES: Record<string, Partial<Record<ThemeImage["view"], string>>> = designPictures;

/** The design's drawn pictures (`npm run pictures`), front, inside, back, as far as it has them. */
function themeImages(id: number): ThemeImage[] {
  const files = PICTURES[String(id)] ?? {};
  return VIEWS.flatMap((view) => (files[view] ? [{ view, src: files[view] }] : []));
}

function toTheme(row: ThemeRow, t: Labels, prices: Map<string, PriceRecord>): Theme {
  return {
    id: row.id,
    name: row.name,
    design: row.design,
    images: themeImages(row.id),
    product: row.product,
    category: row.category,
    categoryLabel: t(`occasion.${row.category}`),
    color: row.color,
    style: row.style,
    punching: row.punching,
    label: row.label,
    aspectRatio: row.aspect_ratio,
    format: row.format,
    createdAt: row.created_at,
    price: present(prices.get(`card/${row.format}`), `price card/${row.format}`),
  };
}

/**
 * The theme's columns with its name in the asking language (`theme_names`, `?` bound first), else
 * the seed's own name; the design alone is the name's first word then.
 */
const THEME_COLUMNS = `id, COALESCE(n.name, themes.name) AS name,
  COALESCE(n.design, substr(themes.name, 1, instr(themes.name || ' ', ' ') - 1)) AS design,
  product, category, color, style, punching, label, aspect_ratio, format, created_at`;
const THEMES_NAMED = "themes LEFT JOIN theme_names n ON n.theme_id = themes.id AND n.language = ?";

async function envelopeExtra(db: D1Database, shop: Shop, size: string): Promise<number> {
  const own = await price(db, shop.currency, `envelope-extra/${shop.country}/${size}`);
  if (own) return own.priceCurrent;
  return shop.currency === "eur" ? ((await price(db, "eur", `envelope-extra/DE/${size}`))?.priceCurrent ?? 0) : 0;
}

async function themeById(db: D1Database, id: number, language = "de"): Promise<ThemeRow | null> {
  return db.prepare(`SELECT ${THEME_COLUMNS} FROM ${THEMES_NAMED} WHERE id = ?`).bind(language, id).first<ThemeRow>();
}

export const cardRoutes = new Hono<CatalogueEnv>()
  .get("/web-api/themes", shopHeaders(), validQuery(themesQuery), async (c) => {
    const query = c.req.valid("query");
    const shop = c.get("shop");
    const { page = 1, pageSize = CARD_FILTER_PAGE_SIZES[0], sort = "popularity" } = query;
    const where: string[] = [];
    const binds: string[] = [];
    for (const filter of CARD_FILTERS) {
      const value = query[filter];
      if (value) {
        where.push(`${COLUMNS[filter]} = ?`);
        binds.push(value);
      }
    }
    const clause = where.length ? `WHERE ${where.join(" AND ")}` : "";
    const order = sort === "created" ? "created_at DESC, id DESC" : "popularity DESC, id";
    const [[rows, count, ...facets], t, prices] = await Promise.all([
      c.env.DB.batch([
        c.env.DB.prepare(
          `SELECT ${THEME_COLUMNS} FROM ${THEMES_NAMED} ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`,
        ).bind(shop.language, ...binds, pageSize, (page - 1) * pageSize),
        c.env.DB.prepare(`SELECT COUNT(*) AS total FROM themes ${clause}`).bind(...binds),
        ...CARD_FILTERS.map((f) =>
          c.env.DB.prepare(
            `SELECT DISTINCT ${COLUMNS[f]} AS value FROM themes WHERE ${COLUMNS[f]} != '' ORDER BY value`,
          ),
        ),
      ]),
      labels(c.env.DB, shop.language),
      pricesByPrefix(c.env.DB, shop.currency, ["card/"]),
    ]);
    const filters: ThemePage["filters"] = Object.fromEntries(
      CARD_FILTERS.map((f, i) => [
        f,
        (facets[i].results as Array<{ value: string }>).map((r) => ({
          value: r.value,
          label: t(`${LABEL_KINDS[f]}.${r.value}`),
        })),
      ]),
    );
    return c.json({
      currency: shop.currency,
      themes: (rows.results as ThemeRow[]).map((r) => toTheme(r, t, prices)),
      total: (count.results[0] as { total: number }).total,
      page,
      pageSize,
      sort,
      filters,
    } satisfies ThemePage);
  })
  .get("/web-api/themes/:id", shopHeaders(), async (c) => {
    const id = themeId.safeParse(c.req.param("id"));
    if (!id.success) return badRequest(c, "theme id must be a positive integer");
    const shop = c.get("shop");
    const row = await themeById(c.env.DB, id.data, shop.language);
    if (!row) return notFound(c, `unknown theme ${id.data}`);
    const t = await labels(c.env.DB, shop.language);
    return c.json(toTheme(row, t, await pricesByPrefix(c.env.DB, shop.currency, [`card/${row.format}`])));
  })
  .get("/web-api/card-price", shopHeaders(), validQuery(cardPriceQuery), async (c) => {
    const query = c.req.valid("query");
    const shop = c.get("shop");
    const { quantity, refinement = "none" } = query;
    const row = await themeById(c.env.DB, query.themeId);
    if (!row) return notFound(c, `unknown theme ${query.themeId}`);
    const unit = await cardUnitPrice(c.env.DB, shop.currency, row.format, refinement);
    if (!unit.ok) return failed(c, unit);
    const format = await option<{ envelope: string }>(c.env.DB, "card_format", row.format);
    return c.json({
      currency: shop.currency,
      themeId: row.id,
      quantity,
      refinement,
      ...timesPrice(unit.price, quantity),
      envelopeExtra: await envelopeExtra(c.env.DB, shop, format?.data.envelope ?? "standard"),
    } satisfies CardPrice);
  })
  .get("/web-api/card-accessories", shopHeaders(), validQuery(cardAccessoriesQuery), async (c) => {
    const query = c.req.valid("query");
    const shop = c.get("shop");
    const row = await themeById(c.env.DB, query.themeId);
    if (!row) return notFound(c, `unknown theme ${query.themeId}`);
    const envelopeSize =
      (await option<{ envelope: string }>(c.env.DB, "card_format", row.format))?.data.envelope ?? "standard";
    const t = await labels(c.env.DB, shop.language);
    const prices = await pricesByPrefix(c.env.DB, shop.currency, ["accessory/"]);
    const skus = await options<Record<string, string>>(c.env.DB, "accessory_sku");
    const accessories = skus
      .filter((a) => a.parent !== "envelope" || a.data.type === envelopeSize)
      .map((a) => ({
        type: a.parent,
        sku: a.key,
        label: t(`accessory.${a.parent}`),
        shape: a.data,
        ...present(prices.get(`accessory/${a.key}`), `price accessory/${a.key}`),
      }));
    return c.json({
      currency: shop.currency,
      envelopeSize,
      envelopeExtra: await envelopeExtra(c.env.DB, shop, envelopeSize),
      accessories,
    } satisfies CardAccessories);
  });
