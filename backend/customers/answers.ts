/**
 * The error data of the customer calls (section 7): `message.text` always, `payload.errors` with
 * one message per field for form problems (returned to the browser as `errorFields`, section 5).
 * Texts are in the call's locale; details of failures never reach the client.
 */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { fieldErrorsOf } from "../../shared/forms/field-errors.ts";
import { DICTIONARIES } from "../../shared/i18n/dictionaries.ts";
import { type TranslationKey, isTranslationKey } from "../../shared/i18n/keys.ts";
import { type Params, createTranslator } from "../../shared/i18n/translator.ts";
import { RETRY_AFTER_SECONDS } from "./hashing-gate.ts";
import { shopOf } from "./shop.ts";

const translate = createTranslator<TranslationKey>(DICTIONARIES);

export interface ErrorData {
  error: true;
  message: { text: string };
  payload?: { errors: Record<string, string> };
}

/** A translator for the call's locale. */
export function textsFor(c: Context) {
  const { locale } = shopOf(c);
  return (key: TranslationKey, params?: Params) => translate(key, locale, params);
}

export function failure(
  c: Context,
  status: ContentfulStatusCode,
  key: TranslationKey,
  params?: Params,
  headers?: Record<string, string>,
) {
  const body: ErrorData = { error: true, message: { text: textsFor(c)(key, params) } };
  return c.json(body, status, headers);
}

/** 400 with one translated message per field: the schemas' messages are keys; any other message is kept as it is. */
export function invalidForm(c: Context, error: z.ZodError) {
  const t = textsFor(c);
  const errors = Object.fromEntries(
    Object.entries(fieldErrorsOf(error)).map(([field, key]) => [field, isTranslationKey(key) ? t(key) : key]),
  );
  const body: ErrorData = { error: true, message: { text: t("form.invalid") }, payload: { errors } };
  return c.json(body, 400);
}

/** 503 when the isolate's password hashing is at its bound (hashing-gate.ts): try again shortly. */
export function busy(c: Context) {
  return failure(c, 503, "customer.busy", undefined, { "retry-after": String(RETRY_AFTER_SECONDS) });
}
