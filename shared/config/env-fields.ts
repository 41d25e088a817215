/**
 * Zod fields for environment variables: a blank variable counts as unset, every other value is
 * trimmed and checked, and a failed check says what the value must be (never echoing it: it may be
 * a secret).
 */
import { z } from "zod";

/** Unset or blank: undefined; else the trimmed text. */
export const text = z
  .string({ error: "must be a string" })
  .optional()
  .transform((value) => value?.trim() || undefined);

const HTTP_URL = z.url({ protocol: /^https?$/ });

function isHttpUrl(value: string): boolean {
  return HTTP_URL.safeParse(value).success;
}

/** An http(s) URL without trailing slashes. */
export const httpUrl = text
  .refine((value) => value === undefined || isHttpUrl(value), "must be an http(s) URL")
  .transform((value) => value?.replace(/\/+$/, ""));

const LOCAL_PATH = /^\/(?!\/)[\w\-./]*$/;

/** A path on the shop's own origin such as /scripts/x.js. */
export const localPath = text.refine(
  (value) => value === undefined || LOCAL_PATH.test(value),
  "must be a local path such as /scripts/x.js",
);

/** A local path or an http(s) URL. */
export const localPathOrUrl = text
  .refine(
    (value) => value === undefined || (value.startsWith("/") ? LOCAL_PATH.test(value) : isHttpUrl(value)),
    "must be a local path or an http(s) URL",
  )
  .transform((value) => (value && !value.startsWith("/") ? value.replace(/\/+$/, "") : value));

/** One of the given words; unset or blank gives undefined. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.trim() || undefined : value),
    z.enum(values, { error: `must be one of ${values.join(", ")}` }).optional(),
  );
}

/** A JSON text; the parsed value is checked by `inner`. */
export function json<T>(inner: z.ZodType<T>) {
  return text.transform((value, ctx): T | undefined => {
    if (value === undefined) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      ctx.addIssue({ code: "custom", message: "is not valid JSON" });
      return z.NEVER;
    }
    const result = inner.safeParse(parsed);
    if (!result.success) {
      for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message });
      return z.NEVER;
    }
    return result.data;
  });
}
