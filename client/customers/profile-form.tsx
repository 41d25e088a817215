/**
 * The account page's personal details: first and last name (PUT /customer/profile).
 */
import type { CustomerData } from "../../shared/customer/customer.ts";
import { fieldErrorsOf } from "../../shared/forms/field-errors.ts";
import { type BffErrorData, bffTry } from "../services/bff.ts";
import { type CallResult, applyCustomer } from "../services/customer.ts";
import { Field } from "./field.tsx";
import { type Texts, translatorOf } from "./texts.ts";
import { useSubmit } from "./use-submit.ts";

async function saveProfile(values: Record<string, string>, saved: string, fallback: string): Promise<CallResult> {
  // The schema and zod load on the first submit, not with the page (decision 097).
  const { profileForm } = await import("../../shared/forms/account.ts");
  const parsed = profileForm.safeParse(values);
  if (!parsed.success) return { error: true, message: "", errorFields: fieldErrorsOf(parsed.error) };
  const res = await bffTry<CustomerData & BffErrorData>("PUT", "/customer/profile", parsed.data);
  if (res?.ok) {
    applyCustomer(res.data);
    return { error: false, message: saved };
  }
  return { error: true, message: res?.data.message?.text ?? fallback, errorFields: res?.data.payload?.errors ?? {} };
}

export function ProfileForm({ texts, firstName, lastName }: { texts: Texts; firstName: string; lastName: string }) {
  const t = translatorOf(texts);
  const { state, onSubmit } = useSubmit((values) =>
    saveProfile(values, t("accountPage.saved"), t("accountPage.error")),
  );
  return (
    <form className="customer-form" onSubmit={onSubmit} noValidate aria-labelledby="profile-title">
      <h2 id="profile-title">{t("accountPage.profile")}</h2>
      {state.message ? (
        <p role={state.done ? "status" : "alert"} className="customer-form__message">
          {state.message}
        </p>
      ) : null}
      <Field
        name="firstName"
        autoComplete="given-name"
        label={t("accountPage.firstName")}
        defaultValue={firstName}
        error={state.errorFields.firstName}
        texts={texts}
      />
      <Field
        name="lastName"
        autoComplete="family-name"
        label={t("accountPage.lastName")}
        defaultValue={lastName}
        error={state.errorFields.lastName}
        texts={texts}
      />
      <button type="submit" className="button" disabled={state.busy}>
        {t("accountPage.save")}
      </button>
    </form>
  );
}
