/**
 * Random tokens and their stored form. Session, reset and confirmation tokens are 256 random bits
 * in base64url; only their SHA-256 is stored, so a copy of the database opens nothing.
 */
import { base64url } from "../../shared/encoding/base64url.ts";

const encoder = new TextEncoder();

/** 32 random bytes as 43 base64url characters. */
export function newToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", encoder.encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Compares two strings with workerd's native `timingSafeEqual`, in time that depends only on the
 * length of `a` (pass the computed value first, the stored one second): when the lengths differ,
 * `a` is compared with itself and the answer is no, so there is no early exit. Not hono's
 * `timingSafeEqual` (decision 131).
 */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  const sameLength = left.length === right.length;
  return crypto.subtle.timingSafeEqual(left, sameLength ? right : left) && sameLength;
}
