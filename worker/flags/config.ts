/**
 * Flag, consent and tracking configuration, read from the environment once per isolate and
 * checked (STYLE habit 13). No SDK key means localhost mode: the features file of the repository,
 * no network (ARCHITECTURE, "flags").
 */
import { isTagManagerId } from "../../shared/validation/tag-manager-id.ts";
import type { FlagClientConfig, TrackingConfig } from "../../shared/flags/visitor.ts";

export interface FlagsEnv {
  /** Flag definitions cached at the edge (one JSON snapshot; see docs/flags.md). */
  FLAGS_CACHE?: KVNamespace;
  /** Server-side Split SDK key (secret). Unset: localhost mode at the edge. */
  SPLIT_SDK_KEY?: string;
  /** Client-side Split SDK key for the browser client. Unset: the browser client stays in localhost mode. */
  SPLIT_BROWSER_KEY?: string;
  /** Split endpoints for a Split proxy; unset means Split's own. */
  SPLIT_SDK_URL?: string;
  SPLIT_EVENTS_URL?: string;
  SPLIT_AUTH_URL?: string;
  SPLIT_STREAMING_URL?: string;
  SPLIT_TELEMETRY_URL?: string;
  /** Loader script of a consent-management provider; unset means the first-party banner. */
  CONSENT_PROVIDER_SCRIPT?: string;
  /** Settings id the provider's loader needs (`data-settings-id`). */
  CONSENT_PROVIDER_ID?: string;
  /** Tag-manager container id (`GTM-…` or `G-…`) and its first-party origin or path. */
  TAG_MANAGER_ID?: string;
  TAG_MANAGER_URL?: string;
  /** Local paths of the logging and RUM scripts (must start with `/`). */
  LOGGING_SCRIPT?: string;
  RUM_SCRIPT?: string;
  /** `0` keeps session replay and logging off whatever the query says (section 4). */
  LOGGING_ENABLED?: string;
}

export const SPLIT_DEFAULT_URLS = {
  sdk: "https://sdk.split.io/api",
  events: "https://events.split.io/api",
  auth: "https://auth.split.io/api",
  streaming: "https://streaming.split.io",
  telemetry: "https://telemetry.split.io/api",
} as const;

export interface FlagsConfig {
  mode: "localhost" | "split";
  sdkKey: string;
  sdkUrl: string;
  client: FlagClientConfig;
  tracking: TrackingConfig;
}

const configs = new WeakMap<object, FlagsConfig>();

function httpUrl(raw: string | undefined, name: string): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === "https:" || url.protocol === "http:") return value.replace(/\/+$/, "");
  } catch {
    // reported below
  }
  console.error(`config: ${name} is not an http(s) URL; ignored`);
  return undefined;
}

function localPath(raw: string | undefined, name: string): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (/^\/(?!\/)[\w\-./]*$/.test(value)) return value;
  console.error(`config: ${name} must be a local path such as /scripts/x.js; ignored`);
  return null;
}

function tagManagerOf(env: FlagsEnv): TrackingConfig["tagManager"] {
  const id = env.TAG_MANAGER_ID?.trim();
  if (!id) return null;
  if (!isTagManagerId(id)) {
    console.error("config: TAG_MANAGER_ID must be GTM- or G- followed by upper-case letters or digits; tag manager off");
    return null;
  }
  const url = env.TAG_MANAGER_URL?.trim().startsWith("/") ? localPath(env.TAG_MANAGER_URL, "TAG_MANAGER_URL") : httpUrl(env.TAG_MANAGER_URL, "TAG_MANAGER_URL");
  if (!url) {
    console.error("config: TAG_MANAGER_URL (the first-party path of the tag manager) is missing; tag manager off");
    return null;
  }
  return { id, url };
}

/** The flags configuration for these bindings, built once. */
export function flagsConfigOf(env: FlagsEnv): FlagsConfig {
  let config = configs.get(env);
  if (config) return config;
  const sdkKey = env.SPLIT_SDK_KEY?.trim() ?? "";
  const urls = {
    sdk: httpUrl(env.SPLIT_SDK_URL, "SPLIT_SDK_URL"),
    events: httpUrl(env.SPLIT_EVENTS_URL, "SPLIT_EVENTS_URL"),
    auth: httpUrl(env.SPLIT_AUTH_URL, "SPLIT_AUTH_URL"),
    streaming: httpUrl(env.SPLIT_STREAMING_URL, "SPLIT_STREAMING_URL"),
    telemetry: httpUrl(env.SPLIT_TELEMETRY_URL, "SPLIT_TELEMETRY_URL"),
  };
  const customUrls = Object.fromEntries(Object.entries(urls).filter(([, url]) => url)) as FlagClientConfig["urls"];
  const browserKey = env.SPLIT_BROWSER_KEY?.trim() ?? "";
  const script = httpUrl(env.CONSENT_PROVIDER_SCRIPT, "CONSENT_PROVIDER_SCRIPT");
  config = {
    mode: sdkKey ? "split" : "localhost",
    sdkKey,
    sdkUrl: urls.sdk ?? SPLIT_DEFAULT_URLS.sdk,
    client: browserKey ? { authorizationKey: browserKey, urls: customUrls } : { authorizationKey: "localhost" },
    tracking: {
      consentProvider: script ? { script, settingsId: env.CONSENT_PROVIDER_ID?.trim() ?? "" } : null,
      tagManager: tagManagerOf(env),
      loggingScript: localPath(env.LOGGING_SCRIPT, "LOGGING_SCRIPT"),
      rumScript: localPath(env.RUM_SCRIPT, "RUM_SCRIPT"),
      loggingAllowed: env.LOGGING_ENABLED !== "0",
    },
  };
  configs.set(env, config);
  return config;
}
