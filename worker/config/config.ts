/**
 * The worker's configuration: the environment parsed by its schema (schema.ts) once per isolate,
 * memoised per environment object. A bad environment throws a ConfigError naming every bad
 * variable; the worker answers 500 and logs `config-invalid` (worker/index.ts).
 */
import { parseBasePaths } from "../../shared/designer/base-paths.ts";
import { embeddedPreviewToken } from "../../shared/content/embedded-space.ts";
import { createHostTable } from "../../shared/site/hosts.ts";
import { type BrandConfig, DEFAULT_BRANDS } from "../../shared/site/sites.ts";
import { flagsConfigFrom } from "../flags/config.ts";
import { logEvent } from "../log.ts";
import { formatConfigIssues } from "../../shared/config/config-error.ts";
import { DEVELOPMENT_SECRETS, type ENVIRONMENTS, type EnvVars, envSchema } from "./schema.ts";

/** The signing secret of CSRF tokens in development and test (production must set CSRF_SECRET). */
export const DEVELOPMENT_CSRF_SECRET = "development-only-csrf-secret";

/** The checked configuration handlers read: what `configFrom` makes of the variables. */
export type AppConfig = ReturnType<typeof configFrom>;

/** A development secret outside development is refused: it is public (wrangler.toml). */
function secret(vars: EnvVars, name: keyof typeof DEVELOPMENT_SECRETS): string {
  const value = vars[name] ?? "";
  if (value === DEVELOPMENT_SECRETS[name] && vars.ENVIRONMENT !== "development") {
    logEvent("error", "config-development-secret", { name });
    return "";
  }
  return value;
}

function configFrom(vars: EnvVars) {
  const brands: BrandConfig = {
    wallartBrand: vars.WALLART_BRAND ?? DEFAULT_BRANDS.wallartBrand,
    wallartDomain: vars.WALLART_DOMAIN ?? DEFAULT_BRANDS.wallartDomain,
  };
  return {
    environment: vars.ENVIRONMENT satisfies (typeof ENVIRONMENTS)[number],
    development: vars.ENVIRONMENT === "development",
    debug: vars.DEBUG,
    brands,
    hosts: createHostTable(brands, vars.SITE_HOSTS ?? {}),
    designerBasePaths: parseBasePaths(vars.DESIGNER_BASE_PATHS),
    /** Base URL of a real BFF without trailing slash; null means the embedded backend (BACKEND binding). */
    bffUrl: vars.BFF_URL ?? null,
    storyblok: {
      tokens: { kartenliebe: vars.STORYBLOK_TOKEN_KARTENLIEBE, wallart: vars.STORYBLOK_TOKEN_WALLART },
      region: vars.STORYBLOK_REGION,
      embeddedPreviewTokens: {
        kartenliebe: embeddedPreviewToken(vars.EMBEDDED_PREVIEW_TOKEN_KARTENLIEBE, vars.ENVIRONMENT, "kartenliebe"),
        wallart: embeddedPreviewToken(vars.EMBEDDED_PREVIEW_TOKEN_WALLART, vars.ENVIRONMENT, "wallart"),
      },
    },
    /** "" while unset: purge and webhook are refused then. */
    secrets: {
      contentPurgeToken: secret(vars, "CONTENT_PURGE_TOKEN"),
      storyblokWebhookSecret: secret(vars, "STORYBLOK_WEBHOOK_SECRET"),
      csrf: vars.CSRF_SECRET ?? DEVELOPMENT_CSRF_SECRET,
    },
    messengerKey: vars.MESSENGER_KEY ?? null,
    recaptchaSiteKey: vars.RECAPTCHA_SITE_KEY ?? "",
    /** Countries whose pages announce reductions without the prior price (only CH, LI, GB, US may). */
    priorPriceHiddenIn: vars.PRIOR_PRICE_HIDDEN_IN,
    htmlCache: vars.HTML_CACHE,
    /** Shared pages kept in Cloudflare's cache in front of the worker (decision 198). */
    frontCache: vars.EDGE_CACHE,
    flags: flagsConfigFrom(vars),
  };
}

/** Parses an environment; throws a ConfigError naming each bad variable. */
export function parseConfig(env: object): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) throw formatConfigIssues(result.error.issues);
  return configFrom(result.data);
}

const configs = new WeakMap<object, AppConfig>();

/** The configuration of these bindings, parsed once per isolate (per environment object). */
export function configOf(env: object): AppConfig {
  let config = configs.get(env);
  if (!config) {
    config = parseConfig(env);
    configs.set(env, config);
  }
  return config;
}
