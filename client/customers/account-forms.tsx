/**
 * Log-in, sign-up and password reset in one place, switching between the three: what the log-in
 * dialog shows (opened through the dialog manager) and what the account page shows to a visitor
 * who is logged out.
 */
import { useState } from "react";
import { LoginForm } from "./login-form.tsx";
import { PasswordResetForm } from "./password-reset-form.tsx";
import { SignupForm } from "./signup-form.tsx";
import type { Texts } from "./texts.ts";

export type AccountView = "login" | "signup" | "reset";

/**
 * `onSwitch`: when given, a switch between the three goes there instead of staying inside (the
 * dialog opens the other dialog type, so the dialog's title follows the form).
 */
export function AccountForms({
  texts,
  initial = "login",
  onDone,
  onSwitch,
}: {
  texts: Texts;
  initial?: AccountView;
  onDone?: () => void;
  onSwitch?: (view: AccountView) => void;
}) {
  const [view, setOwnView] = useState<AccountView>(initial);
  const setView = onSwitch ?? setOwnView;
  if (view === "signup") return <SignupForm texts={texts} onDone={onDone} onSwitch={setView} />;
  if (view === "reset") return <PasswordResetForm texts={texts} onSwitch={setView} />;
  return <LoginForm texts={texts} onDone={onDone} onSwitch={setView} />;
}
