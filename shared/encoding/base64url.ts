/**
 * Bytes as base64url without padding (RFC 4648, section 5): the one encoder of the CSRF tokens
 * (`worker/middleware/csrf.ts`) and the backend's session and mail tokens (`backend/customers/tokens.ts`).
 * Plain JavaScript, so it runs in both workers, the browser and Node alike.
 */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  const data = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let out = "";
  for (let i = 0; i < data.length; i += 3) {
    const n = ((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0);
    out += ALPHABET.charAt((n >> 18) & 63) + ALPHABET.charAt((n >> 12) & 63);
    if (i + 1 < data.length) out += ALPHABET.charAt((n >> 6) & 63);
    if (i + 2 < data.length) out += ALPHABET.charAt(n & 63);
  }
  return out;
}
