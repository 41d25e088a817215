/**
 * The quantity list of a card theme (section 9, "Catalogue and pricing"; issue 10, part 5): every
 * entry of the quantity list with its price at the theme's price per card, the default (the 11th)
 * chosen, and the envelope extra of the shopper's country where it has one. The form opens the card
 * designer through `/configurator-card`, so the chosen quantity goes through the designer rules.
 */
import type { Theme } from "../../../shared/bff/catalogue.ts";
import { defaultQuantity, quantityList } from "../../../shared/catalogue/quantities.ts";
import { formatPrice } from "../../../shared/pricing/format-price.ts";
import type { Currency } from "../../../shared/site/locales.ts";
import type { Translator } from "../../render/i18n.ts";
import type { RequestContext } from "../../site/request-context.ts";

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
  const chosen = defaultQuantity();
  return (
    <form className="card-quantities" method="get" action="/configurator-card">
      <input type="hidden" name="themeId" value={String(theme.id)} />
      <input type="hidden" name="formatType" value={theme.format} />
      <input type="hidden" name="locale" value={request.locale} />
      <label className="card-quantities__field">
        <span>{t("catalogue.quantity")}</span>
        <select name="quantity" defaultValue={String(chosen)}>
          {quantityList().map((quantity) => (
            <option key={quantity} value={String(quantity)}>
              {t("catalogue.quantityOption", { quantity, price: money(quantity * theme.price.priceCurrent) })}
            </option>
          ))}
        </select>
      </label>
      {envelopeExtra > 0 ? (
        <p className="card-quantities__envelope">{t("catalogue.envelopeExtra", { price: money(envelopeExtra) })}</p>
      ) : null}
      <button type="submit" className="button">
        {t("catalogue.designTheme")}
      </button>
    </form>
  );
}
