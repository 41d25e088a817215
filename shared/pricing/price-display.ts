/**
 * What a price shows (specification section 3, "Price, format and SKU shapes"; section 9): the
 * current price, the original struck through during a sale, and the discount share.
 */
import type { Currency, Locale } from "../site/locales.ts";
import { formatFromPrice, formatPrice } from "./format-price.ts";
import { type PriceRecord, discountShare, showsStruckThroughPrice } from "./price-record.ts";

export interface PriceDisplay {
  /** The current price, with the "from" word when one was given. */
  current: string;
  /** The original price, to be shown struck through; only during a sale. */
  struckThrough?: string;
  /** (original - current) / original during a sale, else 0. */
  discountShare: number;
}

export interface PriceDisplayOptions {
  locale: Locale;
  currency: Currency;
  /** The translated `price.from` word, for "from" prices of a product or format group. */
  fromWord?: string;
}

export function displayPrice(price: PriceRecord, { locale, currency, fromWord }: PriceDisplayOptions): PriceDisplay {
  const current =
    fromWord === undefined
      ? formatPrice(price.priceCurrent, locale, currency)
      : formatFromPrice(price.priceCurrent, locale, currency, fromWord);
  const display: PriceDisplay = { current, discountShare: discountShare(price) };
  if (showsStruckThroughPrice(price)) display.struckThrough = formatPrice(price.priceOriginal, locale, currency);
  return display;
}
