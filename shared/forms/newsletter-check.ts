/**
 * The newsletter's checks that the browser runs on every page with a newsletter form (section 5):
 * the basic address pattern and the captcha action. No schema library here, so the footer's form
 * stays small; the schemas in `newsletter.ts` use the same pattern.
 */

/** Local part, @, domain, dot, a suffix of at least two characters (section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The captcha action the newsletter form asks a token for (section 5). */
export const NEWSLETTER_CAPTCHA_ACTION = "newsletterContainer";

/** Whether an address passes the newsletter's pattern check; no match means nothing is submitted. */
export function isNewsletterEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
