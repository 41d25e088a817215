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
import { type FlagFilters, type TrackedEvent, filterProblems, isValidKey } from "../../shared/flags/events.ts";
import { type MonitoringRecord, shouldLogFlag } from "../../shared/flags/visitor.ts";
import { logEvent } from "./log-event.ts";
import { reportFailure } from "./report.ts";

export type FlagClientStatus =
  | "off"
  | "not-ready"
  | "ready-from-cache"
  | "ready"
  | "ready-timed-out"
  | "updated"
  | "destroyed";

const ACTIVE_FLAGS_KEY = "shop:active-flags";
/** Prefix of the browser storage the SDK keeps flag definitions under ("ready from cache"). */
const STORAGE_PREFIX = "shop-flags";

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

/**
 * Evaluates the page's flags once more, which records their impressions, and logs differences of
 * the channel's flags from the edge's treatments. Forced flags, and flags the page did not read
 * (when the record says which it read), are not reported.
 */
function compareWithEdge(client: SplitIO.IBrowserClient, page: MonitoringRecord): void {
  const reported = Object.keys(page.treatments).filter(
    (flag) => !page.forced.includes(flag) && (!page.read || page.read.includes(flag)),
  );
  const answers = client.getTreatments(reported);
  for (const flag of reported) {
    if (answers[flag] !== page.treatments[flag] && shouldLogFlag(page.channel, flag)) {
      logEvent("warn", "split-change-flag-for-session", { flag, edge: page.treatments[flag], client: answers[flag] });
    }
  }
}

/**
 * The browser fetches only the definitions of the page's flags (a by-name filter), when the filter
 * passes section 5's limits (50 sets, 400 names, 50 prefixes; set names lower case); otherwise all.
 */
function syncFor(page: MonitoringRecord): { splitFilters?: { type: "byName"; values: string[] }[] } {
  const byName = Object.keys(page.treatments);
  const filters: FlagFilters = { byName };
  const problems = filterProblems(filters);
  if (problems.length > 0) {
    logEvent("warn", "split-initialize", { message: "flag filter refused; fetching every flag", problems });
    return {};
  }
  return { splitFilters: [{ type: "byName", values: byName }] };
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
  const { SplitFactory, InLocalStorage } = await import("@splitsoftware/splitio-browserjs");
  if (!starting) return; // declined while the SDK loaded
  starting = false;
  const localhost = page.client.authorizationKey === "localhost";
  const created = SplitFactory({
    core: { authorizationKey: page.client.authorizationKey, key: page.visitorKey },
    urls: page.client.urls,
    userConsent: "GRANTED",
    // In localhost mode the client knows exactly what the edge decided and sends nothing.
    ...(localhost
      ? { features: page.treatments }
      : { storage: InLocalStorage({ prefix: STORAGE_PREFIX }), sync: syncFor(page) }),
  });
  factory = created;
  const client = created.client();
  const current = () => factory === created;
  client.on(client.Event.SDK_READY_FROM_CACHE, (meta?: { initialCacheLoad?: boolean }) => {
    // Also emitted on a first visit without cache, at the moment the SDK becomes ready.
    if (current() && meta?.initialCacheLoad !== true && status === "not-ready") setStatus("ready-from-cache");
  });
  client.on(client.Event.SDK_READY_TIMED_OUT, () => {
    if (current()) setStatus("ready-timed-out");
  });
  client.on(client.Event.SDK_READY, () => {
    if (!current()) return;
    compareWithEdge(client, page);
    setStatus("ready");
  });
  client.on(client.Event.SDK_UPDATE, () => {
    if (current() && (status === "ready" || status === "updated")) setStatus("updated");
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
