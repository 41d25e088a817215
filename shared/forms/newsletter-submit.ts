/**
 * What the newsletter form does on submit (sections 5 and 8, "Newsletter"): an address that fails
 * the pattern submits nothing and shows nothing; otherwise a captcha token is asked for the action
 * 'newsletterContainer' when a site key is configured, and the form is submitted with or without a
 * token. A captcha error is logged as `newsletter-recaptcha-error`, a missing token as the warning
 * `newsletter-no-recaptcha-token`; neither is shown.
 */
import { NEWSLETTER_CAPTCHA_ACTION, isNewsletterEmail } from "./newsletter-check.ts";

export interface NewsletterSubmitPorts {
  /** The captcha token for an action; rejects when the captcha cannot load or answer. */
  captchaToken?: (action: string) => Promise<string>;
  /** Submits the standard form post with the token (empty when none was obtained). */
  submit: (reCaptchaToken: string) => void;
  log: (level: "warn" | "error", code: string) => void;
}

/** False when nothing was submitted. */
export async function submitNewsletter(email: string, ports: NewsletterSubmitPorts): Promise<boolean> {
  if (!isNewsletterEmail(email)) return false;
  let token = "";
  if (ports.captchaToken) {
    try {
      token = await ports.captchaToken(NEWSLETTER_CAPTCHA_ACTION);
    } catch {
      ports.log("error", "newsletter-recaptcha-error");
    }
    if (!token) ports.log("warn", "newsletter-no-recaptcha-token");
  }
  ports.submit(token);
  return true;
}

/** The form post's path (section 7): built from the platform and the sub-locale, ending /newsletter/subscribe. */
export function newsletterSubscribePath(bffUrl: string, platform: "web" | "desktop", locale: string): string {
  return `${bffUrl}/${platform}/${locale.toLowerCase()}/newsletter/subscribe`;
}
