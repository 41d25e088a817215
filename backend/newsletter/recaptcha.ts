/**
 * Server-side check of a reCAPTCHA token (section 5, "Newsletter"; section 7): only when a secret
 * is configured. A token must be valid, for the action 'newsletterContainer', with a score of at
 * least 0.5 (reCAPTCHA v3's suggested threshold).
 */
import { NEWSLETTER_CAPTCHA_ACTION } from "../../shared/forms/newsletter.ts";

export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
export const MIN_SCORE = 0.5;

export type CaptchaVerdict = "passed" | "missing-token" | "failed";

export async function verifyCaptcha(secret: string, token: string, remoteIp: string): Promise<CaptchaVerdict> {
  if (!token) return "missing-token";
  try {
    const res = await fetch(RECAPTCHA_VERIFY_URL, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
    });
    if (!res.ok) return "failed";
    const body = (await res.json()) as { success?: boolean; action?: string; score?: number };
    const scoreOk = typeof body.score !== "number" || body.score >= MIN_SCORE;
    return body.success === true && body.action === NEWSLETTER_CAPTCHA_ACTION && scoreOk ? "passed" : "failed";
  } catch {
    return "failed";
  }
}
