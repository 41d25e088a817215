/**
 * Collage designer design groups (section 7): the categories with their design groups, filtered by
 * the query array `categoryIds[]` (/web-api/collage-designer-design-groups), and one design group by
 * `designGroupSetId` with the price of each of its formats (/web-api/collage-designer-design-group).
 * Prices are poster prices (the collage calculator's first material, `shared/catalogue/products.ts`);
 * a portrait format costs what its landscape form costs. Data: migration 0400.
 */
import { Hono } from "hono";
import type {
  CollageDesignGroup,
  CollageDesignGroupAnswer,
  CollageDesignGroups,
} from "../../shared/backend-contract/types.ts";
import { collageGroupQuery, collageGroupsQuery } from "../../shared/backend-contract/queries.ts";
import { swapFormat } from "../../shared/catalogue/format-string.ts";
import { type PriceRecord, priceOnly } from "../../shared/pricing/price-record.ts";
import { CHANNEL_FLAGS } from "../../shared/site/sites.ts";
import { type CatalogueEnv, badRequest, issuesText, notFound, queryOf, shopHeaders } from "../catalogue/shop.ts";
import { validQuery } from "../catalogue/valid-query.ts";
import { type OptionRow, labels, options, pricesByPrefix } from "../catalogue/store.ts";

export const COLLAGE_PRICE_MATERIAL = "poster";

interface GroupData {
  name: string;
  photoCount: number;
  orientation: CollageDesignGroup["orientation"];
  formats: string[];
}

function formatPrices(
  group: OptionRow<GroupData>,
  prices: Map<string, PriceRecord>,
): Array<PriceRecord & { value: string }> {
  return group.data.formats.flatMap((value) => {
    const p =
      prices.get(`material/${COLLAGE_PRICE_MATERIAL}/${value}`) ??
      prices.get(`material/${COLLAGE_PRICE_MATERIAL}/${swapFormat(value)}`);
    return p ? [{ value, ...p }] : [];
  });
}

function toGroup(group: OptionRow<GroupData>, prices: Map<string, PriceRecord>): CollageDesignGroup | undefined {
  const priced = formatPrices(group, prices);
  const from = priced.reduce<PriceRecord | undefined>(
    (best, p) => (!best || p.priceCurrent < best.priceCurrent ? p : best),
    undefined,
  );
  if (!from) return undefined;
  const { name, photoCount, orientation, formats } = group.data;
  return {
    id: Number(group.key),
    categoryId: Number(group.parent),
    name,
    photoCount,
    orientation,
    formats,
    fromPrice: priceOnly(from),
  };
}

export const collageRoutes = new Hono<CatalogueEnv>()
  .get("/web-api/collage-designer-design-groups", shopHeaders(), async (c) => {
    const query = collageGroupsQuery.safeParse(queryOf(c, ["categoryIds"]));
    if (!query.success) return badRequest(c, issuesText(query.error));
    const shop = c.get("shop");
    const [categories, groups, prices, t] = await Promise.all([
      options(c.env.DB, "collage_category"),
      options<GroupData>(c.env.DB, "collage_design_group"),
      pricesByPrefix(c.env.DB, shop.currency, [`material/${COLLAGE_PRICE_MATERIAL}/`]),
      labels(c.env.DB, shop.language),
    ]);
    const wanted = query.data.categoryIds?.map(String) ?? categories.map((k) => k.key);
    const unknown = wanted.find((id) => !categories.some((k) => k.key === id));
    if (unknown) return notFound(c, `unknown collage category ${unknown}`);
    return c.json({
      currency: shop.currency,
      categories: [...new Set(wanted)].map((id) => ({
        id: Number(id),
        label: t(`collageCategory.${id}`),
        designGroups: groups.filter((g) => g.parent === id).flatMap((g) => toGroup(g, prices) ?? []),
      })),
    } satisfies CollageDesignGroups);
  })
  .get("/web-api/collage-designer-design-group", shopHeaders(), validQuery(collageGroupQuery), async (c) => {
    const query = c.req.valid("query");
    const shop = c.get("shop");
    const id = String(query.designGroupSetId);
    const [groups, prices] = await Promise.all([
      options<GroupData>(c.env.DB, "collage_design_group"),
      pricesByPrefix(c.env.DB, shop.currency, [`material/${COLLAGE_PRICE_MATERIAL}/`]),
    ]);
    const row = groups.find((g) => g.key === id);
    const group = row && toGroup(row, prices);
    if (!row || !group) return notFound(c, `unknown collage design group ${id}`);
    return c.json({
      currency: shop.currency,
      isDefault: CHANNEL_FLAGS[shop.channel].defaultCollageId === id,
      designGroup: { ...group, formatPrices: formatPrices(row, prices) },
    } satisfies CollageDesignGroupAnswer);
  });
