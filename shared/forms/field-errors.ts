/**
 * Field errors as the customer calls carry them (section 5: server field errors are returned as
 * `errorFields`; section 7: sign-up error data `payload.errors`): one message key per field.
 */
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

/** The first problem of each field, by field name; form-level problems under `form`. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : "form";
    if (!(field in out)) out[field] = issue.message;
  }
  return out;
}
