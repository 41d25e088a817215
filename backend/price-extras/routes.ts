/**
 * Price paths of section 7 beside the catalogue's: the 'from' price of each format group of a
 * material with a picture of the group's shape (/price-api/prices/format-group-prices-images), and
 * the price of one article from its designer options (/price-api/prices/article), priced by the
 * same code as the cart (`catalogue/article-price.ts`), so the three always agree.
 */
import { Hono } from "hono";
import type { ArticlePriceAnswer, FormatGroupPriceImages } from "../../shared/backend-contract/types.ts";
import { articlePriceQuery, formatGroupImagesQuery } from "../../shared/backend-contract/queries.ts";
import { parseFormat } from "../../shared/catalogue/format-string.ts";
import { priceArticle } from "../catalogue/article-price.ts";
import { timesPrice } from "../../shared/pricing/price-record.ts";
import {
  type CatalogueEnv,
  badRequest,
  failed,
  issuesText,
  notFound,
  queryOf,
  shopHeaders,
} from "../catalogue/shop.ts";
import { validQuery } from "../catalogue/valid-query.ts";
import { labels, option, options, pricesByPrefix } from "../catalogue/store.ts";
import { present } from "../../shared/assert/present.ts";

/** The group's shape as a small SVG: a rectangle of the cheapest format's proportions with its label. */
export function groupImage(label: string, format: string): FormatGroupPriceImages["groups"][number]["image"] {
  const size = present(parseFormat(format), `format ${format}`);
  const scale = 120 / Math.max(size.width, size.height);
  const width = Math.round(size.width * scale);
  const height = Math.round(size.height * scale);
  const text = label.replace(/[<>&"']/g, "");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect x="1" y="1" width="${width - 2}" height="${height - 2}" fill="#EFEFEF" stroke="#333" stroke-width="2"/><text x="50%" y="50%" font-family="sans-serif" font-size="14" text-anchor="middle" dominant-baseline="middle">${text}</text></svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, width, height, alt: text };
}

export const priceExtraRoutes = new Hono<CatalogueEnv>()
  .get("/price-api/prices/format-group-prices-images", shopHeaders(), validQuery(formatGroupImagesQuery), async (c) => {
    const query = c.req.valid("query");
    const shop = c.get("shop");
    const { material } = query;
    if (!(await option(c.env.DB, "material", material))) return notFound(c, `unknown material ${material}`);
    const [formats, prices, t] = await Promise.all([
      options<{ group: string }>(c.env.DB, "material_format", material),
      pricesByPrefix(c.env.DB, shop.currency, [`material/${material}/`]),
      labels(c.env.DB, shop.language),
    ]);
    const groups: FormatGroupPriceImages["groups"] = [];
    for (const f of formats) {
      const p = prices.get(`material/${material}/${f.key}`);
      if (!p) continue;
      const entry = groups.find((g) => g.group === f.data.group);
      if (!entry) {
        const label = t(`formatGroup.${f.data.group}`);
        groups.push({ group: f.data.group, label, fromPrice: p, formatType: f.key, image: groupImage(label, f.key) });
      } else if (p.priceCurrent < entry.fromPrice.priceCurrent) {
        entry.fromPrice = p;
        entry.formatType = f.key;
        entry.image = groupImage(entry.label, f.key);
      }
    }
    return c.json({ currency: shop.currency, material, groups } satisfies FormatGroupPriceImages);
  })
  .get("/price-api/prices/article", shopHeaders(), async (c) => {
    const raw = queryOf(c) as Record<string, string>;
    const query = articlePriceQuery.safeParse(raw);
    if (!query.success) return badRequest(c, issuesText(query.error));
    const { type, ...rest } = raw;
    const shop = c.get("shop");
    const result = await priceArticle(c.env.DB, shop.currency, query.data.type, rest);
    if (!result.ok) return failed(c, result);
    return c.json({
      currency: shop.currency,
      type: query.data.type,
      quantity: result.quantity,
      unitPrice: result.unitPrice,
      ...timesPrice(result.unitPrice, result.quantity),
    } satisfies ArticlePriceAnswer);
  });
