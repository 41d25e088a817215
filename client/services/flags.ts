/**
 * The browser flag client (section 4, "Feature-flag client"; section 5, "Flag overrides", "Events"):
 * `@splitsoftware/splitio-browserjs`, started only for people with a visitor key, only with consent,
 * never with the disabled parameter. It records impressions of what the edge rendered and sends
 * events; it never re-decides the page. Declining drops what is queued and stops the client;
 * granting starts it again. The SDK's own signal listener sends beacons on page hide.
 *
 * Its states (section 4), on `<html data-flag-client>`: off (never started on this page),
 * not-ready, ready-from-cache (definitions from browser storage, before Split answered), ready,
 * ready-timed-out, updated (definitions changed after ready), destroyed.
 */
import type SplitIO from "@splitsoftware/splitio-browserjs/types/splitio";
import { type TrackedEvent, isValidKey } from "../../shared/flags/events.ts";
import { type MonitoringRecord, shouldLogFlag } from "../../shared/flags/visitor.ts";
import type { FlagClientStatus } from "./flag-sdk.ts";
import { logEvent } from "./log-event.ts";
import { reportFailure } from "./report.ts";

const ACTIVE_FLAGS_KEY = "shop:active-flags";

let record: MonitoringRecord | null = null;
let factory: SplitIO.IBrowserSDK | null = null;
let starting = false;
/** Events sent between consent and the SDK's arrival; handed to the SDK once it exists. */
let early: TrackedEvent[] = [];
let status: FlagClientStatus = "off";

function setStatus(next: FlagClientStatus): void {
  status = next;
  document.documentElement.dataset.flagClient = next;
}

/** The per-session map of active flags (section 3): every flag this session has seen, with its treatment. */
function rememberActiveFlags(treatments: Record<string, string>): void {
  try {
    const known = JSON.parse(sessionStorage.getItem(ACTIVE_FLAGS_KEY) ?? "{}") as Record<string, string>;
    sessionStorage.setItem(ACTIVE_FLAGS_KEY, JSON.stringify({ ...known, ...treatments }));
  } catch (error) {
    // storage can be switched off; the map is then kept for this page only
    reportFailure("storage-unavailable", error, { key: ACTIVE_FLAGS_KEY }, "info");
  }
}

/** Remembers the page's record and logs its flags that carry the channel's prefix (section 5). */
export function initFlags(next: MonitoringRecord): void {
  record = next;
  rememberActiveFlags(next.treatments);
  for (const [flag, treatment] of Object.entries(next.treatments)) {
    if (shouldLogFlag(next.channel, flag)) logEvent("info", "split-flag", { flag, treatment });
  }
}

/** Starts the client when the record allows it; a second call while it runs does nothing. */
export async function startFlagClient(): Promise<void> {
  if (!record?.clientEnabled || !record.visitorKey || factory || starting) return;
  const page = record;
  if (!isValidKey(page.visitorKey)) {
    logEvent("warn", "split-initialize", {
      message: "visitor key is not a key of at most 250 characters; client not started",
    });
    return;
  }
  starting = true;
  setStatus("not-ready");
  // The SDK and what drives it load together, and only now (`flag-sdk.ts`).
  const { startSdk } = await import("./flag-sdk.ts");
  if (!starting) return; // declined while the SDK loaded
  starting = false;
  factory = startSdk(page, {
    status: () => status,
    setStatus,
    current: (created) => factory === created,
  });
  early.splice(0).forEach((event) => sendToSplit(event));
}

/** Declining: queued impressions and events are dropped, nothing more is sent, the client stops. */
export async function stopFlagClient(): Promise<void> {
  starting = false;
  early = [];
  const current = factory;
  if (!current) return;
  current.UserConsent.setStatus(false);
  factory = null;
  setStatus("destroyed");
  await current.destroy();
}

/**
 * The Split sink of `events.ts` (a validated event, sent with consent): to the SDK's events queue,
 * which pushes it and beacons what is left on page hide. Without a client it is only logged.
 */
export function sendToSplit(event: TrackedEvent): void {
  if (factory) {
    factory.client().track(event.trafficType, event.eventType, event.value ?? undefined, event.properties ?? undefined);
  } else if (starting) {
    early.push(event);
  } else {
    logEvent("info", "split-track", { eventType: event.eventType, value: event.value, sent: false });
  }
}
