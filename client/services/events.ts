/**
 * The one function the shop's code tracks events with (section 5, "Events").
 * An event is validated first (`shared/flags/events.ts`): a failing one is dropped with a warning.
 * A valid one goes to Split (the flag client) and to the tag manager's data layer under the same
 * name, but only with consent (section 4, "Visitor consent"):
 * - consent unknown: events wait here (at most 500, the library's events queue);
 * - granted: waiting events and every later one are sent;
 * - declined: waiting events are dropped and nothing more is kept or sent.
 * With `tracking=0` or no flag client, events are only logged (section 5). `tracking.ts` decides
 * which of these holds; islands only call `trackEvent`.
 */
import { type TrackedEvent, validateEvent } from "../../shared/flags/events.ts";
import { FLAG_LIBRARY_DEFAULTS } from "../../shared/flags/library-defaults.ts";
import type { ShopEvent } from "../../shared/flags/shop-events.ts";
import { logEvent } from "./log-event.ts";

export type EventSink = (event: TrackedEvent) => void;

type Mode =
  | { kind: "waiting" }
  | { kind: "sending"; sinks: readonly EventSink[] }
  | { kind: "dropping" }
  | { kind: "logging" };

let mode: Mode = { kind: "waiting" };
const waiting: TrackedEvent[] = [];

/**
 * Tracks an event: its type (one of `SHOP_EVENTS`), an optional finite value and optional plain
 * properties. Returns false when the event was refused or dropped.
 */
export function trackEvent(
  eventType: ShopEvent | string,
  value?: number,
  properties?: Record<string, unknown>,
): boolean {
  const check = validateEvent(eventType, value, properties);
  check.warnings.forEach((warning) =>
    logEvent("warn", "split-track", { eventType: String(eventType).slice(0, 80), warning }),
  );
  if (!check.ok) {
    logEvent("warn", "split-track", { eventType: String(eventType).slice(0, 80), dropped: check.reason });
    return false;
  }
  const { event } = check;
  switch (mode.kind) {
    case "sending":
      mode.sinks.forEach((sink) => sink(event));
      return true;
    case "waiting":
      if (waiting.length >= FLAG_LIBRARY_DEFAULTS.eventsQueueSize) {
        logEvent("warn", "split-track", { eventType: event.eventType, dropped: "queue full while consent is unknown" });
        return false;
      }
      waiting.push(event);
      return true;
    case "logging":
      logEvent("info", "split-track", { eventType: event.eventType, value: event.value, sent: false });
      return true;
    case "dropping":
      return false;
  }
}

/** Consent granted: sends what waited, then every event, to these sinks. */
export function sendEventsTo(sinks: readonly EventSink[]): void {
  mode = { kind: "sending", sinks };
  waiting.splice(0).forEach((event) => sinks.forEach((sink) => sink(event)));
}

/** Consent declined: drops what waited and keeps nothing more. */
export function dropEvents(): void {
  mode = { kind: "dropping" };
  waiting.length = 0;
}

/** Tracking switched off for the page (`tracking=0`): events are only logged. */
export function onlyLogEvents(): void {
  mode = { kind: "logging" };
  waiting
    .splice(0)
    .forEach((event) =>
      logEvent("info", "split-track", { eventType: event.eventType, value: event.value, sent: false }),
    );
}

/** The tag manager's data layer sink: the event under the same name (`SHOP_EVENTS`). */
export function dataLayerSink(event: TrackedEvent): void {
  const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
  layer.push({ event: event.eventType, value: event.value, properties: event.properties });
}
