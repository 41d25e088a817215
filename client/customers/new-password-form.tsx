/**
 * The second step of the password reset: the new password for the mailed single-use token.
 * Failures are always logged as `password-reset-error` (section 8).
 */
import { fieldErrorsOf } from "../../shared/forms/field-errors.ts";
import { type BffErrorData, bffTry } from "../services/bff.ts";
import type { CallResult } from "../services/customer.ts";
import { logEvent } from "../services/log-event.ts";
import { Field } from "./field.tsx";
import { type Texts, translatorOf } from "./texts.ts";
import { useSubmit } from "./use-submit.ts";

async function setNewPassword(token: string, values: Record<string, string>, fallback: string): Promise<CallResult> {
  // The schema and zod load on the first submit, not with the page (decision 097).
  const { passwordResetForm } = await import("../../shared/forms/account.ts");
  const parsed = passwordResetForm.safeParse({ token, password: values.password });
  if (!parsed.success) return { error: true, message: "", errorFields: fieldErrorsOf(parsed.error) };
  const res = await bffTry<BffErrorData>("POST", "/customer/password-reset/confirm", parsed.data);
  if (res?.ok) return { error: false, message: res.data.message?.text };
  logEvent("error", "password-reset-error", { status: res?.status ?? 0 });
  return { error: true, message: res?.data.message?.text ?? fallback, errorFields: res?.data.payload?.errors ?? {} };
}

export function NewPasswordForm({ texts, token, onDone }: { texts: Texts; token: string; onDone?: () => void }) {
  const t = translatorOf(texts);
  const { state, onSubmit } = useSubmit((values) => setNewPassword(token, values, t("accountPage.error")), onDone);
  if (state.done)
    return (
      <p role="status" className="customer-form__message">
        {state.message}
      </p>
    );
  return (
    <form className="customer-form" onSubmit={onSubmit} noValidate aria-labelledby="new-password-title">
      <h2 id="new-password-title">{t("accountPage.resetTitle")}</h2>
      {state.message ? (
        <p role="alert" className="customer-form__message">
          {state.message}
        </p>
      ) : null}
      <Field
        name="password"
        type="password"
        autoComplete="new-password"
        label={t("accountPage.newPassword")}
        hint={t("accountPage.passwordHint")}
        error={state.errorFields.password ?? state.errorFields.token}
        texts={texts}
      />
      <button type="submit" className="button" disabled={state.busy}>
        {t("accountPage.setNewPassword")}
      </button>
    </form>
  );
}
