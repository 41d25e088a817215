/**
 * Where the prior price of a reduction is shown (docs/decisions/196): in every EU country the law
 * asks for it (Directive 98/6/EC, article 6a); in the shop's other countries the operator decides
 * per country, and the default is to show it there too.
 */

/** The shop's countries outside the EU, where showing the prior price is the operator's setting. */
export const PRIOR_PRICE_OPTIONAL_COUNTRIES = ["CH", "LI", "GB", "US"] as const;

/** True when the country's pages name the prior price of every reduction they announce. */
export function showsPriorPrice(country: string, hiddenIn: readonly string[]): boolean {
  const optional = (PRIOR_PRICE_OPTIONAL_COUNTRIES as readonly string[]).includes(country);
  return !(optional && hiddenIn.includes(country));
}

/**
 * The operator's setting as text, `GB,US`: the countries whose pages go without the prior price.
 * Null when the text names a country that may not (an EU country, or an unknown code).
 */
export function parsePriorPriceHidden(value: string | undefined): string[] | null {
  const codes = (value ?? "")
    .split(",")
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return codes.every((code) => (PRIOR_PRICE_OPTIONAL_COUNTRIES as readonly string[]).includes(code)) ? codes : null;
}
