/**
 * The visitor key cookie (section 3, "Visitor monitoring"): a random UUID in the cookie named for
 * the split user key. A cookie that is missing or malformed is replaced by a fresh key.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { VISITOR_KEY_COOKIE, VISITOR_KEY_MAX_AGE_S, isVisitorKey } from "../../shared/flags/visitor.ts";
import { describeError, logEvent } from "../log.ts";

export interface VisitorKey {
  key: string;
  /** True when the key was made for this request and the cookie must be set. */
  issued: boolean;
}

export function readVisitorKey(c: Context): VisitorKey {
  let value: string | undefined;
  try {
    value = getCookie(c, VISITOR_KEY_COOKIE);
  } catch (error) {
    logEvent("info", "split-key-created", { reason: "unreadable cookie", ...describeError(error) });
    value = undefined;
  }
  return isVisitorKey(value) ? { key: value, issued: false } : { key: crypto.randomUUID(), issued: true };
}

/** HttpOnly: the browser client reads the key from the monitoring record, never from the cookie. */
export function writeVisitorKey(c: Context, key: string): void {
  setCookie(c, VISITOR_KEY_COOKIE, key, {
    path: "/",
    maxAge: VISITOR_KEY_MAX_AGE_S,
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
  });
}
