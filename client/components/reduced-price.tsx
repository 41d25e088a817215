/**
 * A price, and where it is reduced the reduction as the law lets it be announced (Directive 98/6/EC,
 * article 6a; docs/decisions/195 and 196): the struck-out price and the percentage refer to the
 * prior price, the lowest of the 30 days before the reduction, which is named in words below. Where
 * the country goes without the prior price, the list price is struck out as section 3 has it. Used
 * by the server views and by the islands alike.
 */
import { PRIOR_PRICE_DAYS, announcedReduction, reductionPercent } from "../../shared/pricing/prior-price.ts";
import type { PriceRecord } from "../../shared/pricing/price-record.ts";

export interface ReducedPriceTexts {
  /** The badge, with `{{percent}}`. */
  sale: string;
  /** The struck-out list price for screen readers, with `{{price}}`. */
  originalPrice: string;
  /** The prior price in words, with `{{days}}` and `{{price}}`. */
  priorPrice: string;
}

export function ReducedPrice({
  price,
  showsPriorPrice,
  money,
  texts,
  label = (amount) => amount,
}: {
  price: PriceRecord;
  showsPriorPrice: boolean;
  money: (minor: number) => string;
  texts: ReducedPriceTexts;
  /** The current price as the place words it (`2,80 € pro Karte`). */
  label?: (amount: string) => string;
}) {
  const reduction = announcedReduction(price, showsPriorPrice);
  const current = label(money(price.priceCurrent));
  if (!reduction) return <span className="price">{current}</span>;
  const reference = money(reduction.reference);
  return (
    <span className="price price--sale">
      {reduction.prior ? (
        <s aria-hidden="true">{reference}</s>
      ) : (
        <s>
          <span className="visually-hidden">{texts.originalPrice.replace("{{price}}", reference)}</span>
          <span aria-hidden="true">{reference}</span>
        </s>
      )}{" "}
      <strong>{current}</strong>{" "}
      <span className="price__discount">
        {texts.sale.replace("{{percent}}", String(reductionPercent(reduction.share)))}
      </span>
      {reduction.prior ? (
        <span className="price__prior" data-prior-price={reduction.reference}>
          {texts.priorPrice.replace("{{days}}", String(PRIOR_PRICE_DAYS)).replace("{{price}}", reference)}
        </span>
      ) : null}
    </span>
  );
}
