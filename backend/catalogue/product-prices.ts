/**
 * One price per configured product (section 3, "Price, format and SKU shapes"; section 9), in one
 * currency, from the catalogue tables: the price endpoints of section 7 and the cart (an article
 * added from the designer, docs/decisions/045) both ask here, so the cart always shows the price
 * the calculator and the product pages showed.
 */
import { swapFormat } from "../../shared/catalogue/format-string.ts";
import { type PriceRecord, addPrices, timesPrice } from "../../shared/pricing/price-record.ts";
import type { Currency } from "../../shared/site/locales.ts";
import { option, price, pricesByPrefix } from "./store.ts";
import { present } from "../../shared/assert/present.ts";

export type Priced<T = object> =
  | ({ ok: true; price: PriceRecord } & T)
  | { ok: false; status: 400 | 404; text: string };

const unknown = (text: string) => ({ ok: false, status: 404, text }) as const;

/**
 * Wall art (section 2, "Designer hand-off"): a material alone, a material with its frame, or the
 * frame alone (a frame-only photo frame), as the calculator prices them (`calculator.ts`). A
 * format the calculator showed turned to portrait (the portrait swap of section 4) costs what
 * its landscape form costs.
 */
export async function wallArtPrice(
  db: D1Database,
  currency: Currency,
  o: { materialType?: string; frameType?: string; frameVariant?: string; formatType: string },
): Promise<Priced> {
  if (o.materialType && !(await option(db, "material", o.materialType)))
    return unknown(`unknown material ${o.materialType}`);
  if (o.frameType && !(await option(db, "frame_type", o.frameType)))
    return unknown(`unknown frame type ${o.frameType}`);
  if (o.frameVariant && (!o.frameType || !(await option(db, "frame_variant", o.frameVariant, o.frameType))))
    return unknown(`unknown frame variant ${o.frameVariant}`);
  for (const formatType of [o.formatType, swapFormat(o.formatType)]) {
    if (!formatType) continue;
    const parts = [
      o.materialType && `material/${o.materialType}/${formatType}`,
      o.frameType && `frame/${o.frameType}/${formatType}`,
    ].filter((sku): sku is string => Boolean(sku));
    const prices = await pricesByPrefix(db, currency, parts);
    if (parts.every((sku) => prices.has(sku)))
      return { ok: true, price: parts.map((sku) => present(prices.get(sku), `price ${sku}`)).reduce(addPrices) };
  }
  return unknown(
    `format ${o.formatType} is not offered for ${[o.materialType, o.frameType].filter(Boolean).join(" with ")}`,
  );
}

/** A photo box or photo prints of one format (section 7, /price-api/photoboxes). */
export async function photoboxPrice(
  db: D1Database,
  currency: Currency,
  type: string,
  formatType: string,
): Promise<Priced> {
  if (!(await option(db, "photobox_type", type))) return unknown(`unknown photo box type ${type}`);
  const found = await price(db, currency, `photobox/${type}/${formatType}`);
  return found ? { ok: true, price: found } : unknown(`format ${formatType} is not offered for ${type}`);
}

/** A calendar: type and format, plus its mounting (the type's first when none is named). */
export async function calendarPrice(
  db: D1Database,
  currency: Currency,
  q: { calendarType: string; formatType: string; mounting?: string },
): Promise<Priced<{ mounting: string }>> {
  const type = await option<{ mountings: string[] }>(db, "calendar_type", q.calendarType);
  if (!type) return unknown(`unknown calendar type ${q.calendarType}`);
  const mounting = q.mounting ?? type.data.mountings[0];
  if (!type.data.mountings.includes(mounting))
    return unknown(`mounting ${mounting} is not offered for ${q.calendarType}`);
  const base = await price(db, currency, `calendar/${q.calendarType}/${q.formatType}`);
  if (!base) return unknown(`unknown format ${q.formatType} for ${q.calendarType}`);
  const extra = present(await price(db, currency, `mounting/${mounting}`), `price mounting/${mounting}`);
  return { ok: true, price: addPrices(base, extra), mounting };
}

/** A photo book: type and format, the pages beyond the type's minimum, and the paper (the type's first by default). */
export async function photobookPrice(
  db: D1Database,
  currency: Currency,
  q: { photobookType: string; format: string; pageCount?: number; paper?: string },
): Promise<Priced<{ pageCount: number; paper: string }>> {
  const type = await option<{ papers: string[]; minPages: number; maxPages: number }>(
    db,
    "photobook_type",
    q.photobookType,
  );
  if (!type) return unknown(`unknown photo book type ${q.photobookType}`);
  const pageCount = q.pageCount ?? type.data.minPages;
  if (pageCount < type.data.minPages || pageCount > type.data.maxPages || pageCount % 2 !== 0) {
    return {
      ok: false,
      status: 400,
      text: `pageCount must be an even number from ${type.data.minPages} to ${type.data.maxPages}`,
    };
  }
  const paper = q.paper ?? type.data.papers[0];
  if (!type.data.papers.includes(paper)) return unknown(`paper ${paper} is not offered for ${q.photobookType}`);
  const { photobookType, format } = q;
  const prices = await pricesByPrefix(db, currency, [
    `photobook/${photobookType}/${format}`,
    `photobook-page/${photobookType}/${format}`,
    `photobook-paper/${paper}`,
  ]);
  const base = prices.get(`photobook/${photobookType}/${format}`);
  if (!base) return unknown(`unknown format ${format} for ${photobookType}`);
  const perPage = present(
    prices.get(`photobook-page/${photobookType}/${format}`),
    `price photobook-page/${photobookType}/${format}`,
  );
  const extraPages = pageCount - type.data.minPages;
  const pages = timesPrice(perPage, extraPages);
  return {
    ok: true,
    price: addPrices(
      addPrices(base, pages),
      present(prices.get(`photobook-paper/${paper}`), `price photobook-paper/${paper}`),
    ),
    pageCount,
    paper,
  };
}

/** One card of a theme's format with its refinement ('none' by default); the card price is this times the quantity. */
export async function cardUnitPrice(
  db: D1Database,
  currency: Currency,
  format: string,
  refinement = "none",
): Promise<Priced> {
  const extra = await price(db, currency, `refinement/${refinement}`);
  if (!extra) return unknown(`unknown refinement ${refinement}`);
  const unit = await price(db, currency, `card/${format}`);
  return unit ? { ok: true, price: addPrices(unit, extra) } : unknown(`unknown card format ${format}`);
}
