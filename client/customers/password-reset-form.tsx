/**
 * The password-reset request (section 7, "POST customer password reset"): one field, the same
 * calm answer whether or not an account exists.
 */
import { requestPasswordReset } from "../services/account-calls.ts";
import { Field } from "./field.tsx";
import { type Texts, translatorOf } from "./texts.ts";
import { useSubmit } from "./use-submit.ts";

export function PasswordResetForm({ texts, onSwitch }: { texts: Texts; onSwitch?: (view: "login") => void }) {
  const t = translatorOf(texts);
  const { state, onSubmit } = useSubmit((values) => requestPasswordReset(values, t("accountPage.error")));
  return (
    <form className="customer-form" onSubmit={onSubmit} noValidate aria-labelledby="reset-title">
      <h2 id="reset-title">{t("accountPage.resetTitle")}</h2>
      <p>{t("accountPage.resetIntro")}</p>
      {state.message ? (
        <p role={state.done ? "status" : "alert"} className="customer-form__message">
          {state.message}
        </p>
      ) : null}
      <Field
        name="email"
        type="email"
        autoComplete="email"
        label={t("accountPage.email")}
        error={state.errorFields.email}
        texts={texts}
      />
      <button type="submit" className="button" disabled={state.busy}>
        {t("accountPage.sendResetLink")}
      </button>
      {onSwitch ? (
        <p className="customer-form__links">
          <button type="button" className="link-button" onClick={() => onSwitch("login")}>
            {t("accountPage.backToLogin")}
          </button>
        </p>
      ) : null}
    </form>
  );
}
