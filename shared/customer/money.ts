/**
 * Money for the customer pages: integer minor units in data, formatted with the route's locale and
 * currency (STYLE habit 7): minimum and maximum two decimals (section 9, "Price formatting").
 */
import type { Currency, Locale } from "../site/locales.ts";

export function formatMoney(minor: number, currency: Currency, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);
}
