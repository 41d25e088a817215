/**
 * The price record and its sale rules (specification section 3, "Price, format and SKU shapes").
 * Amounts are integer minor units (cents, Rappen, pence).
 */

export interface PriceRecord {
  priceOriginal: number;
  priceCurrent: number;
  /**
   * On a sale only: the lowest price of the 30 days before the current price took effect
   * (`prior-price.ts`), from the backend's price history; absent when the history knows none.
   */
  pricePrior?: number;
}

/** Two prices as one (a material with its frame, a base price with its extra): a prior price when either part has one. */
export function addPrices(a: PriceRecord, b: PriceRecord): PriceRecord {
  const sum: PriceRecord = {
    priceOriginal: a.priceOriginal + b.priceOriginal,
    priceCurrent: a.priceCurrent + b.priceCurrent,
  };
  if (a.pricePrior !== undefined || b.pricePrior !== undefined)
    sum.pricePrior = (a.pricePrior ?? a.priceCurrent) + (b.pricePrior ?? b.priceCurrent);
  return sum;
}

/** The price fields of a record that carries more (a format, a line), prior price included. */
export function priceOnly(record: PriceRecord): PriceRecord {
  const { priceOriginal, priceCurrent, pricePrior } = record;
  return pricePrior === undefined ? { priceOriginal, priceCurrent } : { priceOriginal, priceCurrent, pricePrior };
}

/** A unit price times a quantity, prior price included. */
export function timesPrice(unit: PriceRecord, quantity: number): PriceRecord {
  const total: PriceRecord = {
    priceOriginal: unit.priceOriginal * quantity,
    priceCurrent: unit.priceCurrent * quantity,
  };
  if (unit.pricePrior !== undefined) total.pricePrior = unit.pricePrior * quantity;
  return total;
}

/** A sale applies when the original price exceeds the current one (section 3). */
export function isSale(price: PriceRecord): boolean {
  return price.priceOriginal > price.priceCurrent;
}

/**
 * The discount share, (original - current) / original, between 0 and 1 (section 3). Outside a
 * sale there is no discount, so the share is 0 (this also keeps a zero original from dividing by zero).
 */
export function discountShare(price: PriceRecord): number {
  if (!isSale(price) || price.priceOriginal <= 0) return 0;
  return (price.priceOriginal - price.priceCurrent) / price.priceOriginal;
}
