/**
 * Protection of the BFF proxy's state-changing requests against cross-site requests
 * (docs/decisions/043-csrf-protection.md): the browser's own word on where the request comes from
 * (Sec-Fetch-Site, else Origin) must say same origin, and a signed double-submit token must be
 * repeated from its cookie in a header or form field. Tokens are compared in constant time. A token
 * is bound to the visitor's session (decision 088): it signs the session cookie's value too, so
 * another session's valid pair is refused, and a log-in or log-out brings a new token.
 */
import { CSRF_BROWSER_COOKIE, CSRF_COOKIE } from "../../shared/bff/csrf.ts";
import { base64url } from "../../shared/encoding/base64url.ts";
import { configOf } from "../config/config.ts";
import type { Env } from "../env.ts";

const encoder = new TextEncoder();
const TOKEN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/;

/** The signing secret: CSRF_SECRET, which production must set (worker/config/schema.ts); a fixed one in development and test. */
function secretOf(env: Env): string {
  return configOf(env).secrets.csrf;
}

/** `session` is the session cookie's value, or undefined for a visitor without a session. */
async function sign(secret: string, nonce: string, session: string | undefined): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return base64url(await crypto.subtle.sign("HMAC", key, encoder.encode(`${CSRF_COOKIE}:${nonce}:${session ?? ""}`)));
}

/** Constant time for equal lengths: every byte is looked at whatever differs. */
function equal(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  if (left.length !== right.length) return false;
  let difference = 0;
  for (let i = 0; i < left.length; i++) difference |= left[i] ^ right[i];
  return difference === 0;
}

export async function newCsrfToken(env: Env, session: string | undefined): Promise<string> {
  const nonce = base64url(crypto.getRandomValues(new Uint8Array(16)));
  return `${nonce}.${await sign(secretOf(env), nonce, session)}`;
}

/** The CSRF cookie as the shop sets it (a `__Host-` cookie: Secure, Path=/, no Domain). */
export function csrfSetCookie(token: string): string {
  return `${CSRF_BROWSER_COOKIE}=${token}; Path=/; Secure; SameSite=Strict`;
}

/** Whether a cookie value is a token this shop signed for this session. */
export async function isOwnToken(env: Env, token: string | undefined, session: string | undefined): Promise<boolean> {
  if (!token || !TOKEN.test(token)) return false;
  const [nonce, mac] = token.split(".");
  return equal(mac, await sign(secretOf(env), nonce, session));
}

/** The request comes from a page of this very origin, by Sec-Fetch-Site or, lacking it, by Origin. */
export function isSameOrigin(request: Request, ownOrigin: string): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin";
  const origin = request.headers.get("origin");
  return origin !== null && origin.toLowerCase() === ownOrigin.toLowerCase();
}

/** The repeated token matches the cookie, and the cookie is one of ours, for this session. */
export async function hasDoubleSubmitProof(
  env: Env,
  cookieToken: string | undefined,
  repeated: string | undefined,
  session: string | undefined,
): Promise<boolean> {
  if (!cookieToken || !repeated) return false;
  return equal(cookieToken, repeated) && (await isOwnToken(env, cookieToken, session));
}
