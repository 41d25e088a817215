/**
 * The delivery promise in words (docs/decisions/197): "Bestellst du heute bis 14:00 Uhr, kommt dein
 * Kalender am Do., 3. Dez.", in parts, so that a view marks the arrival up as
 * `<time datetime="2026-12-03">`. Days and times are written by Intl in the page's locale; the
 * order day says "today" or "tomorrow" by the specification's check (section 9), on the shop's
 * clock. The same on the server and in an island, so hydration matches.
 */
import type { Locale } from "../site/locales.ts";
import { type DeliveryPromise, SHOP_TIME_ZONE, todayOrTomorrow } from "./delivery-date.ts";

export interface DeliveryTexts {
  /** With `{{time}}`; `orderOn` with `{{day}}` too. */
  orderToday: string;
  orderTomorrow: string;
  orderOn: string;
  /** With `{{date}}`. */
  whenToday: string;
  whenTomorrow: string;
  whenOn: string;
  /** The product's arrival, with `{{when}}`: "kommt dein Kalender {{when}}". */
  arrives: string;
  /** With `{{order}}` and `{{arrival}}`. */
  sentence: string;
}

export interface PromiseParts {
  before: string;
  /** The arrival as the shopper reads it, and as `YYYY-MM-DD`. */
  date: string;
  datetime: string;
  after: string;
}

/** Countries whose clock differs from the shop's: the cut-off names its time zone there. */
const OTHER_CLOCKS = new Set(["GB", "US"]);

function dayLabel(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** The cut-off as the locale writes a time of day ("14:00", "14 h", "2:00 PM CET"). */
export function cutoffLabel(promise: DeliveryPromise, locale: Locale): string {
  const [hours, minutes] = promise.cutoff.split(":").map(Number);
  if (locale.startsWith("fr"))
    return minutes ? `${hours}\u00a0h\u00a0${String(minutes).padStart(2, "0")}` : `${hours}\u00a0h`;
  const country = locale.slice(3);
  if (!OTHER_CLOCKS.has(country)) {
    const at = new Date(Date.UTC(2000, 0, 1, hours, minutes));
    return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone: "UTC" }).format(at);
  }
  // The shop's clock at the order day's cut-off, with the zone's short name (CET, CEST, GMT+1).
  const noon = new Date(`${promise.orderBy}T12:00:00Z`);
  const offsetText = new Intl.DateTimeFormat("en-US", { timeZone: SHOP_TIME_ZONE, timeZoneName: "longOffset" })
    .formatToParts(noon)
    .find((p) => p.type === "timeZoneName")?.value;
  const offset = /GMT([+-])(\d{2}):(\d{2})/.exec(offsetText ?? "");
  const sign = offset?.[1] === "-" ? -1 : 1;
  const offsetMinutes = offset ? sign * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  const instant = new Date(
    Date.parse(`${promise.orderBy}T00:00:00Z`) + (hours * 60 + minutes - offsetMinutes) * 60_000,
  );
  return new Intl.DateTimeFormat(locale, {
    hour: "numeric",
    minute: "2-digit",
    timeZone: SHOP_TIME_ZONE,
    timeZoneName: "short",
  }).format(instant);
}

export function promiseParts(promise: DeliveryPromise, locale: Locale, texts: DeliveryTexts): PromiseParts {
  const time = cutoffLabel(promise, locale);
  const orderDay = todayOrTomorrow(promise.orderBy, promise.today);
  const order = (
    orderDay === "today" ? texts.orderToday : orderDay === "tomorrow" ? texts.orderTomorrow : texts.orderOn
  )
    .replace("{{time}}", time)
    .replace("{{day}}", dayLabel(promise.orderBy, locale));
  const arrivalDay = todayOrTomorrow(promise.arrival, promise.today);
  const when = arrivalDay === "today" ? texts.whenToday : arrivalDay === "tomorrow" ? texts.whenTomorrow : texts.whenOn;
  const marker = "\u0000";
  const sentence = texts.sentence
    .replace("{{order}}", order)
    .replace("{{arrival}}", texts.arrives.replace("{{when}}", when.replace("{{date}}", marker)));
  const [before, after = ""] = sentence.split(marker);
  const date = dayLabel(promise.arrival, locale);
  // An abbreviated month ends the sentence with its own full stop ("3. Dez.", "3 déc.").
  const end = date.endsWith(".") && after.startsWith(".") ? after.slice(1) : after;
  return { before, date, datetime: promise.arrival, after: end };
}
