/**
 * The price of an article the designer hands back to the cart (section 2, "Designer hand-off";
 * docs/decisions/045): read from the designer parameters it was configured with and priced here
 * from D1 in the shop's currency, never taken from the browser. The unit price is what the
 * calculator or product page showed for that product, format and options; the quantity is the
 * card quantity or the photo book amount, else 1. An unknown product or format is a 404, a
 * malformed parameter a 400; nothing is priced then.
 */
import { ARTICLE_OPTIONS, type ArticleOptions } from "../../shared/designer/article-options.ts";
import type { DesignerType } from "../../shared/designer/options.ts";
import type { PriceRecord } from "../../shared/pricing/price-record.ts";
import type { Currency } from "../../shared/site/locales.ts";
import {
  calendarPrice,
  cardUnitPrice,
  photoboxPrice,
  photobookPrice,
  type Priced,
  wallArtPrice,
} from "./product-prices.ts";
import { issuesText } from "./shop.ts";

export type ArticlePrice =
  | { ok: true; unitPrice: PriceRecord; quantity: number }
  | { ok: false; status: 400 | 404; text: string };

async function themeFormat(db: D1Database, themeId: number): Promise<string | undefined> {
  const row = await db.prepare("SELECT format FROM themes WHERE id = ?").bind(themeId).first<{ format: string }>();
  return row?.format;
}

const one = (result: Priced) => (result.ok ? { ...result, quantity: 1 } : result);

/** Each designer type's options, already checked against its schema. */
const PRICERS: {
  [T in DesignerType]: (
    db: D1Database,
    currency: Currency,
    o: ArticleOptions[T],
  ) => Promise<Priced<{ quantity: number }>>;
} = {
  photoFrame: async (db, currency, o) => one(await wallArtPrice(db, currency, o)),
  collage: async (db, currency, o) => one(await wallArtPrice(db, currency, o)),
  photobox: async (db, currency, o) => one(await photoboxPrice(db, currency, o.type, `${o.width}x${o.height}`)),
  calendar: async (db, currency, o) => one(await calendarPrice(db, currency, o)),
  photobook: async (db, currency, o) => {
    const result = await photobookPrice(db, currency, {
      photobookType: `${o.printing}-${o.cover}`,
      format: o.format,
      pageCount: o.pageCount,
      paper: o.paper,
    });
    return result.ok ? { ok: true, price: result.price, quantity: o.amount ?? 1 } : result;
  },
  card: async (db, currency, o) => {
    const format = await themeFormat(db, o.themeId);
    if (!format) return { ok: false, status: 404, text: `unknown theme ${o.themeId}` };
    if (o.formatType && o.formatType !== format)
      return { ok: false, status: 404, text: `format ${o.formatType} is not offered for theme ${o.themeId}` };
    const result = await cardUnitPrice(db, currency, format, o.refinementType);
    return result.ok ? { ok: true, price: result.price, quantity: o.quantity ?? 1 } : result;
  },
};

async function priced<T extends DesignerType>(
  type: T,
  db: D1Database,
  currency: Currency,
  options: Record<string, string>,
): Promise<Priced<{ quantity: number }>> {
  const parsed = ARTICLE_OPTIONS[type].safeParse(options);
  if (!parsed.success) return { ok: false, status: 400, text: issuesText(parsed.error) };
  return PRICERS[type](db, currency, parsed.data as ArticleOptions[T]);
}

export async function priceArticle(
  db: D1Database,
  currency: Currency,
  type: DesignerType,
  options: Record<string, string>,
): Promise<ArticlePrice> {
  const result = await priced(type, db, currency, options);
  return result.ok ? { ok: true, unitPrice: result.price, quantity: result.quantity } : result;
}
