/**
 * Price formatting (specification section 9, "Catalogue and pricing"; STYLE habit 7): integer minor
 * units, formatted with the route's locale and currency (never the runtime's default), exactly two
 * decimals; CHF always grouped, with an apostrophe; an optional localised "from" word in front.
 */
import type { Currency, Locale } from "../site/locales.ts";

/** The group separator of CHF amounts in every locale (section 9): the ASCII apostrophe, as CLDR has it for de-CH. */
export const CHF_GROUP_SEPARATOR = "'";

/** Minor units per major unit: all four currencies of section 3 have two decimals. */
const MINOR_PER_MAJOR = 100;

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: Locale, currency: Currency): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: currency.toUpperCase(),
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: currency === "chf" ? "always" : "auto",
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * `1234550` in de-CH and chf -> `CHF 12'345.50`; in de-DE and eur -> `12.345,50 €`.
 * Throws a RangeError for anything but a safe integer: amounts in data are always minor units.
 */
export function formatPrice(minorUnits: number, locale: Locale, currency: Currency): string {
  if (!Number.isSafeInteger(minorUnits)) throw new RangeError(`Price must be integer minor units, got ${minorUnits}`);
  const parts = formatterFor(locale, currency).formatToParts(minorUnits / MINOR_PER_MAJOR);
  return parts.map((part) => (part.type === "group" && currency === "chf" ? CHF_GROUP_SEPARATOR : part.value)).join("");
}

/**
 * The price with the localised "from" word before it: `ab 12,90 €`, `à partir de 12,90 €`.
 * The word comes from the dictionaries (`price.from`), so regional sets can change it; a
 * no-break space keeps it on the same line as the amount.
 */
export function formatFromPrice(minorUnits: number, locale: Locale, currency: Currency, fromWord: string): string {
  return `${fromWord}\u00a0${formatPrice(minorUnits, locale, currency)}`;
}
