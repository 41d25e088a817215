/**
 * The newsletter form (sections 5 and 7, "Newsletter form post"): email, uniqueIdentifier (taken from
 * the current path) and reCaptchaToken (empty when none was obtained); the confirmation of the
 * double opt-in carries the mailed token.
 */
import { z } from "zod";
import { EMAIL_PATTERN, emailField, tokenField } from "./fields.ts";

/** The captcha action the newsletter form asks a token for (section 5). */
export const NEWSLETTER_CAPTCHA_ACTION = "newsletterContainer";

/** Whether an address passes the newsletter's pattern check; no match means nothing is submitted. */
export function isNewsletterEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

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
