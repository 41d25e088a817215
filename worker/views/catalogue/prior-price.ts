/**
 * What a server view needs to announce a reduction (`client/components/reduced-price.tsx`): the
 * texts in the page's language, and the prior price a reduced offer's structured data names.
 */
import type { ReducedPriceTexts } from "../../../client/components/reduced-price.tsx";
import { announcedReduction } from "../../../shared/pricing/prior-price.ts";
import type { PriceRecord } from "../../../shared/pricing/price-record.ts";
import type { Translator } from "../../render/i18n.ts";
import type { RequestContext } from "../../site/request-context.ts";

export function reducedPriceTexts(t: Translator): ReducedPriceTexts {
  return {
    sale: t("catalogue.sale", { percent: "{{percent}}" }),
    originalPrice: t("catalogue.originalPrice", { price: "{{price}}" }),
    priorPrice: t("catalogue.priorPrice", { days: "{{days}}", price: "{{price}}" }),
  };
}

/** The prior price of a reduced offer where the page shows it, for its structured data; else undefined. */
export function priorPriceOf(price: PriceRecord, request: RequestContext): number | undefined {
  if (!request.showsPriorPrice) return undefined;
  return announcedReduction(price, true)?.reference;
}
