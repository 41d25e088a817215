/**
 * Money for display (section 9, "Price formatting": at least and at most 2 decimals): integer
 * minor units in the route's currency and locale, never the runtime default (STYLE habit 7).
 * A stand-in on `Intl.NumberFormat` until the price formatter of `shared/price/` is merged;
 * the CHF apostrophe grouping and the 'ab' prefix are that formatter's job.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMoney(minor: number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase(), minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(key, formatter);
  }
  return formatter.format(minor / 100);
}
