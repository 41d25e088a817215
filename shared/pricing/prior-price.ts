/**
 * The prior price of a price reduction (Directive 98/6/EC, article 6a, inserted by Directive (EU)
 * 2019/2161; in Germany § 11 PAngV; docs/decisions/195): the lowest price the shop applied during
 * the 30 days before the reduction. A reduction may be announced only against it: the struck-out
 * price and the percentage both refer to it.
 */
import { type PriceRecord, discountShare, isSale } from "./price-record.ts";

/** The period the prior price looks back over, before the current price took effect (article 6a(2)). */
export const PRIOR_PRICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One applied price and the moment it took effect (ISO 8601). */
export interface AppliedPrice {
  price: number;
  from: string;
}

/**
 * The lowest price of the 30 days before the current price took effect, from the history of one
 * SKU in time order whose last entry is the current price. The current price took effect where the
 * history last changed to it; the window holds every price in effect during the 30 days before,
 * including the one already in effect when the window opened. Undefined when the history knows no
 * earlier price (nothing was reduced) or disagrees with the current price.
 */
export function lowestPriorPrice(history: readonly AppliedPrice[], current: number): number | undefined {
  let start = history.length - 1;
  if (start < 0 || history[start].price !== current) return undefined;
  while (start > 0 && history[start - 1].price === current) start--;
  if (start === 0) return undefined;
  const opens = Date.parse(history[start].from) - PRIOR_PRICE_DAYS * DAY_MS;
  let lowest = Number.POSITIVE_INFINITY;
  for (let i = start - 1; i >= 0; i--) {
    lowest = Math.min(lowest, history[i].price);
    if (Date.parse(history[i].from) <= opens) break;
  }
  return lowest;
}

/**
 * How a reduction may be announced: against the prior price when the shop shows it (every EU shop,
 * and elsewhere as the operator sets it), else against the list price as section 3 has it. Null when
 * there is no reduction to announce: no sale, no known prior price, or a current price that is not
 * below the prior one (a reduction that follows a raise within 30 days).
 */
export function announcedReduction(
  price: PriceRecord,
  showsPriorPrice: boolean,
): { reference: number; share: number; prior: boolean } | null {
  if (!isSale(price)) return null;
  const reference = showsPriorPrice ? price.pricePrior : price.priceOriginal;
  if (reference === undefined || reference <= price.priceCurrent || reference <= 0) return null;
  // Section 3's discount share, with the reference as the original price.
  const share = discountShare({ priceOriginal: reference, priceCurrent: price.priceCurrent });
  return { reference, share, prior: showsPriorPrice };
}

/** The percentage a badge shows: whole percent, rounded down so a badge never promises more than the reduction. */
export function reductionPercent(share: number): number {
  return Math.floor(share * 100 + 1e-9);
}
