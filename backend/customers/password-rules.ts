/**
 * Common passwords refused for new passwords (OWASP ASVS 2.1.7;
 * docs/decisions/049-common-passwords.md). The list is the common-password dictionary of
 * `@zxcvbn-ts/language-common` (about 49,000 leaked passwords), shipped inside the backend bundle
 * in the package's own prefix-compressed form (about 380 KB) and read into a Set at the first
 * check, not at start. A password is refused when, in lower case, it is on the list, or when what
 * is left after stripping digits and punctuation at both ends is (`Password1234!`, `dragon123456`).
 * The cheap rules (length, control characters, white space, one repeated character) live in the
 * shared schema (shared/forms/fields.ts) and run in the browser too.
 */
import type { Context } from "hono";
import { textsFor } from "./answers.ts";

let common: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common/dist/passwords.json.mjs").then((module) => new Set(module.default));
  return common;
}

const EDGES = /^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu;

export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await commonPasswords();
  const lower = password.normalize("NFC").toLowerCase();
  const core = lower.replace(EDGES, "");
  return list.has(lower) || (core.length > 0 && list.has(core));
}

/** A 400 with the field error for a common password, or undefined when the password may be used. */
export async function weakPasswordAnswer(c: Context, password: string, field: string): Promise<Response | undefined> {
  if (!(await isCommonPassword(password))) return undefined;
  const t = textsFor(c);
  return c.json(
    { error: true, message: { text: t("form.invalid") }, payload: { errors: { [field]: t("form.passwordCommon") } } },
    400,
  );
}
