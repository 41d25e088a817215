/**
 * Visitor monitoring (section 3, "Visitor monitoring"): the visitor key, a random UUID in the
 * cookie named for the split user key, and the monitoring record the client reads for impressions.
 */
import type { Channel } from "../site/sites.ts";
import type { Treatment } from "./treatments.ts";

/** Name of the cookie that carries the visitor key (the split user key). */
export const VISITOR_KEY_COOKIE = "split_user_key";

/** How long the visitor key lives: one year, in seconds. */
export const VISITOR_KEY_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Split's limit for a key (section 5, "Events": keys are at most 250 characters). */
export const MAX_KEY_LENGTH = 250;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A visitor key we issued: a version 4 UUID in lower case. Anything else is replaced. */
export function isVisitorKey(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** Element id of the JSON script that carries the monitoring record. */
export const MONITORING_ELEMENT_ID = "shop-monitoring";

/** How the browser flag client reaches Split; `localhost` keeps it offline. */
export interface FlagClientConfig {
  /** The client-side SDK key, or `localhost`. */
  authorizationKey: string;
  /** Split endpoints, when not the defaults (a Split proxy). */
  urls?: { sdk?: string; events?: string; auth?: string; streaming?: string; telemetry?: string };
}

/**
 * The monitoring record: the visitor key and a map of flag name to treatment (section 3). Flag
 * names are the channel's names in Split (`wa_…` on wall art, see `channel-names.ts`).
 */
export interface MonitoringRecord {
  visitorKey: string;
  treatments: Record<string, Treatment>;
  /** Flags forced by the query: rendered, but never reported as impressions. */
  forced: string[];
  /**
   * The flags the page read (`flagsReadBy` in worker/flags/read-record.ts), by their channel names,
   * when known (the record is written after the body): impressions are then reported only for them.
   */
  read?: string[];
  /** The flag client may start (no disabled parameter, a visitor key present). */
  clientEnabled: boolean;
  client: FlagClientConfig;
  channel: Channel;
}

/** Flag logging per channel prefix (section 5): see `channel-names.ts`. */
export { shouldLogFlag } from "./channel-names.ts";

/** What the browser learns about tracking: all public, no secrets. */
export interface TrackingConfig {
  /** A consent-management provider's loader; null means the first-party banner. */
  consentProvider: { script: string; settingsId: string } | null;
  /** The tag manager, from its first-party path, loaded only with consent. */
  tagManager: { id: string; url: string } | null;
  /** Local paths of the logging and RUM scripts. */
  loggingScript: string | null;
  rumScript: string | null;
  /** The environment allows session replay and logging (section 4). */
  loggingAllowed: boolean;
}

/** The JSON the document carries for a person (never for a crawler). */
export interface VisitorPayload {
  monitoring: MonitoringRecord;
  tracking: TrackingConfig;
  /** The page's route check passed (not an error page): the provider's loader may load. */
  routeValid: boolean;
}
