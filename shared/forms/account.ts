/**
 * The account forms (section 5, "Login and sign-up"; section 7, "Customer calls"): log-in, sign-up,
 * password reset request and completion, profile and password change. One schema per form, used by
 * the dialogs in the browser and by the backend.
 */
import * as z from "zod";
import { emailField, givenPasswordField, nameField, passwordField, tokenField } from "./fields.ts";

export const loginForm = z.object({
  email: emailField,
  password: givenPasswordField,
});
export type LoginForm = z.infer<typeof loginForm>;

export const signupForm = z.object({
  email: emailField,
  password: passwordField,
  firstName: nameField,
  lastName: nameField,
});
export type SignupForm = z.infer<typeof signupForm>;

export const passwordResetRequestForm = z.object({ email: emailField });
export type PasswordResetRequestForm = z.infer<typeof passwordResetRequestForm>;

export const passwordResetForm = z.object({ token: tokenField, password: passwordField });
export type PasswordResetForm = z.infer<typeof passwordResetForm>;

export const profileForm = z.object({ firstName: nameField, lastName: nameField });
export type ProfileForm = z.infer<typeof profileForm>;

export const passwordChangeForm = z.object({ currentPassword: givenPasswordField, newPassword: passwordField });
export type PasswordChangeForm = z.infer<typeof passwordChangeForm>;

/** The whitelabel switch (section 7, `/whitelabel/switch`): whether the current order is whitelabel. */
export const whitelabelSwitchForm = z.object({ enabled: z.boolean({ error: "form.choiceInvalid" }) });
