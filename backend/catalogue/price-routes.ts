/**
 * Price endpoints of section 7 for wall art: calculator reference, SKU container, prices per format
 * group and format, frames and their variants, photo option groups, aspect ratios.
 */
import { Hono } from "hono";
import type {
  FormatPrices,
  FramePrices,
  FrameTypeVariants,
  PhotoOptionGroups,
  SkuContainer,
  SkuEntry,
} from "../../shared/bff/catalogue.ts";
import {
  calculatorQuery,
  frameQuery,
  frameTypesQuery,
  materialQuery,
  skuQuery,
} from "../../shared/bff/catalogue-query.ts";
import { MAT_SIZES, MAT_TYPES } from "../../shared/catalogue/enumerations.ts";
import { calculatorReference } from "./calculator.ts";
import { type CatalogueEnv, badRequest, issuesText, notFound, queryOf, shopHeaders } from "./shop.ts";
import { validQuery } from "./valid-query.ts";
import { labels, option, options, pricesByPrefix } from "./store.ts";
import { present } from "../../shared/assert/present.ts";

export const priceRoutes = new Hono<CatalogueEnv>()
  .get("/web-api/calculator/reference", shopHeaders(), async (c) => {
    const query = calculatorQuery.safeParse(queryOf(c, ["materials"]));
    if (!query.success) return badRequest(c, issuesText(query.error));
    const result = await calculatorReference(c.env.DB, c.get("shop"), query.data);
    return result.ok ? c.json(result.reference) : notFound(c, result.text);
  })
  .get("/web-api/sku/container", shopHeaders(), async (c) => {
    const query = skuQuery.safeParse(queryOf(c, ["skus"]));
    if (!query.success) return badRequest(c, issuesText(query.error));
    const shop = c.get("shop");
    const [materials, frames, boxes] = await Promise.all(
      ["material", "frame_type", "photobox_type"].map((kind) => options(c.env.DB, kind)),
    );
    const kindOf = (key: string) =>
      materials.some((o) => o.key === key)
        ? "material"
        : frames.some((o) => o.key === key)
          ? "frame"
          : boxes.some((o) => o.key === key)
            ? "photobox"
            : undefined;
    const prices = await pricesByPrefix(
      c.env.DB,
      shop.currency,
      [...new Set(query.data.skus)].map((sku) => {
        const [key, format] = sku.split("_");
        return `${kindOf(key) ?? "unknown"}/${key}/${format}`;
      }),
    );
    const skus: SkuEntry[] = [];
    for (const sku of query.data.skus) {
      const [key, formatType] = sku.split("_");
      const kind = kindOf(key);
      const price = kind ? prices.get(`${kind}/${key}/${formatType}`) : undefined;
      if (!kind || !price) return notFound(c, `unknown SKU ${sku}`);
      const context =
        kind === "material"
          ? { materialType: key, formatType }
          : kind === "frame"
            ? { frameType: key, formatType }
            : { photoboxType: key, formatType };
      skus.push({ sku, context, ...price });
    }
    return c.json({ currency: shop.currency, skus } satisfies SkuContainer);
  })
  .get("/price-api/prices/formats", shopHeaders(), (c) => formatPrices(c, false))
  .get("/price-api/prices/format-group", shopHeaders(), (c) => formatPrices(c, true))
  .get("/web-api/aspect-ratio", shopHeaders(), async (c) => {
    const t = await labels(c.env.DB, c.get("shop").language);
    const groups = await options<{ formats: string[] }>(c.env.DB, "format_group");
    return c.json({
      groups: groups.map((g) => ({ group: g.key, label: t(`formatGroup.${g.key}`), formats: g.data.formats })),
    });
  })
  .get("/web-api/variants-for-frame-types", shopHeaders(), async (c) => {
    const query = frameTypesQuery.safeParse(queryOf(c, ["frameTypes"]));
    if (!query.success) return badRequest(c, issuesText(query.error));
    const t = await labels(c.env.DB, c.get("shop").language);
    const all = await options<{ defaultVariant: string; materials: string[] }>(c.env.DB, "frame_type");
    const wanted = query.data.frameTypes ?? all.map((f) => f.key);
    const unknown = wanted.find((w) => !all.some((f) => f.key === w));
    if (unknown) return notFound(c, `unknown frame type ${unknown}`);
    const frameTypes: FrameTypeVariants["frameTypes"] = [];
    for (const frame of all.filter((f) => wanted.includes(f.key))) {
      const variants = await options<{ isDefault: boolean }>(c.env.DB, "frame_variant", frame.key);
      frameTypes.push({
        frameType: frame.key,
        label: t(`frameType.${frame.key}`),
        defaultVariant: frame.data.defaultVariant,
        materials: frame.data.materials,
        variants: variants.map((v) => ({ value: v.key, label: variantLabel(v.key, t), isDefault: v.data.isDefault })),
      });
    }
    return c.json({ frameTypes } satisfies FrameTypeVariants);
  })
  .get("/price-api/frame", shopHeaders(), validQuery(frameQuery), async (c) => {
    const query = c.req.valid("query");
    const shop = c.get("shop");
    if (!(await option(c.env.DB, "frame_type", query.frameType)))
      return notFound(c, `unknown frame type ${query.frameType}`);
    const prices = await pricesByPrefix(c.env.DB, shop.currency, [`frame/${query.frameType}/`, "mat/mat-weiss/"]);
    const list = (prefix: string) =>
      [...prices]
        .filter(([sku]) => sku.startsWith(prefix))
        .map(([sku, p]) => ({ value: sku.slice(prefix.length), ...p }));
    return c.json({
      currency: shop.currency,
      frameType: query.frameType,
      formats: list(`frame/${query.frameType}/`),
      mat: { sizes: [...MAT_SIZES], types: [...MAT_TYPES], prices: list("mat/mat-weiss/") },
    } satisfies FramePrices);
  })
  .get("/price-api/photo-options-groups", shopHeaders(), async (c) => {
    const shop = c.get("shop");
    const groups = await options<{ materials: string[] }>(c.env.DB, "photo_option_group");
    const prices = await pricesByPrefix(c.env.DB, shop.currency, ["option/"]);
    const result: PhotoOptionGroups["groups"] = [];
    for (const group of groups) {
      const values = await options(c.env.DB, "photo_option", group.key);
      result.push({
        group: group.key,
        materials: group.data.materials,
        options: values.map((v) => ({
          value: v.key,
          ...present(prices.get(`option/${group.key}/${v.key}`), `price option/${group.key}/${v.key}`),
        })),
      });
    }
    return c.json({ currency: shop.currency, groups: result } satisfies PhotoOptionGroups);
  });

