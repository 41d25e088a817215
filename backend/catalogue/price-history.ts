/**
 * The price history (migration 0110, docs/decisions/195): the lowest price of the 30 days before
 * each current reduction, read beside the prices themselves. The history is written by triggers on
 * `catalogue_prices`, so every way a price changes is recorded; `changePrice` is the backend's path.
 */
import { type AppliedPrice, lowestPriorPrice } from "../../shared/pricing/prior-price.ts";
import type { PriceRecord } from "../../shared/pricing/price-record.ts";
import type { Currency } from "../../shared/site/locales.ts";

type HistoryRow = { sku: string; price_current: number; effective_from: string };

const ON_SALE_HISTORY = `SELECT h.sku, h.price_current, h.effective_from
  FROM catalogue_price_history h
  JOIN catalogue_prices p ON p.sku = h.sku AND p.currency = h.currency
  WHERE p.currency = ? AND p.price_original > p.price_current`;

/** The history of every SKU on sale that starts with the prefix, in time order. */
export function saleHistoryByPrefix(db: D1Database, currency: Currency, prefix: string): D1PreparedStatement {
  return db
    .prepare(`${ON_SALE_HISTORY} AND p.sku >= ? AND p.sku < ? ORDER BY h.sku, h.effective_from`)
    .bind(currency, prefix, `${prefix}\uffff`);
}

/** The history of one SKU when it is on sale, in time order. */
export function saleHistoryOf(db: D1Database, currency: Currency, sku: string): D1PreparedStatement {
  return db.prepare(`${ON_SALE_HISTORY} AND p.sku = ? ORDER BY h.effective_from`).bind(currency, sku);
}

/** Adds each sale price's prior price to the records, from history rows in SKU and time order. */
export function withPriorPrices(prices: Map<string, PriceRecord>, rows: Iterable<HistoryRow>): void {
  const bySku = new Map<string, AppliedPrice[]>();
  for (const r of rows) {
    const list = bySku.get(r.sku) ?? [];
    list.push({ price: r.price_current, from: r.effective_from });
    bySku.set(r.sku, list);
  }
  for (const [sku, history] of bySku) {
    const record = prices.get(sku);
    const prior = record ? lowestPriorPrice(history, record.priceCurrent) : undefined;
    if (record && prior !== undefined) record.pricePrior = prior;
  }
}

/**
 * Sets a SKU's list and current price in one currency; the trigger records the change with the
 * moment it took effect. False when the SKU has no price in that currency (nothing is created).
 * No operator route calls it yet (prices come from the seed); tests change prices through it.
 * @internal
 */
export async function changePrice(
  db: D1Database,
  currency: Currency,
  sku: string,
  price: { priceOriginal: number; priceCurrent: number },
): Promise<boolean> {
  const result = await db
    .prepare("UPDATE catalogue_prices SET price_original = ?, price_current = ? WHERE currency = ? AND sku = ?")
    .bind(price.priceOriginal, price.priceCurrent, currency, sku)
    .run();
  return result.meta.changes > 0;
}
