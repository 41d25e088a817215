/**
 * Reads the catalogue tables (migrations 0100 and 0101). The binding is passed in; rows are mapped
 * to plain values here and nowhere else.
 */
import type { PriceRecord } from "../../shared/pricing/price-record.ts";
import { saleHistoryByPrefix, saleHistoryOf, withPriorPrices } from "./price-history.ts";
import type { Currency, Language } from "../../shared/site/locales.ts";

type PriceRow = { sku: string; price_original: number; price_current: number };
type HistoryRow = { sku: string; price_current: number; effective_from: string };

export interface OptionRow<D = Record<string, unknown>> {
  key: string;
  parent: string;
  data: D;
}

export async function options<D = Record<string, unknown>>(
  db: D1Database,
  kind: string,
  parent?: string,
): Promise<OptionRow<D>[]> {
  const statement =
    parent === undefined
      ? db
          .prepare("SELECT key, parent, data FROM catalogue_options WHERE kind = ? ORDER BY parent, position")
          .bind(kind)
      : db
          .prepare("SELECT key, parent, data FROM catalogue_options WHERE kind = ? AND parent = ? ORDER BY position")
          .bind(kind, parent);
  const { results } = await statement.all<{ key: string; parent: string; data: string }>();
  return results.map((r) => ({ key: r.key, parent: r.parent, data: JSON.parse(r.data) as D }));
}

/** Options of one kind under each of the parents, in one query: parent -> its options in position order. */
export async function optionsUnder<D = Record<string, unknown>>(
  db: D1Database,
  kind: string,
  parents: string[],
): Promise<Map<string, OptionRow<D>[]>> {
  const byParent = new Map<string, OptionRow<D>[]>(parents.map((parent) => [parent, []]));
  if (parents.length === 0) return byParent;
  const { results } = await db
    .prepare(
      `SELECT key, parent, data FROM catalogue_options WHERE kind = ? AND parent IN (${parents.map(() => "?").join(", ")}) ORDER BY parent, position`,
    )
    .bind(kind, ...parents)
    .all<{ key: string; parent: string; data: string }>();
  for (const r of results)
    byParent.get(r.parent)?.push({ key: r.key, parent: r.parent, data: JSON.parse(r.data) as D });
  return byParent;
}

export async function option<D = Record<string, unknown>>(
  db: D1Database,
  kind: string,
  key: string,
  parent = "",
): Promise<OptionRow<D> | undefined> {
  const row = await db
    .prepare("SELECT key, parent, data FROM catalogue_options WHERE kind = ? AND parent = ? AND key = ?")
    .bind(kind, parent, key)
    .first<{ key: string; parent: string; data: string }>();
  return row ? { key: row.key, parent: row.parent, data: JSON.parse(row.data) as D } : undefined;
}

/** Every price whose SKU starts with one of the prefixes, in one currency, sale prices with their prior price. */
export async function pricesByPrefix(
  db: D1Database,
  currency: Currency,
  prefixes: string[],
): Promise<Map<string, PriceRecord>> {
  const prices = new Map<string, PriceRecord>();
  if (prefixes.length === 0) return prices;
  const statements = prefixes.map((prefix) =>
    db
      .prepare(
        "SELECT sku, price_original, price_current FROM catalogue_prices WHERE currency = ? AND sku >= ? AND sku < ?",
      )
      .bind(currency, prefix, `${prefix}\uffff`),
  );
  const history = prefixes.map((prefix) => saleHistoryByPrefix(db, currency, prefix));
  const answers = await db.batch<PriceRow | HistoryRow>([...statements, ...history]);
  for (const { results } of answers.slice(0, prefixes.length) as D1Result<PriceRow>[]) {
    for (const r of results) prices.set(r.sku, { priceOriginal: r.price_original, priceCurrent: r.price_current });
  }
  for (const { results } of answers.slice(prefixes.length) as D1Result<HistoryRow>[]) withPriorPrices(prices, results);
  return prices;
}

export async function price(db: D1Database, currency: Currency, sku: string): Promise<PriceRecord | undefined> {
  const [row, history] = await db.batch<PriceRow | HistoryRow>([
    db
      .prepare("SELECT sku, price_original, price_current FROM catalogue_prices WHERE currency = ? AND sku = ?")
      .bind(currency, sku),
    saleHistoryOf(db, currency, sku),
  ]);
  const found = (row as D1Result<PriceRow>).results[0];
  if (!found) return undefined;
  const prices = new Map([[sku, { priceOriginal: found.price_original, priceCurrent: found.price_current }]]);
  withPriorPrices(prices, (history as D1Result<HistoryRow>).results);
  return prices.get(sku);
}

export type Labels = (key: string) => string;

/** The label vocabulary in one language; a missing key reads as the part after its first dot. */
export async function labels(db: D1Database, language: Language): Promise<Labels> {
  const { results } = await db
    .prepare("SELECT key, text FROM catalogue_labels WHERE language = ?")
    .bind(language)
    .all<{ key: string; text: string }>();
  const map = new Map(results.map((r) => [r.key, r.text]));
  return (key) => map.get(key) ?? key.slice(key.indexOf(".") + 1);
}
