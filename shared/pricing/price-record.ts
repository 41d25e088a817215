/**
 * The price record and its sale rules (specification section 3, "Price, format and SKU shapes").
 * Amounts are integer minor units (cents, Rappen, pence).
 */

export interface PriceRecord {
  priceOriginal: number;
  priceCurrent: number;
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
