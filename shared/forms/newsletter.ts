/**
 * The newsletter form (sections 5 and 7, "Newsletter form post"): email, uniqueIdentifier (taken from
 * the current path) and reCaptchaToken (empty when none was obtained); the confirmation of the
 * double opt-in carries the mailed token.
 */
import { z } from "zod";
import { emailField, tokenField } from "./fields.ts";

export { NEWSLETTER_CAPTCHA_ACTION } from "./newsletter-check.ts";

export const newsletterSubscribeForm = z.object({
  email: emailField,
  uniqueIdentifier: z
    .string()
    .max(200, { error: "form.textTooLong" })
    .regex(/^[A-Za-z0-9/_.-]*$/, { error: "form.textInvalid" })
    .default(""),
  reCaptchaToken: z.string().max(4096, { error: "form.textTooLong" }).default(""),
});
export type NewsletterSubscribeForm = z.infer<typeof newsletterSubscribeForm>;

export const newsletterConfirmForm = z.object({ token: tokenField });
