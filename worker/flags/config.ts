/**
 * Flag, consent and tracking configuration: the flags part of the environment's schema
 * (worker/config/schema.ts) and what it becomes. No SDK key means localhost mode: the features file
 * of the repository, no network (ARCHITECTURE, "flags").
 */
import { z } from "zod";
import type { FlagClientConfig, TrackingConfig } from "../../shared/flags/visitor.ts";
import { tagManagerIdSchema } from "../../shared/validation/tag-manager-id.ts";
import { formatConfigIssues } from "../../shared/config/config-error.ts";
import { httpUrl, localPath, localPathOrUrl, oneOf, text } from "../../shared/config/env-fields.ts";
import type { ConfigVars } from "../config/schema.ts";

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

/** The flags variables; a bad value names its variable (shared/config/config-error.ts). */
export const flagsVarsShape = {
  SPLIT_SDK_KEY: text,
  SPLIT_BROWSER_KEY: text,
  SPLIT_SDK_URL: httpUrl,
  SPLIT_EVENTS_URL: httpUrl,
  SPLIT_AUTH_URL: httpUrl,
  SPLIT_STREAMING_URL: httpUrl,
  SPLIT_TELEMETRY_URL: httpUrl,
  CONSENT_PROVIDER_SCRIPT: httpUrl,
  CONSENT_PROVIDER_ID: text,
  TAG_MANAGER_ID: text.pipe(tagManagerIdSchema.optional()),
  TAG_MANAGER_URL: localPathOrUrl,
  LOGGING_SCRIPT: localPath,
  RUM_SCRIPT: localPath,
  LOGGING_ENABLED: oneOf(["0", "1"]),
};

const flagsVars = z.object(flagsVarsShape);
export type FlagsVars = z.output<typeof flagsVars>;

/** Rules across variables of the flags part. */
export function checkFlagsVars(vars: FlagsVars, ctx: z.RefinementCtx): void {
  if (vars.TAG_MANAGER_ID && !vars.TAG_MANAGER_URL) {
    ctx.addIssue({
      code: "custom",
      path: ["TAG_MANAGER_URL"],
      message: "is required when TAG_MANAGER_ID is set (the first-party path of the tag manager)",
    });
  }
}

/** The flags configuration of checked variables. */
export function flagsConfigFrom(vars: FlagsVars): FlagsConfig {
  const urls = {
    sdk: vars.SPLIT_SDK_URL,
    events: vars.SPLIT_EVENTS_URL,
    auth: vars.SPLIT_AUTH_URL,
    streaming: vars.SPLIT_STREAMING_URL,
    telemetry: vars.SPLIT_TELEMETRY_URL,
  };
  const customUrls: FlagClientConfig["urls"] = Object.fromEntries(Object.entries(urls).filter(([, url]) => url));
  const sdkKey = vars.SPLIT_SDK_KEY ?? "";
  const browserKey = vars.SPLIT_BROWSER_KEY ?? "";
  const script = vars.CONSENT_PROVIDER_SCRIPT;
  return {
    mode: sdkKey ? "split" : "localhost",
    sdkKey,
    sdkUrl: urls.sdk ?? SPLIT_DEFAULT_URLS.sdk,
    client: browserKey ? { authorizationKey: browserKey, urls: customUrls } : { authorizationKey: "localhost" },
    tracking: {
      consentProvider: script ? { script, settingsId: vars.CONSENT_PROVIDER_ID ?? "" } : null,
      tagManager:
        vars.TAG_MANAGER_ID && vars.TAG_MANAGER_URL ? { id: vars.TAG_MANAGER_ID, url: vars.TAG_MANAGER_URL } : null,
      loggingScript: vars.LOGGING_SCRIPT ?? null,
      rumScript: vars.RUM_SCRIPT ?? null,
      loggingAllowed: vars.LOGGING_ENABLED !== "0",
    },
  };
}

/** The flags part alone (its unit tests); the worker reads `configOf(env).flags`. @internal */
export function flagsConfigOf(vars: ConfigVars): FlagsConfig {
  const result = flagsVars.superRefine(checkFlagsVars).safeParse(vars);
  if (!result.success) throw formatConfigIssues(result.error.issues);
  return flagsConfigFrom(result.data);
}
