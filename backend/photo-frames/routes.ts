/**
 * Photo frame product selection (section 7, /web-api/product-selection-photo-frame/*): a photo
 * frame is a frame type alone (frame-only, section 3 "Designer parameters"), priced by its frame
 * SKUs (`frame/{frameType}/{format}`) and, with a white mat, the mat SKU of the same format. The
 * six paths: the frame types with their variants (data), a frame type's formats with prices
 * (prices-formats), one format group of them (prices-format-group), the smallest and largest
 * format (format-limits), the 'from' price per frame type (prices-from) and one article (price-article).
 */
import { Hono } from "hono";
import type { Context } from "hono";
import type {
  PhotoFrameArticlePrice,
  PhotoFrameData,
  PhotoFrameFormat,
  PhotoFrameFormatLimits,
  PhotoFramePrices,
  PhotoFramePricesFrom,
} from "../../shared/backend-contract/types.ts";
import {
  photoFrameArticleQuery,
  photoFrameGroupQuery,
  photoFrameQuery,
  photoFramesFromQuery,
} from "../../shared/backend-contract/queries.ts";
import { MAT_SIZES, MAT_TYPES } from "../../shared/catalogue/enumerations.ts";
import { parseFormat, swapFormat } from "../../shared/catalogue/format-string.ts";
import { type PriceRecord, addPrices, priceOnly } from "../../shared/pricing/price-record.ts";
import { unitOf } from "../../shared/site/locales.ts";
import { type CatalogueEnv, badRequest, issuesText, notFound, queryOf, shopHeaders } from "../catalogue/shop.ts";
import { validQuery } from "../catalogue/valid-query.ts";
import { labels, option, options, optionsUnder, pricesByPrefix } from "../catalogue/store.ts";
import { present } from "../../shared/assert/present.ts";

const BASE = "/web-api/product-selection-photo-frame";

/** A frame type's formats with prices, each in its format group (the aspect-ratio groups of the catalogue). */
async function frameFormats(
  db: D1Database,
  currency: Parameters<typeof pricesByPrefix>[1],
  frameType: string,
): Promise<PhotoFrameFormat[] | undefined> {
  if (!(await option(db, "frame_type", frameType))) return undefined;
  const [prices, groups] = await Promise.all([
    pricesByPrefix(db, currency, [`frame/${frameType}/`]),
    options<{ formats: string[] }>(db, "format_group"),
  ]);
  const groupOf = (format: string) =>
    groups.find((g) => g.data.formats.includes(format) || g.data.formats.includes(swapFormat(format) ?? ""))?.key ??
    "other";
  const prefix = `frame/${frameType}/`;
  return [...prices]
    .map(([sku, p]) => ({ value: sku.slice(prefix.length), group: groupOf(sku.slice(prefix.length)), ...p }))
    .sort((a, b) => area(a.value) - area(b.value) || a.value.localeCompare(b.value));
}

function area(format: string): number {
  const size = parseFormat(format);
  return size ? size.width * size.height : 0;
}

function cheapest(formats: PhotoFrameFormat[]): PhotoFrameFormat | undefined {
  return formats.reduce<PhotoFrameFormat | undefined>(
    (best, f) => (!best || f.priceCurrent < best.priceCurrent ? f : best),
    undefined,
  );
}

async function withFormats(
  c: Context<CatalogueEnv>,
  frameType: string,
  respond: (formats: PhotoFrameFormat[]) => Response,
): Promise<Response> {
  const formats = await frameFormats(c.env.DB, c.get("shop").currency, frameType);
  return formats ? respond(formats) : notFound(c, `unknown frame type ${frameType}`);
}

