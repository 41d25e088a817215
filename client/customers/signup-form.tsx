/**
 * The sign-up form (section 5, "Login and sign-up"; section 7: field errors in payload.errors
 * shown per field, message.text above the form).
 */
import { signUp } from "../services/account-calls.ts";
import { Field } from "./field.tsx";
import { type Texts, translatorOf } from "./texts.ts";
import { useSubmit } from "./use-submit.ts";

export function SignupForm({
  texts,
  onDone,
  onSwitch,
}: {
  texts: Texts;
  onDone?: () => void;
  onSwitch?: (view: "login") => void;
}) {
  const t = translatorOf(texts);
  const { state, onSubmit } = useSubmit((values) => signUp(values, t("accountPage.error")), onDone);
  return (
    <form className="customer-form" onSubmit={onSubmit} noValidate aria-labelledby="signup-title">
      <h2 id="signup-title">{t("accountPage.signupTitle")}</h2>
      {state.message ? (
        <p role="alert" className="customer-form__message">
          {state.message}
        </p>
      ) : null}
      <Field
        name="firstName"
        autoComplete="given-name"
        label={t("accountPage.firstName")}
        error={state.errorFields.firstName}
        texts={texts}
      />
      <Field
        name="lastName"
        autoComplete="family-name"
        label={t("accountPage.lastName")}
        error={state.errorFields.lastName}
        texts={texts}
      />
      <Field
        name="email"
        type="email"
        autoComplete="email"
        label={t("accountPage.email")}
        error={state.errorFields.email}
        texts={texts}
      />
      <Field
        name="password"
        type="password"
        autoComplete="new-password"
        label={t("accountPage.password")}
        hint={t("accountPage.passwordHint")}
        error={state.errorFields.password}
        texts={texts}
      />
      <button type="submit" className="button" disabled={state.busy}>
        {t("accountPage.signup")}
      </button>
      {onSwitch ? (
        <p className="customer-form__links">
          {t("accountPage.haveAccount")}{" "}
          <button type="button" className="link-button" onClick={() => onSwitch("login")}>
            {t("accountPage.login")}
          </button>
        </p>
      ) : null}
    </form>
  );
}
