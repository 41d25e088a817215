/**
 * The schema of the shop worker's environment (wrangler.toml `[vars]`, secrets and bindings).
 * Unset values take their defaults; a malformed value is an error that names its variable; a value
 * production needs is an error when production lacks it (development and test have defaults).
 */
import { z } from "zod";
import { parseBasePaths } from "../../shared/designer/base-paths.ts";
import { parsePriorPriceHidden } from "../../shared/pricing/prior-price-countries.ts";
import { checkFlagsVars, flagsVarsShape } from "../flags/config.ts";
import { httpUrl, json, oneOf, text } from "./fields.ts";
import type { ConfigVars } from "./vars.ts";

export const ENVIRONMENTS = ["development", "test", "production"] as const;

/** The development values of wrangler.toml's top-level `[vars]`: public, so they open nothing outside development. */
export const DEVELOPMENT_SECRETS = {
  CONTENT_PURGE_TOKEN: "dev-purge-token",
  STORYBLOK_WEBHOOK_SECRET: "dev-webhook-secret",
} as const;

/** Shortest CSRF signing secret production accepts (a 128-bit random value, base64). */
export const MIN_CSRF_SECRET_LENGTH = 22;

const binding = (what: string) =>
  z.custom<object>((value) => typeof value === "object" && value !== null, `is missing (the ${what} binding)`);

const varsShape = {
  ENVIRONMENT: oneOf(ENVIRONMENTS).transform((value) => value ?? "production"),
  DEBUG: oneOf(["0", "1", "true", "false"]).transform((value) => value === "1" || value === "true"),
  WALLART_BRAND: text,
  WALLART_DOMAIN: text.refine(
    (value) => value === undefined || /^[a-z0-9-]+$/.test(value),
    "must be a domain label such as wandliebe",
  ),
  SITE_HOSTS: json(z.record(z.string(), z.string(), { error: "must be a JSON object of host -> site key" })),
  BFF_URL: httpUrl,
  DESIGNER_BASE_PATHS: text,
  STORYBLOK_TOKEN_KARTENLIEBE: text,
  STORYBLOK_TOKEN_WALLART: text,
  STORYBLOK_REGION: oneOf(["eu", "us", "ap", "ca", "cn"]),
  EMBEDDED_PREVIEW_TOKEN_KARTENLIEBE: text,
  EMBEDDED_PREVIEW_TOKEN_WALLART: text,
  CONTENT_PURGE_TOKEN: text,
  STORYBLOK_WEBHOOK_SECRET: text,
  MESSENGER_KEY: text,
  CSRF_SECRET: text,
  RECAPTCHA_SITE_KEY: text,
  PRIOR_PRICE_HIDDEN_IN: text
    .refine((value) => parsePriorPriceHidden(value) !== null, "must name countries among CH, LI, GB and US")
    .transform((value) => parsePriorPriceHidden(value) ?? []),
  HTML_CACHE: oneOf(["on", "off"]).transform((value) => value === "on"),
  ...flagsVarsShape,
  ASSETS: binding("static assets"),
  CONTENT_CACHE: binding("content cache KV"),
  BACKEND: z
    .custom<object>(
      (value) => value === undefined || (typeof value === "object" && value !== null),
      "must be a service binding",
    )
    .optional(),
} satisfies Record<keyof ConfigVars | "ASSETS" | "CONTENT_CACHE" | "BACKEND", z.ZodType>;

/** Rules across variables run once every variable on its own is well formed (zod skips them otherwise). */
export const envSchema = z.object(varsShape).superRefine((vars, ctx) => {
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
  if (!vars.BFF_URL && !vars.BACKEND)
    ctx.addIssue({ code: "custom", path: ["BFF_URL"], message: "or the BACKEND service binding must be configured" });
  for (const refused of parseBasePaths(vars.DESIGNER_BASE_PATHS).refused) {
    ctx.addIssue({ code: "custom", path: ["DESIGNER_BASE_PATHS"], message: `entry refused: ${refused}` });
  }
});

export type EnvVars = z.output<typeof envSchema>;
