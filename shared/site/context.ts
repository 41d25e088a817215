/**
 * The provided context (specification section 3): what every page hands to the client,
 * serialised as JSON into the document.
 */
import type { Currency, Locale, Unit } from "./locales.ts";
import type { Channel } from "./sites.ts";
import type { Platform } from "./path.ts";

export interface ProvidedContext {
  /** Origin plus locale folder and platform segment: `https://www.kartenliebe.ch/fr`. */
  baseUrl: string;
  /** Where the browser reaches the BFF: same origin, so cookies are first-party. */
  bffUrl: string;
  /** ISO 4217 code, upper case: `CHF`. */
  currencyCode: Uppercase<Currency>;
  currentLocale: Locale;
  fallbackLocale: Locale;
  host: string;
  platform: Platform;
  unit: Unit;
  channel: Channel;
  brand: string;
}

/** Element id of the JSON script that carries the provided context. */
export const CONTEXT_ELEMENT_ID = "shop-context";
