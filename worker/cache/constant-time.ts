/**
 * Constant-time comparison of secrets (brief "Standards"): both sides are hashed first, so the
 * comparison takes the same time whatever the lengths, then compared with workerd's native
 * `timingSafeEqual`. Not hono's `timingSafeEqual`: after its hashes it also compares the strings
 * themselves in a JavaScript loop as long as the longer one, which tells the secret's length
 * (decision 131).
 */
const encoder = new TextEncoder();

/** workerd's non-standard `crypto.subtle.timingSafeEqual` (the DOM typings do not know it). */
const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean };

async function sha256(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest("SHA-256", encoder.encode(text));
}

export async function constantTimeEqual(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([sha256(a), sha256(b)]);
  return subtle.timingSafeEqual(x, y) && a.length > 0;
}

/** Hex HMAC-SHA1 of a body, as Storyblok signs webhooks (`webhook-signature`). */
export async function hmacSha1Hex(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-1" }, false, [
    "sign",
  ]);
  const mac = await crypto.subtle.sign("HMAC", key, encoder.encode(body));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
