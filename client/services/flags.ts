/**
 * The browser flag client (section 4, "Feature-flag client"; section 5, "Flag overrides", "Events"):
 * `@splitsoftware/splitio-browserjs`, started only for people with a visitor key, only with consent,
 * never with the disabled parameter. It records impressions of what the edge rendered and sends
 * events; it never re-decides the page. Declining drops what is queued and stops the client;
 * granting starts it again. The SDK's own signal listener sends beacons on page hide.
 */
import type SplitIO from "@splitsoftware/splitio-browserjs/types/splitio";
import { validateEvent } from "../../shared/flags/events.ts";
import { type MonitoringRecord, shouldLogFlag } from "../../shared/flags/visitor.ts";

export type FlagClientStatus = "off" | "starting" | "ready" | "timed-out" | "destroyed";

const ACTIVE_FLAGS_KEY = "shop:active-flags";

let record: MonitoringRecord | null = null;
let factory: SplitIO.IBrowserSDK | null = null;
let status: FlagClientStatus = "off";

function setStatus(next: FlagClientStatus): void {
  status = next;
  document.documentElement.dataset.flagClient = next;
}

export function flagClientStatus(): FlagClientStatus {
  return status;
}

function log(level: "info" | "warn", code: string, detail: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, code, ...detail });
  if (level === "warn") console.warn(line);
  else console.info(line);
}

/** The per-session map of active flags (section 3): every flag this session has seen, with its treatment. */
function rememberActiveFlags(treatments: Record<string, string>): void {
  try {
    const known = JSON.parse(sessionStorage.getItem(ACTIVE_FLAGS_KEY) ?? "{}") as Record<string, string>;
    sessionStorage.setItem(ACTIVE_FLAGS_KEY, JSON.stringify({ ...known, ...treatments }));
  } catch {
    // storage can be switched off; the map is then kept for this page only
  }
}

/** Remembers the page's record; flags are cleared at the start of each page (section 4). */
export function initFlags(next: MonitoringRecord): void {
  record = next;
  rememberActiveFlags(next.treatments);
  for (const [flag, treatment] of Object.entries(next.treatments)) {
    if (shouldLogFlag(next.channel, flag)) log("info", "split-flag", { flag, treatment });
  }
}

/** Starts the client when the record allows it; a second call while it runs does nothing. */
export async function startFlagClient(): Promise<void> {
  if (!record || !record.clientEnabled || !record.visitorKey || factory) return;
  const page = record;
  setStatus("starting");
  const { SplitFactory } = await import("@splitsoftware/splitio-browserjs");
  const localhost = page.client.authorizationKey === "localhost";
  const created = SplitFactory({
    core: { authorizationKey: page.client.authorizationKey, key: page.visitorKey },
    urls: page.client.urls,
    userConsent: "GRANTED",
    // In localhost mode the client knows exactly what the edge decided and sends nothing.
    ...(localhost ? { features: page.treatments } : {}),
  });
  factory = created;
  const client = created.client();
  try {
    await client.whenReady();
  } catch {
    if (factory === created) setStatus("timed-out");
    return;
  }
  if (factory !== created) return;
  const reported = Object.keys(page.treatments).filter((flag) => !page.forced.includes(flag));
  const answers = client.getTreatments(reported);
  for (const flag of reported) {
    if (answers[flag] !== page.treatments[flag] && shouldLogFlag(page.channel, flag)) {
      log("warn", "split-change-flag-for-session", { flag, edge: page.treatments[flag], client: answers[flag] });
    }
  }
  setStatus("ready");
}

/** Declining: queued impressions and events are dropped, nothing more is sent, the client stops. */
export async function stopFlagClient(): Promise<void> {
  const current = factory;
  if (!current) return;
  current.UserConsent.setStatus(false);
  factory = null;
  setStatus("destroyed");
  await current.destroy();
}

/**
 * Tracks an event (section 3, "Tracked event"): validated first; an event that fails a rule is
 * dropped with a warning. Without a client it is only logged (section 5).
 */
export function track(eventType: string, value?: number, properties?: Record<string, unknown>): boolean {
  const check = validateEvent(eventType, value, properties);
  check.warnings.forEach((warning) => log("warn", "split-track", { eventType, warning }));
  if (!check.ok) {
    log("warn", "split-track", { eventType, dropped: check.reason });
    return false;
  }
  if (!factory) {
    log("info", "split-track", { eventType, value: check.event.value, sent: false });
    return false;
  }
  const { event } = check;
  return factory.client().track(event.trafficType, event.eventType, event.value ?? undefined, event.properties ?? undefined);
}
