/**
 * Newsletter subscriptions with double opt-in (sections 5 and 7): a subscription stays pending
 * until the mailed link is confirmed. Subscribing again is harmless: a confirmed address is left as
 * it is, a pending one gets at most one new mail per ten minutes, and the answer is the same in
 * every case (nobody learns who subscribes).
 */
import type { Context } from "hono";
import type { NewsletterSubscribeForm } from "../../shared/forms/newsletter.ts";
import { specialPath } from "../../shared/customer/special-paths.ts";
import { publicPath } from "../../shared/site/path.ts";
import { folderOf } from "../../shared/site/sites.ts";
import { NEWSLETTER_PER_ADDRESS, bucket, take } from "../customers/rate-limit.ts";
import { shopOf } from "../customers/shop.ts";
import { newToken, sha256Hex } from "../customers/tokens.ts";
import type { BackendAppEnv } from "../env.ts";
import { composeMail } from "../mail/compose.ts";
import { sendMail } from "../mail/outbox.ts";
import { verifyCaptcha } from "./recaptcha.ts";
import { backendConfigOf } from "../config.ts";

/** A confirmation link works for three days. */
export const CONFIRM_TOKEN_LIFETIME_MS = 3 * 24 * 60 * 60 * 1000;
/** A pending address is mailed again at most once in this time. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;

export type SubscribeOutcome = "pending" | "captcha-failed" | "limited";
export type NewsletterStatus = "none" | "pending" | "confirmed" | "unsubscribed";

function log(level: "warn" | "error", code: string): void {
  const line = JSON.stringify({ level, code });
  if (level === "warn") console.warn(line);
  else console.error(line);
}

/**
 * `skipCaptcha` only for a logged-in customer subscribing their own address from the account page:
 * the session already shows a person, and the confirmation mail goes to their own address.
 */
export async function subscribe(
  c: Context<BackendAppEnv>,
  form: NewsletterSubscribeForm,
  options: { skipCaptcha?: boolean } = {},
): Promise<SubscribeOutcome> {
  const db = c.env.DB;
  const shop = shopOf(c);
  if ((await take(db, [await bucket(NEWSLETTER_PER_ADDRESS, shop.clientAddress)])) > 0) return "limited";
  const { recaptchaSecret } = backendConfigOf(c.env);
  if (recaptchaSecret && !options.skipCaptcha) {
    const verdict = await verifyCaptcha(recaptchaSecret, form.reCaptchaToken, shop.clientAddress);
    if (verdict === "missing-token") log("warn", "newsletter-no-recaptcha-token");
    if (verdict === "failed") log("warn", "newsletter-recaptcha-error");
    if (verdict !== "passed") return "captcha-failed";
  }
  const now = Date.now();
  const existing = await db
    .prepare("SELECT status, confirmation_sent_at FROM newsletter_subscriptions WHERE email = ?")
    .bind(form.email)
    .first<{ status: NewsletterStatus; confirmation_sent_at: number | null }>();
  if (existing?.status === "confirmed") return "pending";
  if (existing?.status === "pending" && (existing.confirmation_sent_at ?? 0) > now - RESEND_AFTER_MS) return "pending";

  const token = newToken();
  await db.batch([
    db
      .prepare(
        `INSERT INTO newsletter_subscriptions (email, status, site_code, locale, unique_identifier, created_at, confirmation_sent_at)
         VALUES (?1, 'pending', ?2, ?3, ?4, ?5, ?5)
         ON CONFLICT(email) DO UPDATE SET status = 'pending', site_code = ?2, locale = ?3, unique_identifier = ?4, confirmation_sent_at = ?5`,
      )
      .bind(form.email, shop.site.code, shop.locale, form.uniqueIdentifier, now),
    db
      .prepare("INSERT INTO newsletter_tokens (token_hash, email, expires_at) VALUES (?, ?, ?)")
      .bind(await sha256Hex(token), form.email, now + CONFIRM_TOKEN_LIFETIME_MS),
  ]);
  const path = publicPath(shop.site, specialPath("newsletter", shop.locale), {
    folder: folderOf(shop.site, shop.locale),
  });
  await sendMail(c.env, composeMail(c, "newsletter-confirm", form.email, {}, `${shop.origin}${path}?confirm=${token}`));
  return "pending";
}

/** Confirms the subscription of a mailed token; false when the token is unknown or expired. */
export async function confirm(db: D1Database, token: string): Promise<boolean> {
  const now = Date.now();
  const row = await db
    .prepare("SELECT email, expires_at, used_at FROM newsletter_tokens WHERE token_hash = ?")
    .bind(await sha256Hex(token))
    .first<{ email: string; expires_at: number; used_at: number | null }>();
  if (!row) return false;
  if (row.used_at !== null) return (await statusOf(db, row.email)) === "confirmed";
  if (row.expires_at <= now) return false;
  await db.batch([
    db.prepare("UPDATE newsletter_tokens SET used_at = ? WHERE token_hash = ?").bind(now, await sha256Hex(token)),
    db
      .prepare("UPDATE newsletter_subscriptions SET status = 'confirmed', confirmed_at = ? WHERE email = ?")
      .bind(now, row.email),
  ]);
  return true;
}

export async function statusOf(db: D1Database, email: string): Promise<NewsletterStatus> {
  const row = await db
    .prepare("SELECT status FROM newsletter_subscriptions WHERE email = ?")
    .bind(email)
    .first<{ status: NewsletterStatus }>();
  return row?.status ?? "none";
}

export async function unsubscribe(db: D1Database, email: string): Promise<void> {
  await db.prepare("UPDATE newsletter_subscriptions SET status = 'unsubscribed' WHERE email = ?").bind(email).run();
}
