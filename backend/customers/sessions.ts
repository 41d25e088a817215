/**
 * Log-in sessions: a random token in an HttpOnly, Secure, SameSite=Lax cookie that the
 * renderer passes through unchanged; only the token's hash is stored. A new token at every log-in
 * (no fixation), and the one it replaces ends; log-out and password changes end sessions on the server,
 * not only in the browser.
 */
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { findById, type CustomerRecord } from "./store.ts";
import { newToken, sha256Hex } from "./tokens.ts";

export const SESSION_COOKIE = "shop_session";
/** Sessions last 14 days from log-in. */
export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const cookieOptions = { path: "/", httpOnly: true, secure: true, sameSite: "Lax" } as const;

/** A new session; the session this browser had before (a log-in over a log-in) ends on the server. */
export async function startSession(c: Context, db: D1Database, customerId: number): Promise<void> {
  const token = newToken();
  const now = Date.now();
  const previous = await tokenHashOf(c);
  const insert = db
    .prepare("INSERT INTO sessions (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
    .bind(await sha256Hex(token), customerId, now, now + SESSION_LIFETIME_MS);
  await db.batch(
    previous ? [db.prepare("DELETE FROM sessions WHERE token_hash = ?").bind(previous), insert] : [insert],
  );
  setCookie(c, SESSION_COOKIE, token, { ...cookieOptions, maxAge: SESSION_LIFETIME_MS / 1000 });
}

async function tokenHashOf(c: Context): Promise<string | undefined> {
  const token = getCookie(c, SESSION_COOKIE);
  return token && TOKEN.test(token) ? sha256Hex(token) : undefined;
}

/** The logged-in customer of this request, or undefined. */
export async function currentCustomer(c: Context, db: D1Database): Promise<CustomerRecord | undefined> {
  const hash = await tokenHashOf(c);
  if (!hash) return undefined;
  const row = await db
    .prepare("SELECT customer_id FROM sessions WHERE token_hash = ? AND expires_at > ?")
    .bind(hash, Date.now())
    .first<{ customer_id: number }>();
  return row ? findById(db, row.customer_id) : undefined;
}

export async function endSession(c: Context, db: D1Database): Promise<void> {
  const hash = await tokenHashOf(c);
  if (hash) await db.prepare("DELETE FROM sessions WHERE token_hash = ?").bind(hash).run();
  deleteCookie(c, SESSION_COOKIE, cookieOptions);
}

/** Ends every session of a customer, for example after a password reset. */
export async function endAllSessions(db: D1Database, customerId: number): Promise<void> {
  await db.prepare("DELETE FROM sessions WHERE customer_id = ?").bind(customerId).run();
}
