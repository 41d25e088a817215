/**
 * The backend worker's configuration: its environment checked by one schema, once per environment
 * object, as the shop worker's is (`worker/config/`). A malformed value, or a half-configured mail
 * provider, is a ConfigError naming each bad variable; the backend then answers 500 and logs
 * `config-invalid` (backend/index.ts). Nothing else reads the environment's variables.
 */
import { z } from "zod";
import { ConfigError, formatConfigIssues } from "../shared/config/config-error.ts";
import { oneOf, text } from "../shared/config/env-fields.ts";
import { embeddedPreviewToken } from "../shared/content/embedded-space.ts";

const ENVIRONMENTS = ["development", "test", "production"] as const;

const varsShape = {
  /** development, test or production; unset means production. */
  ENVIRONMENT: oneOf(ENVIRONMENTS).transform((value) => value ?? "production"),
  /** Mail provider for production: `resend`; unset keeps every mail in the outbox only (docs/customers.md). */
  MAIL_PROVIDER: oneOf(["resend"]),
  /** Secret API key of the mail provider. */
  MAIL_API_KEY: text,
  /** Sender address of the shop's mails. */
  MAIL_FROM: text.refine((value) => value === undefined || /^[^\s@]+@[^\s@]+$/.test(value), "must be an address"),
  /** reCAPTCHA secret; when set, newsletter tokens are verified with it (section 5). */
  RECAPTCHA_SECRET: text,
  /** Preview tokens of the embedded content spaces (shared/content/embedded-space.ts). */
  EMBEDDED_PREVIEW_TOKEN_KARTENLIEBE: text,
  EMBEDDED_PREVIEW_TOKEN_WALLART: text,
};

const backendSchema = z.object(varsShape).superRefine((vars, ctx) => {
  if (vars.MAIL_PROVIDER && !vars.MAIL_API_KEY)
    ctx.addIssue({
      code: "custom",
      path: ["MAIL_API_KEY"],
      message: `is required by MAIL_PROVIDER ${vars.MAIL_PROVIDER}`,
    });
  if (vars.MAIL_PROVIDER && !vars.MAIL_FROM)
    ctx.addIssue({
      code: "custom",
      path: ["MAIL_FROM"],
      message: `is required by MAIL_PROVIDER ${vars.MAIL_PROVIDER}`,
    });
});

/** The backend's variables as the environment hands them over: the schema's names, each a text. */
export type BackendVars = { [Name in keyof typeof varsShape]?: string };

export interface BackendConfig {
  environment: (typeof ENVIRONMENTS)[number];
  /** The mail provider, or null: every mail stays in the outbox. */
  mail: { provider: "resend"; apiKey: string; from: string } | null;
  recaptchaSecret: string | undefined;
  /** Preview tokens of the embedded spaces; undefined means no drafts. */
  embeddedPreviewTokens: { kartenliebe: string | undefined; wallart: string | undefined };
}

/** Parses an environment; throws a ConfigError naming each bad variable. */
export function parseBackendConfig(env: object): BackendConfig {
  const result = backendSchema.safeParse(env);
  if (!result.success) throw formatConfigIssues(result.error.issues);
  const vars = result.data;
  return {
    environment: vars.ENVIRONMENT,
    mail:
      vars.MAIL_PROVIDER && vars.MAIL_API_KEY && vars.MAIL_FROM
        ? { provider: vars.MAIL_PROVIDER, apiKey: vars.MAIL_API_KEY, from: vars.MAIL_FROM }
        : null,
    recaptchaSecret: vars.RECAPTCHA_SECRET,
    embeddedPreviewTokens: {
      kartenliebe: embeddedPreviewToken(vars.EMBEDDED_PREVIEW_TOKEN_KARTENLIEBE, vars.ENVIRONMENT, "kartenliebe"),
      wallart: embeddedPreviewToken(vars.EMBEDDED_PREVIEW_TOKEN_WALLART, vars.ENVIRONMENT, "wallart"),
    },
  };
}

const VAR_NAMES = Object.keys(varsShape) as (keyof BackendVars)[];
let last: { key: string; config: BackendConfig } | undefined;

/** The configuration of this environment, parsed again only when one of its variables differs from the last. */
export function backendConfigOf(env: BackendVars): BackendConfig {
  const key = VAR_NAMES.map((name) => env[name] ?? "").join("\0");
  if (last?.key !== key) last = { key, config: parseBackendConfig(env) };
  return last.config;
}

export { ConfigError };
