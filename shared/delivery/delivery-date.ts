/**
 * The delivery promise (docs/decisions/197): when an order placed now arrives. Production starts
 * on the day of the order when it comes before the cut-off on a production day, else on the next
 * production day; it takes the product's production days (the first one included); the carrier
 * then needs its days to the destination, counted in the destination's delivery days. Production
 * days are weekdays that are no public holiday where the shop produces; delivery days are weekdays
 * that are no public holiday in the destination country. Dates are `YYYY-MM-DD` in the shop's time
 * zone; the holiday calendars are passed in (`holiday-calendar.ts`), so the rule stays pure.
 */

/** The shop's time zone: cut-off, "today" and "tomorrow" are read on its clock. */
export const SHOP_TIME_ZONE = "Europe/Berlin";

/** Orders placed before this time of a production day start production that day. */
export const ORDER_CUTOFF = "14:00";

/** Where the shop produces: its public holidays stop production (date-holidays country and state). */
export const PRODUCTION_SITE = { country: "DE", region: "NW" } as const;

export interface DeliveryCalendars {
  /** True on a public holiday where the shop produces. */
  productionHoliday(date: string): boolean;
  /** True on a public holiday in the destination country. */
  destinationHoliday(date: string): boolean;
}

export interface DeliveryPromise {
  /** The shop's date when the promise was made: the reference of "today" and "tomorrow". */
  today: string;
  /** The day whose cut-off the order must meet, and the cut-off time on the shop's clock. */
  orderBy: string;
  cutoff: string;
  /** The day the parcel arrives. */
  arrival: string;
}

/** The date and the minutes since midnight of an instant, on the shop's clock. */
export function shopClock(now: Date, timeZone = SHOP_TIME_ZONE): { date: string; minutes: number } {
  const parts = Object.fromEntries(
    clockFormat(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** One formatter per time zone: making one costs more than a page hit's whole key (every hit reads the clock). */
const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day after (or `days` after) a `YYYY-MM-DD` date. */
export function addDays(date: string, days = 1): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function isWeekday(date: string): boolean {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day !== 0 && day !== 6;
}

function nextDay(date: string, open: (date: string) => boolean): string {
  let day = addDays(date);
  while (!open(day)) day = addDays(day);
  return day;
}

/**
 * When an order placed at `now` arrives, for a product of `productionDays` (at least 1) sent with
 * a carrier of `carrierDays` (at least 1) to the destination whose holidays the calendars know.
 */
export function deliveryPromise(
  now: Date,
  productionDays: number,
  carrierDays: number,
  calendars: DeliveryCalendars,
  cutoff = ORDER_CUTOFF,
): DeliveryPromise {
  const producing = (date: string) => isWeekday(date) && !calendars.productionHoliday(date);
  const delivering = (date: string) => isWeekday(date) && !calendars.destinationHoliday(date);
  const clock = shopClock(now);
  const [hours, minutes] = cutoff.split(":").map(Number);
  const orderBy =
    producing(clock.date) && clock.minutes < hours * 60 + minutes ? clock.date : nextDay(clock.date, producing);
  let shipped = orderBy;
  for (let day = 1; day < Math.max(1, productionDays); day++) shipped = nextDay(shipped, producing);
  let arrival = shipped;
  for (let day = 0; day < Math.max(1, carrierDays); day++) arrival = nextDay(arrival, delivering);
  return { today: clock.date, orderBy, cutoff, arrival };
}

/**
 * The ordering window an instant falls in: the shop's date and whether the cut-off has passed. Every
 * delivery promise made within one window reads the same, so a page kept with one is good for it.
 */
export function orderingWindow(now: Date, cutoff = ORDER_CUTOFF): string {
  const clock = shopClock(now);
  const [hours, minutes] = cutoff.split(":").map(Number);
  return `${clock.date}${clock.minutes < hours * 60 + minutes ? "a" : "b"}`;
}

/** The specification's check (section 9): is a date today or tomorrow, on the shop's clock? */
export function todayOrTomorrow(date: string, today: string): "today" | "tomorrow" | null {
  if (date === today) return "today";
  return date === addDays(today) ? "tomorrow" : null;
}
