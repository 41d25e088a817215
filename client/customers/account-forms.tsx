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

export function AccountForms({ texts, initial = "login", onDone }: { texts: Texts; initial?: AccountView; onDone?: () => void }) {
  const [view, setView] = useState<AccountView>(initial);
  if (view === "signup") return <SignupForm texts={texts} onDone={onDone} onSwitch={setView} />;
  if (view === "reset") return <PasswordResetForm texts={texts} onSwitch={setView} />;
  return <LoginForm texts={texts} onDone={onDone} onSwitch={setView} />;
}
