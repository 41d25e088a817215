// Prices of the seed: a euro base in cents per SKU, converted per currency to shop prices ending in
// .90, and a sale (original above current) on a fixed share of SKUs. Deterministic, so the
// generated migration never changes unless the data does.
export const CURRENCY_FACTORS = { eur: 1, chf: 1.12, gbp: 0.88, usd: 1.15 };

/** Shop price: at least 1.00, whole units ending in .90 above 5.00, 10-cent steps below. */
export function shopPrice(cents) {
  if (cents <= 0) return 0;
  if (cents < 500) return Math.max(100, Math.round(cents / 10) * 10);
  return Math.ceil(cents / 100) * 100 - 10;
}

function hash(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** About one SKU in six is on sale, 20 % off. */
export function isSaleSku(sku) {
  return hash(sku) % 6 === 0;
}

/** Rows for every currency: [sku, currency, original, current]. */
export function priceRows(sku, euroCents, { sale = isSaleSku(sku), exact } = {}) {
  return Object.entries(CURRENCY_FACTORS).map(([currency, factor]) => {
    const original = exact?.[currency] ?? shopPrice(euroCents * factor);
    const current = sale && original > 0 ? shopPrice(original * 0.8) : original;
    return [sku, currency, original, Math.min(current, original)];
  });
}
