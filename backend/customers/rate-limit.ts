/**
 * Fixed-window attempt counters in D1 (issue 6: log-in attempts limited per account and per
 * address). A bucket is blocked once it has used up its limit inside the window; it opens again
 * when the window has passed. Network addresses and e-mail addresses are only stored hashed.
 */
import { sha256Hex } from "./tokens.ts";

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** Log-in failures per account and per network address in 15 minutes (docs/decisions/041). */
export const LOGIN_PER_ACCOUNT: Limit = { name: "login-account", max: 5, windowMs: 15 * MINUTE };
export const LOGIN_PER_ADDRESS: Limit = { name: "login-address", max: 20, windowMs: 15 * MINUTE };
/** Sign-ups and reset mails per address, reset mails per account, voucher code misses per address. */
export const SIGNUP_PER_ADDRESS: Limit = { name: "signup-address", max: 10, windowMs: 60 * MINUTE };
export const RESET_PER_ADDRESS: Limit = { name: "reset-address", max: 10, windowMs: 60 * MINUTE };
export const RESET_PER_ACCOUNT: Limit = { name: "reset-account", max: 3, windowMs: 60 * MINUTE };
export const VOUCHER_MISSES_PER_ADDRESS: Limit = { name: "voucher-address", max: 10, windowMs: 15 * MINUTE };
export const NEWSLETTER_PER_ADDRESS: Limit = { name: "newsletter-address", max: 10, windowMs: 60 * MINUTE };

export interface Bucket {
  limit: Limit;
  key: string;
}

export async function bucket(limit: Limit, subject: string): Promise<Bucket> {
  return { limit, key: `${limit.name}:${await sha256Hex(subject)}` };
}

/** Milliseconds until the first of these buckets opens again; 0 when none is blocked. */
export async function blockedFor(db: D1Database, buckets: Bucket[], now = Date.now()): Promise<number> {
  let wait = 0;
  for (const { limit, key } of buckets) {
    const row = await db
      .prepare("SELECT failures, window_started FROM login_attempts WHERE bucket = ?")
      .bind(key)
      .first<{ failures: number; window_started: number }>();
    if (!row) continue;
    const opensAt = row.window_started + limit.windowMs;
    if (row.failures >= limit.max && opensAt > now) wait = Math.max(wait, opensAt - now);
  }
  return wait;
}

/** Counts one attempt in each bucket, starting a new window where the old one has passed. */
export async function count(db: D1Database, buckets: Bucket[], now = Date.now()): Promise<void> {
  await db.batch(
    buckets.map(({ limit, key }) =>
      db
        .prepare(
          `INSERT INTO login_attempts (bucket, failures, window_started) VALUES (?1, 1, ?2)
           ON CONFLICT(bucket) DO UPDATE SET
             failures = CASE WHEN window_started <= ?2 - ?3 THEN 1 ELSE failures + 1 END,
             window_started = CASE WHEN window_started <= ?2 - ?3 THEN ?2 ELSE window_started END`,
        )
        .bind(key, now, limit.windowMs),
    ),
  );
}

export async function clear(db: D1Database, target: Bucket): Promise<void> {
  await db.prepare("DELETE FROM login_attempts WHERE bucket = ?").bind(target.key).run();
}

/** Whole minutes to wait, at least one, for the message. */
export function minutesOf(ms: number): number {
  return Math.max(1, Math.ceil(ms / MINUTE));
}
