/**
 * The quantity form of a card theme (section 9, "Catalogue and pricing"): every entry of the
 * quantity list with its total at the theme's price per card, the default (the 11th) chosen, the
 * price per card and the total for the choice (the `quantity-picker` island), and the envelope
 * extra of the shopper's country where it has one. The GET form opens the card designer through
 * `/configurator-card`, so the chosen quantity goes through the designer rules, with or without
 * JavaScript.
 */
import type { Theme } from "../../../shared/bff/catalogue.ts";
import { defaultQuantity, quantityList } from "../../../shared/catalogue/quantities.ts";
import { formatPrice } from "../../../shared/pricing/format-price.ts";
import type { Currency } from "../../../shared/site/locales.ts";
import { Island } from "../../render/island.tsx";
import type { Translator } from "../../render/i18n.ts";
import type { RequestContext } from "../../site/request-context.ts";
import { announcedReduction } from "../../../shared/pricing/prior-price.ts";

export function CardQuantities({
  theme,
  envelopeExtra,
  currency,
  request,
  t,
}: {
  theme: Theme;
  /** Per card, minor units; 0 where the country has no envelope extra. */
  envelopeExtra: number;
  currency: Currency;
  request: RequestContext;
  t: Translator;
}) {
  const money = (minor: number) => formatPrice(minor, request.locale, currency);
  const { priceCurrent } = theme.price;
  // The struck price is the one the reduction is announced against: the prior price where it is shown.
  const reduction = announcedReduction(theme.price, request.showsPriorPrice);
  return (
    <form className="card-quantities" method="get" action="/configurator-card">
      <input type="hidden" name="themeId" value={String(theme.id)} />
      <input type="hidden" name="formatType" value={theme.format} />
      <input type="hidden" name="locale" value={request.locale} />
      <Island
        name="quantity-picker"
        hydrate="idle"
        props={{
          name: "quantity",
          label: t("catalogue.quantity"),
          choices: quantityList().map((quantity) => [quantity, money(quantity * priceCurrent)]),
          chosen: defaultQuantity(),
          // The placeholders stay for the island to fill in per quantity.
          optionText: t("catalogue.quantityOption", { quantity: "{{quantity}}", price: "{{price}}" }),
          totalText: t("catalogue.totalFor", { quantity: "{{quantity}}" }),
          perCardLabel: t("catalogue.pricePerCard"),
          perCard: money(priceCurrent),
          perCardOriginal: reduction ? money(reduction.reference) : undefined,
        }}
      />
      {envelopeExtra > 0 ? (
        <p className="card-quantities__envelope">{t("catalogue.envelopeExtra", { price: money(envelopeExtra) })}</p>
      ) : null}
      <button type="submit" className="button card-quantities__cta">
        {t("catalogue.designTheme")}
      </button>
    </form>
  );
}
