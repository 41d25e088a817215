/**
 * Price records (section 3, "Price, format and SKU shapes"): money is integer minor units.
 * A sale applies when the original exceeds the current price; the discount share is
 * (original - current) / original, and the original is struck through in the same case.
 */
export interface PriceRecord {
  priceOriginal: number;
  priceCurrent: number;
}

export function isOnSale(price: PriceRecord): boolean {
  return price.priceOriginal > price.priceCurrent;
}

/** The discount share between 0 and 1; 0 when there is no sale. */
export function discountShare(price: PriceRecord): number {
  return isOnSale(price) && price.priceOriginal > 0 ? (price.priceOriginal - price.priceCurrent) / price.priceOriginal : 0;
}

/** The discount as whole percent for a label, rounded down so it never promises too much. */
export function discountPercent(price: PriceRecord): number {
  return Math.floor(discountShare(price) * 100 + 1e-9);
}

export function addPrices(a: PriceRecord, b: PriceRecord): PriceRecord {
  return { priceOriginal: a.priceOriginal + b.priceOriginal, priceCurrent: a.priceCurrent + b.priceCurrent };
}
