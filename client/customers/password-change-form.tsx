/**
 * The account page's password change (PUT /customer/password): the current password, then the new.
 */
import { fieldErrorsOf } from "../../shared/forms/field-errors.ts";
import { type BffErrorData, bffTry } from "../services/bff.ts";
import type { CallResult } from "../services/customer.ts";
import { Field } from "./field.tsx";
import { type Texts, translatorOf } from "./texts.ts";
import { useSubmit } from "./use-submit.ts";

async function changePassword(values: Record<string, string>, fallback: string): Promise<CallResult> {
  // The schema and zod load on the first submit, not with the page (decision 097).
  const { passwordChangeForm } = await import("../../shared/forms/account.ts");
  const parsed = passwordChangeForm.safeParse(values);
  if (!parsed.success) return { error: true, message: "", errorFields: fieldErrorsOf(parsed.error) };
  const res = await bffTry<BffErrorData>("PUT", "/customer/password", parsed.data);
  if (res?.ok) return { error: false, message: res.data.message?.text };
  return { error: true, message: res?.data.message?.text ?? fallback, errorFields: res?.data.payload?.errors ?? {} };
}

export function PasswordChangeForm({ texts }: { texts: Texts }) {
  const t = translatorOf(texts);
  const { state, onSubmit } = useSubmit((values) => changePassword(values, t("accountPage.error")));
  return (
    <form className="customer-form" onSubmit={onSubmit} noValidate aria-labelledby="password-title">
      <h2 id="password-title">{t("accountPage.changePassword")}</h2>
      {state.message ? (
        <p role={state.done ? "status" : "alert"} className="customer-form__message">
          {state.message}
        </p>
      ) : null}
      <Field
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        label={t("accountPage.currentPassword")}
        error={state.errorFields.currentPassword}
        texts={texts}
      />
      <Field
        name="newPassword"
        type="password"
        autoComplete="new-password"
        label={t("accountPage.newPassword")}
        hint={t("accountPage.passwordHint")}
        error={state.errorFields.newPassword}
        texts={texts}
      />
      <button type="submit" className="button" disabled={state.busy}>
        {t("accountPage.changePassword")}
      </button>
    </form>
  );
}
