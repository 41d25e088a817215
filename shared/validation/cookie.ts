/**
 * Cookie name and value safety (specification section 5: "Cookie names and values must use safe
 * characters"), as RFC 6265 section 4.1.1 defines them. A name is an HTTP token; a value is
 * cookie-octets, optionally inside double quotes. Both are checked before a cookie is written,
 * and a cookie read from a request that fails them is ignored.
 */
import { z } from "zod";

/** RFC 6265 `cookie-name` = RFC 2616 `token`: visible ASCII except separators. */
export const COOKIE_NAME_PATTERN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** RFC 6265 `cookie-value`: `*cookie-octet` or the same in double quotes (no CTLs, space, `"`, `,`, `;`, `\`). */
export const COOKIE_VALUE_PATTERN = /^(?:[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*|"[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*")$/;

/** Browsers keep at least 4096 bytes of name plus value (RFC 6265 section 6.1); we write no more. */
export const MAX_COOKIE_BYTES = 4096;

export function isSafeCookieName(name: string): boolean {
  return COOKIE_NAME_PATTERN.test(name);
}

export function isSafeCookieValue(value: string): boolean {
  return COOKIE_VALUE_PATTERN.test(value);
}

/** Both parts safe, and together no longer than browsers are bound to keep (all characters here are one byte). */
export function isSafeCookie(name: string, value: string): boolean {
  return isSafeCookieName(name) && isSafeCookieValue(value) && name.length + value.length <= MAX_COOKIE_BYTES;
}

export const cookieNameSchema = z.string().regex(COOKIE_NAME_PATTERN, { message: "Unsafe cookie name" });
export const cookieValueSchema = z
  .string()
  .max(MAX_COOKIE_BYTES)
  .regex(COOKIE_VALUE_PATTERN, { message: "Unsafe cookie value" });
