/**
 * The log-in form (section 5, "Login and sign-up"): the content of the log-in dialog, usable
 * without the dialog manager. Shows the server's message; logging is the service's.
 */
import { logIn } from "../services/account-calls.ts";
import { Field } from "./field.tsx";
import { type Texts, translatorOf } from "./texts.ts";
import { useSubmit } from "./use-submit.ts";

export function LoginForm({
  texts,
  onDone,
  onSwitch,
}: {
  texts: Texts;
  onDone?: () => void;
  onSwitch?: (view: "signup" | "reset") => void;
}) {
  const t = translatorOf(texts);
  const { state, onSubmit } = useSubmit((values) => logIn(values, t("accountPage.error")), onDone);
  return (
    <form className="customer-form" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
      <h2 id="login-title">{t("accountPage.loginTitle")}</h2>
      {state.message ? (
        <p role="alert" className="customer-form__message">
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
      <Field
        name="password"
        type="password"
        autoComplete="current-password"
        label={t("accountPage.password")}
        error={state.errorFields.password}
        texts={texts}
      />
      <button type="submit" className="button" disabled={state.busy}>
        {t("accountPage.login")}
      </button>
      {onSwitch ? (
        <p className="customer-form__links">
          <button type="button" className="link-button" onClick={() => onSwitch("reset")}>
            {t("accountPage.forgotPassword")}
          </button>{" "}
          {t("accountPage.noAccount")}{" "}
          <button type="button" className="link-button" onClick={() => onSwitch("signup")}>
            {t("accountPage.signup")}
          </button>
        </p>
      ) : null}
    </form>
  );
}
