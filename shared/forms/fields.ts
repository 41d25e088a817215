/**
 * Field rules shared by every customer form (specification section 5, "Validation rules"): one
 * schema for the browser and the server. Messages are translation keys under `form.`; the side
 * that shows them translates them.
 */
import * as z from "zod";

/** The basic address pattern of section 5 lives with the newsletter check, which the browser loads without zod. */
import { EMAIL_PATTERN } from "./newsletter-check.ts";

export { EMAIL_PATTERN };

/** Longest address RFC 5321 allows in a forward path. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * Password length: at least 12 characters and at most 128, as OWASP ASVS (V2.1.1, V2.1.2) asks;
 * every character counts, nothing is trimmed.
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

const CONTROL = /[\u0000-\u001f\u007f]/;
/** Control characters of Latin-1 too (C1, among them NEL), for passwords. */
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Line breaks a mail header or a single-line field must never carry (CR, LF, NEL, LS, PS). */
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

export const emailField = z
  .string({ error: "form.emailRequired" })
  .trim()
  .min(1, { error: "form.emailRequired" })
  .max(MAX_EMAIL_LENGTH, { error: "form.emailInvalid" })
  .regex(EMAIL_PATTERN, { error: "form.emailInvalid" })
  .refine((value) => !ANY_CONTROL.test(value), { error: "form.emailInvalid" })
  .transform((value) => value.toLowerCase());

/**
 * A new password (OWASP ASVS 2.1): the length above, no control characters, not only white space,
 * not one character repeated. The backend also refuses common passwords
 * (backend/customers/password-rules.ts; the list is too large for the browser).
 */
export const passwordField = z
  .string({ error: "form.passwordRequired" })
  .min(MIN_PASSWORD_LENGTH, { error: "form.passwordTooShort" })
  .max(MAX_PASSWORD_LENGTH, { error: "form.passwordTooLong" })
  .refine((value) => !ANY_CONTROL.test(value), { error: "form.passwordControl", abort: true })
  .refine((value) => !/^\s*$/u.test(value), { error: "form.passwordBlank", abort: true })
  .refine((value) => !/^(.)\1*$/su.test(value), { error: "form.passwordRepeated", abort: true });

/** A password given to log in: only presence and the upper bound are checked. */
export const givenPasswordField = z
  .string({ error: "form.passwordRequired" })
  .min(1, { error: "form.passwordRequired" })
  .max(MAX_PASSWORD_LENGTH, { error: "form.passwordTooLong" });

/** A person's name: one to sixty characters, no control characters. */
export const nameField = z
  .string({ error: "form.nameRequired" })
  .trim()
  .min(1, { error: "form.nameRequired" })
  .max(60, { error: "form.nameTooLong" })
  .refine((value) => !CONTROL.test(value) && !LINE_BREAK.test(value), { error: "form.nameInvalid" });

/** A single line of text (a mail subject): trimmed, bounded, no line breaks or control characters. */
export function lineField(max: number, required: boolean) {
  const base = z
    .string()
    .trim()
    .max(max, { error: "form.textTooLong" })
    .refine((value) => !LINE_BREAK.test(value) && !CONTROL.test(value), { error: "form.lineInvalid" });
  return required ? base.refine((value) => value.length > 0, { error: "form.textRequired" }) : base;
}

/** Free text of a form: trimmed, bounded, line breaks allowed, other control characters not. */
export function textField(max: number, required: boolean) {
  const base = z
    .string()
    .trim()
    .max(max, { error: "form.textTooLong" })
    .refine((value) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value), { error: "form.textInvalid" });
  return required ? base.refine((value) => value.length > 0, { error: "form.textRequired" }) : base;
}

/** Single-use tokens of mails (password reset, newsletter confirmation): 43 base64url characters. */
export const tokenField = z
  .string({ error: "form.tokenInvalid" })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: "form.tokenInvalid" });
