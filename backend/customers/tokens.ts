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

/** Compares two strings in time that depends only on their length. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  if (left.length !== right.length) return false;
  return crypto.subtle.timingSafeEqual(left, right);
}