export const photoFrameRoutes = new Hono<CatalogueEnv>()
  .get(`${BASE}/data`, shopHeaders(), async (c) => {
    const t = await labels(c.env.DB, c.get("shop").language);
    const frames = await options<{ defaultVariant: string; materials: string[] }>(c.env.DB, "frame_type");
    const variants = await optionsUnder<{ isDefault: boolean }>(
      c.env.DB,
      "frame_variant",
      frames.map((f) => f.key),
    );
    return c.json({
      frameTypes: frames.map((f) => ({
        frameType: f.key,
        label: t(`frameType.${f.key}`),
        defaultVariant: f.data.defaultVariant,
        materials: f.data.materials,
        variants: (variants.get(f.key) ?? []).map((v) => ({ value: v.key, isDefault: v.data.isDefault })),
      })),
      mat: { sizes: [...MAT_SIZES], types: [...MAT_TYPES] },
    } satisfies PhotoFrameData);
  })
  .get(`${BASE}/prices-formats`, shopHeaders(), validQuery(photoFrameQuery), async (c) => {
    const { frameType } = c.req.valid("query");
    return withFormats(c, frameType, (formats) =>
      c.json({ currency: c.get("shop").currency, frameType, formats } satisfies PhotoFramePrices),
    );
  })
  .get(`${BASE}/prices-format-group`, shopHeaders(), validQuery(photoFrameGroupQuery), async (c) => {
    const { frameType, group } = c.req.valid("query");
    return withFormats(c, frameType, (all) => {
      const formats = all.filter((f) => f.group === group);
      if (formats.length === 0) return notFound(c, `no format of group ${group} for ${frameType}`);
      return c.json({ currency: c.get("shop").currency, frameType, group, formats } satisfies PhotoFramePrices);
    });
  })
  .get(`${BASE}/format-limits`, shopHeaders(), validQuery(photoFrameQuery), async (c) => {
    const { frameType } = c.req.valid("query");
    return withFormats(c, frameType, (formats) => {
      const sizes = formats.map((f) => present(parseFormat(f.value), `format ${f.value}`));
      const longs = sizes.map((s) => Math.max(s.width, s.height));
      const shorts = sizes.map((s) => Math.min(s.width, s.height));
      return c.json({
        frameType,
        unit: unitOf(c.get("shop").locale),
        min: { width: Math.min(...longs), height: Math.min(...shorts) },
        max: { width: Math.max(...longs), height: Math.max(...shorts) },
        formats: formats.map((f) => f.value),
      } satisfies PhotoFrameFormatLimits);
    });
  })
  .get(`${BASE}/prices-from`, shopHeaders(), async (c) => {
    const query = photoFramesFromQuery.safeParse(queryOf(c, ["frameTypes"]));
    if (!query.success) return badRequest(c, issuesText(query.error));
    const shop = c.get("shop");
    const all = (await options(c.env.DB, "frame_type")).map((f) => f.key);
    const wanted = query.data.frameTypes ?? all;
    const unknown = wanted.find((w) => !all.includes(w));
    if (unknown) return notFound(c, `unknown frame type ${unknown}`);
    const prices: PhotoFramePricesFrom["prices"] = [];
    for (const frameType of wanted) {
      const best = cheapest((await frameFormats(c.env.DB, shop.currency, frameType)) ?? []);
      if (best)
        prices.push({
          frameType,
          formatType: best.value,
          fromPrice: priceOnly(best),
        });
    }
    return c.json({ currency: shop.currency, prices } satisfies PhotoFramePricesFrom);
  })
  .get(`${BASE}/price-article`, shopHeaders(), validQuery(photoFrameArticleQuery), async (c) => {
    const query = c.req.valid("query");
    const shop = c.get("shop");
    const { frameType, formatType, matType = "mat-none" } = query;
    const type = await option<{ defaultVariant: string }>(c.env.DB, "frame_type", frameType);
    if (!type) return notFound(c, `unknown frame type ${frameType}`);
    const frameVariant = query.frameVariant ?? type.data.defaultVariant;
    if (!(await option(c.env.DB, "frame_variant", frameVariant, frameType)))
      return notFound(c, `unknown frame variant ${frameVariant} for ${frameType}`);
    // A portrait format costs what its landscape form costs (the portrait swap of section 4).
    for (const format of [formatType, swapFormat(formatType)]) {
      if (!format) continue;
      const prices = await pricesByPrefix(c.env.DB, shop.currency, [
        `frame/${frameType}/${format}`,
        `mat/mat-weiss/${format}`,
      ]);
      const frame = prices.get(`frame/${frameType}/${format}`);
      if (!frame) continue;
      const mat: PriceRecord | null = matType === "mat-weiss" ? (prices.get(`mat/mat-weiss/${format}`) ?? null) : null;
      if (matType === "mat-weiss" && !mat) return notFound(c, `no mat for format ${formatType}`);
      const total = mat ? addPrices(frame, mat) : frame;
      return c.json({
        currency: shop.currency,
        frameType,
        frameVariant,
        formatType,
        matType,
        frame,
        mat,
        ...total,
      } satisfies PhotoFrameArticlePrice);
    }
    return notFound(c, `format ${formatType} is not offered for ${frameType}`);
  });
