/**
 * The schema of the shop worker's environment (wrangler.toml `[vars]`, secrets and bindings).
 * Unset values take their defaults; a malformed value is an error that names its variable; a value
 * production needs is an error when production lacks it (development and test have defaults).
 */
import { z } from "zod";
import { parseBasePaths } from "../../shared/designer/base-paths.ts";
import { parsePriorPriceHidden } from "../../shared/pricing/prior-price-countries.ts";
import { checkFlagsVars, flagsVarsShape } from "../flags/config.ts";
import { httpUrl, json, oneOf, text } from "../../shared/config/env-fields.ts";

export const ENVIRONMENTS = ["development", "test", "production"] as const;

/** The development values of wrangler.toml's top-level `[vars]`: public, so they open nothing outside development. */
export const DEVELOPMENT_SECRETS = {
  CONTENT_PURGE_TOKEN: "dev-purge-token",
  STORYBLOK_WEBHOOK_SECRET: "dev-webhook-secret",
} as const;

/** Shortest CSRF signing secret production accepts (a 128-bit random value, base64). */
export const MIN_CSRF_SECRET_LENGTH = 22;

/** Each variable of the environment (wrangler.toml `[vars]` and secrets), its check and its meaning. */
const varsShape = {
  /** development, test or production; unset means production (the strict rules apply). */
  ENVIRONMENT: oneOf(ENVIRONMENTS).transform((value) => value ?? "production"),
  /** "1" or "true": error details reach the page (section 8). */
  DEBUG: oneOf(["0", "1", "true", "false"]).transform((value) => value === "1" || value === "true"),
  WALLART_BRAND: text,
  WALLART_DOMAIN: text.refine(
    (value) => value === undefined || /^[a-z0-9-]+$/.test(value),
    "must be a domain label such as wandliebe",
  ),
  /** JSON object of extra production hosts: `{"shop.example.ch": "kartenliebe.ch"}`. */
  SITE_HOSTS: json(z.record(z.string(), z.string(), { error: "must be a JSON object of host -> site key" })),
  /** Base URL of a real BFF; unset means the embedded backend. */
  BFF_URL: httpUrl,
  /** Designer base paths per channel and product type, JSON; unset means the local stand-in. */
  DESIGNER_BASE_PATHS: text,
  /** Storyblok access tokens per channel (a preview token for drafts); unset means the embedded content API. */
  STORYBLOK_TOKEN_KARTENLIEBE: text,
  STORYBLOK_TOKEN_WALLART: text,
  /** Storyblok region of the spaces; eu when unset. */
  STORYBLOK_REGION: oneOf(["eu", "us", "ap", "ca", "cn"]),
  /** Preview tokens of the embedded content spaces (shared/content/embedded-space.ts). */
  EMBEDDED_PREVIEW_TOKEN_KARTENLIEBE: text,
  EMBEDDED_PREVIEW_TOKEN_WALLART: text,
  /** Bearer token of the content purge endpoint; purge is refused while it is unset. */
  CONTENT_PURGE_TOKEN: text,
  /** Secret Storyblok signs its webhooks with; the webhook is refused while it is unset. */
  STORYBLOK_WEBHOOK_SECRET: text,
  /** Public key of the customer-service messenger; unset means the help button links to the contact page. */
  MESSENGER_KEY: text,
  /** Secret that signs the BFF proxy's CSRF tokens (decision 043); required in production. */
  CSRF_SECRET: text,
  /** reCAPTCHA v3 site key of the newsletter form; unset means no captcha (section 5). */
  RECAPTCHA_SITE_KEY: text,
  /**
   * Countries among CH, LI, GB and US whose pages announce reductions without the prior price,
   * comma-separated (`GB,US`); unset: every country shows it (decision 196).
   */
  PRIOR_PRICE_HIDDEN_IN: text
    .refine((value) => parsePriorPriceHidden(value) !== null, "must name countries among CH, LI, GB and US")
    .transform((value) => parsePriorPriceHidden(value) ?? []),
  /** "on": cacheable pages are kept in the edge cache per variant (decision 090); off when unset. */
  HTML_CACHE: oneOf(["on", "off"]).transform((value) => value === "on"),
  /**
   * "front": the HTML cache keeps shared pages in Cloudflare's cache in front of the worker
   * (decision 198), which needs HTML_CACHE=on and the `cache` block of wrangler.toml; off when unset.
   */
  EDGE_CACHE: oneOf(["front", "off"]).transform((value) => value === "front"),
  /** Split, consent, tag manager, logging and RUM (worker/flags/config.ts, docs/flags.md). */
  ...flagsVarsShape,
};

/** The configuration variables as the environment hands them over: the schema's names, each a text. */
export type ConfigVars = { [Name in keyof typeof varsShape]?: string };

const binding = (what: string) =>
  z.custom<object>((value) => typeof value === "object" && value !== null, `is missing (the ${what} binding)`);

const bindingsShape = {
  ASSETS: binding("static assets"),
  CONTENT_CACHE: binding("content cache KV"),
  BACKEND: z
    .custom<object>(
      (value) => value === undefined || (typeof value === "object" && value !== null),
      "must be a service binding",
    )
    .optional(),
};

/** Rules across variables run once every variable on its own is well formed (zod skips them otherwise). */
export const envSchema = z.object({ ...varsShape, ...bindingsShape }).superRefine((vars, ctx) => {
  checkFlagsVars(vars, ctx);
  const production = vars.ENVIRONMENT === "production";
  if (production && !vars.CSRF_SECRET)
    ctx.addIssue({
      code: "custom",
      path: ["CSRF_SECRET"],
      message: "is required in production (it signs the BFF proxy's CSRF tokens)",
    });
  if (production && vars.CSRF_SECRET && vars.CSRF_SECRET.length < MIN_CSRF_SECRET_LENGTH) {
    ctx.addIssue({
      code: "custom",
      path: ["CSRF_SECRET"],
      message: `must be at least ${MIN_CSRF_SECRET_LENGTH} characters in production`,
    });
  }
  if (vars.EDGE_CACHE && !vars.HTML_CACHE)
    ctx.addIssue({
      code: "custom",
      path: ["EDGE_CACHE"],
      message: "front needs HTML_CACHE=on (it is that cache's shared tier)",
    });
  if (!vars.BFF_URL && !vars.BACKEND)
    ctx.addIssue({ code: "custom", path: ["BFF_URL"], message: "or the BACKEND service binding must be configured" });
  for (const refused of parseBasePaths(vars.DESIGNER_BASE_PATHS).refused) {
    ctx.addIssue({ code: "custom", path: ["DESIGNER_BASE_PATHS"], message: `entry refused: ${refused}` });
  }
});

export type EnvVars = z.output<typeof envSchema>;
