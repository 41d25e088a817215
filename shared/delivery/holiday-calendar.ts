/**
 * Public holidays per country and region from `date-holidays` (a well-kept dataset of each
 * country's and state's holidays; docs/decisions/197), as a date -> holiday test. Only the type
 * `public` counts: days like 24 December in Germany (a `bank` day there) are working days.
 */
import Holidays from "date-holidays";

const years = new Map<string, Set<string>>();

function holidaysOf(country: string, region: string, year: number): Set<string> {
  const key = `${country}/${region}/${year}`;
  let dates = years.get(key);
  if (!dates) {
    const options = { types: ["public" as const] };
    const calendar = region ? new Holidays(country, region, options) : new Holidays(country, options);
    dates = new Set(
      (calendar.getHolidays(year) || []).filter((h) => h.type === "public").map((h) => h.date.slice(0, 10)),
    );
    years.set(key, dates);
  }
  return dates;
}

/** A test for public holidays of a country (ISO code) and, where given, one of its regions (state, canton). */
export function publicHolidays(country: string, region = ""): (date: string) => boolean {
  return (date) => holidaysOf(country, region, Number(date.slice(0, 4))).has(date);
}
