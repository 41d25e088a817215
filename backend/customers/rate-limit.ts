/**
 * Fixed-window rate limits in D1, counted and decided in one step before the work they protect
 * (docs/decisions/047-atomic-limits.md). `take` counts an attempt and returns the
 * new count in the same statement (`INSERT ... ON CONFLICT DO UPDATE ... RETURNING`); D1 runs
 * statements one after another, so parallel requests each see a different count and no more than
 * `max` of them are let through in a window. Network and e-mail addresses are only stored hashed.
 */
import type { Context } from "hono";
import type { TranslationKey } from "../../shared/i18n/keys.ts";
import { failure } from "./answers.ts";
import { sha256Hex } from "./tokens.ts";

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** Log-in attempts per account and per network address in 15 minutes (docs/decisions/041). */
export const LOGIN_PER_ACCOUNT: Limit = { name: "login-account", max: 5, windowMs: 15 * MINUTE };
export const LOGIN_PER_ADDRESS: Limit = { name: "login-address", max: 20, windowMs: 15 * MINUTE };
/** Sign-ups and reset mails per address, reset mails per account, voucher code misses per address. */
export const SIGNUP_PER_ADDRESS: Limit = { name: "signup-address", max: 10, windowMs: 60 * MINUTE };
export const RESET_PER_ADDRESS: Limit = { name: "reset-address", max: 10, windowMs: 60 * MINUTE };
export const RESET_PER_ACCOUNT: Limit = { name: "reset-account", max: 3, windowMs: 60 * MINUTE };
export const VOUCHER_MISSES_PER_ADDRESS: Limit = { name: "voucher-address", max: 10, windowMs: 15 * MINUTE };
export const NEWSLETTER_PER_ADDRESS: Limit = { name: "newsletter-address", max: 10, windowMs: 60 * MINUTE };
export const CONTACT_PER_ADDRESS: Limit = { name: "contact-address", max: 10, windowMs: 60 * MINUTE };
/** Guesses of the current password when changing it, per account. */
export const PASSWORD_CHANGE_PER_ACCOUNT: Limit = { name: "password-change-account", max: 5, windowMs: 15 * MINUTE };
/** "Someone tried to sign up with your address" mails: one per address an hour. */
export const SIGNUP_EXISTS_MAIL_PER_ACCOUNT: Limit = { name: "signup-exists-mail", max: 1, windowMs: 60 * MINUTE };

export interface Bucket {
  limit: Limit;
  key: string;
}

export async function bucket(limit: Limit, subject: string): Promise<Bucket> {
  return { limit, key: `${limit.name}:${await sha256Hex(subject)}` };
}

const TAKE = `INSERT INTO limit_counters (bucket, hits, window_started) VALUES (?1, 1, ?2)
  ON CONFLICT(bucket) DO UPDATE SET
    hits = CASE WHEN window_started <= ?2 - ?3 THEN 1 ELSE hits + 1 END,
    window_started = CASE WHEN window_started <= ?2 - ?3 THEN ?2 ELSE window_started END
  RETURNING hits, window_started`;

interface Counted {
  hits: number;
  window_started: number;
}

/**
 * Counts one attempt in each bucket and decides in the same step: 0 when every bucket still had
 * room (go ahead), otherwise the milliseconds until the last full bucket opens again (refuse, do
 * no work). Several buckets are counted in one batch, which D1 runs as one transaction.
 */
export async function take(db: D1Database, buckets: Bucket[], now = Date.now()): Promise<number> {
  const statements = buckets.map(({ limit, key }) => db.prepare(TAKE).bind(key, now, limit.windowMs));
  const rows =
    statements.length === 1
      ? [await statements[0].first<Counted>()]
      : (await db.batch<Counted>(statements)).map((result) => result.results[0]);
  let wait = 0;
  buckets.forEach(({ limit }, i) => {
    const row = rows[i];
    if (row && row.hits > limit.max) wait = Math.max(wait, row.window_started + limit.windowMs - now);
  });
  return wait > 0 ? Math.max(wait, 1000) : 0;
}

/** Gives back one counted attempt whose work was not done or did not count (a success, a refusal for load). */
export async function giveBack(db: D1Database, buckets: Bucket[]): Promise<void> {
  if (buckets.length === 0) return;
  await db.batch(
    buckets.map(({ key }) =>
      db.prepare("UPDATE limit_counters SET hits = max(hits - 1, 0) WHERE bucket = ?").bind(key),
    ),
  );
}

export async function clear(db: D1Database, target: Bucket): Promise<void> {
  await db.prepare("DELETE FROM limit_counters WHERE bucket = ?").bind(target.key).run();
}

/** Whole minutes to wait, at least one, for the message. */
export function minutesOf(ms: number): number {
  return Math.max(1, Math.ceil(ms / MINUTE));
}

/** 429 with `Retry-After` and the message `key` ("try again in {{minutes}} minutes"). */
export function tooMany(c: Context, key: TranslationKey, wait: number) {
  return failure(c, 429, key, { minutes: minutesOf(wait) }, { "retry-after": String(Math.ceil(wait / 1000)) });
}
