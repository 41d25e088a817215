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

export const signupForm = z.object({
  email: emailField,
  password: passwordField,
  firstName: nameField,
  lastName: nameField,
});

export const passwordResetRequestForm = z.object({ email: emailField });

export const passwordResetForm = z.object({ token: tokenField, password: passwordField });

export const profileForm = z.object({ firstName: nameField, lastName: nameField });

export const passwordChangeForm = z.object({ currentPassword: givenPasswordField, newPassword: passwordField });

/** The whitelabel switch (section 7, `/whitelabel/switch`): whether the current order is whitelabel. */
export const whitelabelSwitchForm = z.object({ enabled: z.boolean({ error: "form.choiceInvalid" }) });