function variantLabel(variant: string, t: (key: string) => string): string {
  const shape = /^(eckig|rund)-(.+)$/.exec(variant);
  return shape ? `${t(`frameColour.${shape[2]}`)} (${t(`frameShape.${shape[1]}`)})` : t(`frameColour.${variant}`);
}

async function formatPrices(c: import("hono").Context<CatalogueEnv>, byGroup: boolean): Promise<Response> {
  const query = materialQuery.safeParse(queryOf(c));
  if (!query.success) return badRequest(c, issuesText(query.error));
  const shop = c.get("shop");
  const { material, group } = query.data;
  if (!(await option(c.env.DB, "material", material))) return notFound(c, `unknown material ${material}`);
  const t = await labels(c.env.DB, shop.language);
  const formats = await options<{ group: string }>(c.env.DB, "material_format", material);
  if (byGroup && group && !formats.some((f) => f.data.group === group))
    return notFound(c, `unknown format group ${group} for ${material}`);
  const prices = await pricesByPrefix(c.env.DB, shop.currency, [`material/${material}/`]);
  const groups: FormatPrices["groups"] = [];
  for (const f of formats) {
    if (byGroup && group && f.data.group !== group) continue;
    let entry = groups.find((g) => g.group === f.data.group);
    if (!entry) groups.push((entry = { group: f.data.group, label: t(`formatGroup.${f.data.group}`), formats: [] }));
    entry.formats.push({
      value: f.key,
      ...present(prices.get(`material/${material}/${f.key}`), `price material/${material}/${f.key}`),
    });
  }
  return c.json({ currency: shop.currency, material, groups } satisfies FormatPrices);
}
