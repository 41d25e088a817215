/**
 * The delivery promise from D1 (migration 0111; docs/decisions/197): production days per product
 * key, carrier days and holiday region per destination country, and the rule of
 * `shared/delivery/delivery-date.ts` with the public holidays of `date-holidays`.
 */
import { type DeliveryPromise, PRODUCTION_SITE, deliveryPromise } from "../../shared/delivery/delivery-date.ts";
import { parseDeliveryProduct } from "../../shared/delivery/delivery-products.ts";
import { publicHolidays } from "../../shared/delivery/holiday-calendar.ts";

const productionHoliday = publicHolidays(PRODUCTION_SITE.country, PRODUCTION_SITE.region);

/**
 * When an order placed at `now` arrives in `country`, per product key: the option's production days
 * where it has its own, else the kind's. Undefined when the country has no carrier (no promise then).
 */
export async function deliveryPromises(
  db: D1Database,
  country: string,
  products: readonly string[],
  now: Date,
): Promise<Map<string, DeliveryPromise> | undefined> {
  const [carrier, production] = await db.batch<{
    days: number;
    holiday_region?: string;
    product?: string;
    option?: string;
  }>([
    db.prepare("SELECT days, holiday_region FROM delivery_carriers WHERE country = ?").bind(country),
    db.prepare("SELECT product, option, days FROM delivery_production"),
  ]);
  const route = carrier.results[0];
  if (!route) return undefined;
  const days = new Map(production.results.map((r) => [`${r.product}/${r.option}`, r.days]));
  const calendars = { productionHoliday, destinationHoliday: publicHolidays(country, route.holiday_region ?? "") };
  const promises = new Map<string, DeliveryPromise>();
  for (const key of products) {
    const parsed = parseDeliveryProduct(key);
    if (!parsed) continue;
    const production = days.get(`${parsed.kind}/${parsed.option}`) ?? days.get(`${parsed.kind}/`);
    if (production !== undefined) promises.set(key, deliveryPromise(now, production, route.days, calendars));
  }
  return promises;
}

/** The promise of an order of several articles: they travel together, so the latest arrival. */
export function latestPromise(promises: Iterable<DeliveryPromise>): DeliveryPromise | null {
  let latest: DeliveryPromise | null = null;
  for (const p of promises) if (!latest || p.arrival > latest.arrival) latest = p;
  return latest;
}
