/**
 * The renderer's bindings and configuration. Configuration is read from the environment once per
 * isolate and checked (STYLE habit 13); bindings are passed to data modules as parameters.
 */
import { type BasePathConfig, parseBasePaths } from "../shared/designer/base-paths.ts";
import { type HostTable, createHostTable } from "../shared/site/hosts.ts";
import { type BrandConfig, DEFAULT_BRANDS } from "../shared/site/sites.ts";
import type { FlagsEnv } from "./flags/config.ts";
import type { Preview } from "./content/preview.ts";
import type { RequestContext } from "./site/request-context.ts";

export interface Env extends FlagsEnv {
  ASSETS: Fetcher;
  /** The embedded backend worker; used when BFF_URL is not set. */
  BACKEND?: Fetcher;
  CONTENT_CACHE: KVNamespace;
  ENVIRONMENT?: string;
  DEBUG?: string;
  WALLART_BRAND?: string;
  WALLART_DOMAIN?: string;
  /** JSON object of extra production hosts: `{"shop.example.ch": "kartenliebe.ch"}`. */
  SITE_HOSTS?: string;
  /** Base URL of a real BFF; unset means the embedded backend. */
  BFF_URL?: string;
  /** Designer base paths per channel and product type, JSON; unset means the local stand-in. */
  DESIGNER_BASE_PATHS?: string;
  /** Storyblok access tokens per channel (use a preview token for drafts); unset means the embedded content API. */
  STORYBLOK_TOKEN_KARTENLIEBE?: string;
  STORYBLOK_TOKEN_WALLART?: string;
  /** Storyblok region of the spaces (eu, us, ap, ca, cn); eu when unset. */
  STORYBLOK_REGION?: string;
  /** Preview tokens of the embedded content spaces (shared/content/embedded-space.ts); development ones in development and test. */
  EMBEDDED_PREVIEW_TOKEN_KARTENLIEBE?: string;
  EMBEDDED_PREVIEW_TOKEN_WALLART?: string;
  /** Bearer token of the content purge endpoint; purge is refused while it is unset. */
  CONTENT_PURGE_TOKEN?: string;
  /** Secret Storyblok signs its webhooks with; the webhook is refused while it is unset. */
  STORYBLOK_WEBHOOK_SECRET?: string;
  /** Public key of the customer-service messenger; unset means the help button links to the contact page. */
  MESSENGER_KEY?: string;
  /** Secret that signs the BFF proxy's CSRF tokens (docs/decisions/043); required in production. */
  CSRF_SECRET?: string;
  /** reCAPTCHA v3 site key of the newsletter form; unset means no captcha (section 5). */
  RECAPTCHA_SITE_KEY?: string;
  /** "on": cacheable pages are kept in the edge cache per variant (issue 11, decision 090); off when unset. */
  HTML_CACHE?: string;
}

/**
 * The development values of wrangler.toml's top-level `[vars]`. They are public, so they open
 * nothing unless ENVIRONMENT is development, whatever configuration a deployment picks up.
 */
export const DEVELOPMENT_SECRETS = {
  CONTENT_PURGE_TOKEN: "dev-purge-token",
  STORYBLOK_WEBHOOK_SECRET: "dev-webhook-secret",
} as const;

/** A secret from the environment, or "" when unset, or when it is the development value outside development. */
export function secretOf(env: Env, name: keyof typeof DEVELOPMENT_SECRETS): string {
  const value = env[name]?.trim() ?? "";
  if (value === DEVELOPMENT_SECRETS[name] && env.ENVIRONMENT !== "development") {
    console.error(JSON.stringify({ level: "error", code: "config-development-secret", name }));
    return "";
  }
  return value;
}

export interface AppConfig {
  development: boolean;
  debug: boolean;
  brands: BrandConfig;
  hosts: HostTable;
  designerBasePaths: BasePathConfig;
}

/** `preview` is set by the preview middleware only when a valid editor token asked for it. */
export type AppEnv = { Bindings: Env; Variables: { request: RequestContext; preview?: Preview } };

const configs = new WeakMap<object, AppConfig>();

function parseHosts(raw: string | undefined): Record<string, string> {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === "string")) as Record<string, string>;
    }
  } catch {
    // fall through: a broken SITE_HOSTS is reported below and ignored
  }
  console.error("config: SITE_HOSTS is not a JSON object of host -> site key; ignored");
  return {};
}

/** The configuration for these bindings, built once. */
export function configOf(env: Env): AppConfig {
  let config = configs.get(env);
  if (!config) {
    const brands: BrandConfig = {
      wallartBrand: env.WALLART_BRAND?.trim() || DEFAULT_BRANDS.wallartBrand,
      wallartDomain: env.WALLART_DOMAIN?.trim() || DEFAULT_BRANDS.wallartDomain,
    };
    config = {
      development: env.ENVIRONMENT === "development",
      debug: env.DEBUG === "1" || env.DEBUG === "true",
      brands,
      hosts: createHostTable(brands, parseHosts(env.SITE_HOSTS)),
      designerBasePaths: parseBasePaths(env.DESIGNER_BASE_PATHS),
    };
    for (const refused of config.designerBasePaths.refused) console.error(`config: DESIGNER_BASE_PATHS entry refused: ${refused}`);
    configs.set(env, config);
  }
  return config;
}
