/**
 * The Split SDK's side of the browser flag client (`flags.ts`): made into the factory for the
 * page's record and watched. Loaded with the SDK itself, by `import()`, only once a person with a
 * visitor key has consented; nothing of it is on a page before that.
 */
import { InLocalStorage, SplitFactory } from "@splitsoftware/splitio-browserjs";
import type SplitIO from "@splitsoftware/splitio-browserjs/types/splitio";
import { type FlagFilters, filterProblems } from "../../shared/flags/events.ts";
import { type MonitoringRecord, shouldLogFlag } from "../../shared/flags/visitor.ts";
import { logEvent } from "./log-event.ts";

/** The client's states (section 4), on `<html data-flag-client>`. */
export type FlagClientStatus =
  | "off"
  | "not-ready"
  | "ready-from-cache"
  | "ready"
  | "ready-timed-out"
  | "updated"
  | "destroyed";

/** Prefix of the browser storage the SDK keeps flag definitions under ("ready from cache"). */
const STORAGE_PREFIX = "shop-flags";

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

/** How the SDK's events reach `flags.ts`: its status, and whether this factory is still its client. */
export interface FlagClientHooks {
  status(): FlagClientStatus;
  setStatus(next: FlagClientStatus): void;
  current(factory: SplitIO.IBrowserSDK): boolean;
}

/** The SDK's factory for the page's record, its readiness events reported through `hooks`. */
export function startSdk(page: MonitoringRecord, hooks: FlagClientHooks): SplitIO.IBrowserSDK {
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
  const client = created.client();
  const current = () => hooks.current(created);
  client.on(client.Event.SDK_READY_FROM_CACHE, (meta?: { initialCacheLoad?: boolean }) => {
    // Also emitted on a first visit without cache, at the moment the SDK becomes ready.
    if (current() && meta?.initialCacheLoad !== true && hooks.status() === "not-ready")
      hooks.setStatus("ready-from-cache");
  });
  client.on(client.Event.SDK_READY_TIMED_OUT, () => {
    if (current()) hooks.setStatus("ready-timed-out");
  });
  client.on(client.Event.SDK_READY, () => {
    if (!current()) return;
    compareWithEdge(client, page);
    hooks.setStatus("ready");
  });
  client.on(client.Event.SDK_UPDATE, () => {
    const status = hooks.status();
    if (current() && (status === "ready" || status === "updated")) hooks.setStatus("updated");
  });
  return created;
}
