/**
 * The rows of a "formats and prices" table (section 2, "Global page types": formats and prices),
 * made from the same calculator reference the price calculator shows, so a page
 * never shows two prices for one format: per format the lowest current price among the table's
 * options ('from' when the options price it differently), in the order the calculator lists them.
 */
import type { CalculatorReference } from "../bff/catalogue.ts";

export interface FormatTableRow {
  format: string;
  priceCurrent: number;
  priceOriginal: number;
  /** The lowest price of the 30 days before a reduction, where the format is reduced. */
  pricePrior?: number;
  /** Several options offer the format at different prices: the price is a 'from' price. */
  from: boolean;
}

/** `only`: the formats the story names (in its order); otherwise every format the calculator lists. */
export function formatTableRows(
  reference: Pick<CalculatorReference, "options">,
  only: string[] = [],
): FormatTableRow[] {
  const rows = new Map<string, FormatTableRow>();
  for (const option of reference.options) {
    for (const f of option.formats) {
      if (only.length > 0 ? !only.includes(f.value) : !f.listed) continue;
      const row = rows.get(f.value);
      if (!row)
        rows.set(f.value, {
          format: f.value,
          priceCurrent: f.priceCurrent,
          priceOriginal: f.priceOriginal,
          ...(f.pricePrior === undefined ? {} : { pricePrior: f.pricePrior }),
          from: false,
        });
      else if (row.priceCurrent !== f.priceCurrent) {
        const cheaper = f.priceCurrent < row.priceCurrent ? f : row;
        rows.set(f.value, {
          format: f.value,
          priceCurrent: cheaper.priceCurrent,
          priceOriginal: cheaper.priceOriginal,
          ...(cheaper.pricePrior === undefined ? {} : { pricePrior: cheaper.pricePrior }),
          from: true,
        });
      }
    }
  }
  const list = [...rows.values()];
  return only.length > 0 ? only.flatMap((format) => list.filter((r) => r.format === format)) : list;
}
