/**
 * Password storage (OWASP Password Storage Cheat Sheet; docs/decisions/040-password-hashing.md):
 * Argon2id with m=19 MiB, t=2, p=1 (OWASP's listed minimum), a 16-byte random salt, stored in the
 * PHC string format with its parameters, so they can be raised later. Hashes of an earlier setting
 * (scrypt N=2^14, r=8, p=5 in `scrypt$N$r$p$salt$hash`) still verify, through node:crypto's scrypt,
 * and any hash not made with today's setting is renewed at the next successful log-in. Every hash
 * runs inside the isolate's hashing gate (hashing-gate.ts): callers handle HashingBusy.
 */
import { scrypt } from "node:crypto";
import { argon2id, type Argon2Params } from "./argon2id.ts";
import { withHashingTurn } from "./hashing-gate.ts";
import { constantTimeEqual } from "./tokens.ts";

export const ARGON2_PARAMS: Argon2Params = { m: 19_456, t: 2, p: 1 };
const KEY_LENGTH = 32;
/** Refuse stored parameters above these, so a tampered row cannot ask for unbounded work or memory. */
const MAX_ARGON2 = { m: 47_104, t: 10, p: 4 };
const MAX_SCRYPT_N = 2 ** 17;
const MAX_SCRYPT_MEMORY = 160 * 1024 * 1024;
const encoder = new TextEncoder();

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
/** PHC strings drop base64's padding. */
const toPhcBase64 = (bytes: Uint8Array) => toBase64(bytes).replace(/=+$/, "");

function fromBase64(text: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
  } catch {
    return undefined;
  }
}

const passwordBytes = (password: string) => encoder.encode(password.normalize("NFC"));

function phc(params: Argon2Params, salt: Uint8Array, key: Uint8Array): string {
  return `$argon2id$v=19$m=${params.m},t=${params.t},p=${params.p}$${toPhcBase64(salt)}$${toPhcBase64(key)}`;
}

/** `$argon2id$v=19$m=…,t=…,p=…$salt$hash` (PHC string format, base64 without padding). */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await withHashingTurn(() => argon2id(passwordBytes(password), salt, ARGON2_PARAMS, KEY_LENGTH));
  return phc(ARGON2_PARAMS, salt, key);
}

export interface Verification {
  ok: boolean;
  /** The hash was not made with today's algorithm and parameters and should be renewed. */
  outdated: boolean;
}

const REFUSED: Verification = { ok: false, outdated: false };
const PHC_ARGON2ID =
  /^\$argon2id\$v=19\$m=(\d{1,8}),t=(\d{1,3}),p=(\d{1,2})\$([A-Za-z0-9+/]{11,64})\$([A-Za-z0-9+/]{22,128})$/;

export async function verifyPassword(password: string, stored: string): Promise<Verification> {
  if (stored.startsWith("scrypt$")) return verifyScrypt(password, stored);
  const match = PHC_ARGON2ID.exec(stored);
  if (!match) return REFUSED;
  const [m, t, p] = match.slice(1, 4).map(Number);
  const salt = fromBase64(match[4]);
  const expected = fromBase64(match[5]);
  if (!salt || !expected) return REFUSED;
  if (p < 1 || p > MAX_ARGON2.p || m < 8 * p || m > MAX_ARGON2.m || t < 1 || t > MAX_ARGON2.t) return REFUSED;
  const params = { m, t, p };
  const key = await withHashingTurn(() => argon2id(passwordBytes(password), salt, params, expected.length));
  const outdated =
    m !== ARGON2_PARAMS.m || t !== ARGON2_PARAMS.t || p !== ARGON2_PARAMS.p || expected.length !== KEY_LENGTH;
  return { ok: constantTimeEqual(toBase64(key), toBase64(expected)), outdated };
}

/** `scrypt$N$r$p$salt$hash` (salt and hash in base64): the setting before Argon2id, always outdated. */
async function verifyScrypt(password: string, stored: string): Promise<Verification> {
  const parts = stored.split("$");
  if (parts.length !== 6) return REFUSED;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = fromBase64(parts[4]);
  const valid =
    salt &&
    [N, r, p].every(Number.isInteger) &&
    N >= 2 &&
    N <= MAX_SCRYPT_N &&
    (N & (N - 1)) === 0 &&
    r >= 1 &&
    r <= 16 &&
    p >= 1 &&
    p <= 16 &&
    128 * N * r <= MAX_SCRYPT_MEMORY;
  if (!valid) return REFUSED;
  const key = await withHashingTurn(
    () =>
      new Promise<Uint8Array>((resolve, reject) =>
        scrypt(
          password.normalize("NFC"),
          salt,
          KEY_LENGTH,
          { N, r, p, maxmem: MAX_SCRYPT_MEMORY + 1024 * 1024 },
          (error, derived) => (error ? reject(error) : resolve(derived)),
        ),
      ),
  );
  return { ok: constantTimeEqual(toBase64(key), parts[5]), outdated: true };
}

/**
 * A hash of a password nobody has (32 random bytes, thrown away once hashed), checked when the
 * address is unknown so that a log-in for an unknown address costs as much time as one for a known
 * address (no account enumeration). A constant rather than made per isolate: the first unknown
 * addresses of a burst would each make their own, since workerd does not let one request wait on a
 * promise another created. Its parameters are today's (a test checks), so it costs what a real one does.
 */
export const DECOY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$4ubfDO9/apzGJ/fAeZLZow$gzE4gSrP+05yiYvgWPxpS+qGnlCqoFpuIRhuzwHG5RQ";
