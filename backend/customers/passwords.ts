/**
 * Password storage (OWASP Password Storage Cheat Sheet; docs/decisions/040-password-hashing.md):
 * scrypt N=2^14, r=8, p=5 (one of OWASP's equal-strength scrypt settings, 16 MiB per hash, inside a
 * Worker's memory), a 16-byte random salt per password. The parameters are stored with the hash so
 * they can be raised later; a hash made with older parameters is renewed at the next successful
 * log-in. The scrypt is the one that yields to other requests (scrypt.ts, docs/decisions/048), and
 * every hash runs inside the isolate's hashing gate (hashing-gate.ts): callers handle HashingBusy.
 */
import { withHashingSlot } from "./hashing-gate.ts";
import { scrypt } from "./scrypt.ts";
import { constantTimeEqual } from "./tokens.ts";

export const SCRYPT_PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;
/** Refuse stored parameters above these, so a tampered row cannot ask for unbounded work. */
const MAX_N = 2 ** 17;
const MAX_MEMORY = 160 * 1024 * 1024;

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array | undefined {
  try {
    return Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));
  } catch {
    return undefined;
  }
}

function derive(password: string, salt: Uint8Array, params: { N: number; r: number; p: number }): Promise<Uint8Array> {
  return withHashingSlot(() => scrypt(password.normalize("NFC"), salt, KEY_LENGTH, params));
}

/** `scrypt$N$r$p$salt$hash` with salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const key = await derive(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return `scrypt$${N}$${r}$${p}$${toBase64(salt)}$${toBase64(key)}`;
}

export interface Verification {
  ok: boolean;
  /** The hash was made with weaker parameters than today's and should be renewed. */
  outdated: boolean;
}

export async function verifyPassword(password: string, stored: string): Promise<Verification> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return { ok: false, outdated: false };
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = fromBase64(parts[4]);
  const expected = parts[5];
  const valid =
    salt &&
    [N, r, p].every(Number.isInteger) &&
    N >= 2 &&
    N <= MAX_N &&
    (N & (N - 1)) === 0 &&
    r >= 1 &&
    r <= 16 &&
    p >= 1 &&
    p <= 16;
  if (!valid || 128 * N * r > MAX_MEMORY) return { ok: false, outdated: false };
  const key = toBase64(await derive(password, salt, { N, r, p }));
  const ok = constantTimeEqual(key, expected);
  const outdated = N < SCRYPT_PARAMS.N || r < SCRYPT_PARAMS.r || p < SCRYPT_PARAMS.p;
  return { ok, outdated };
}

/**
 * A hash of a password nobody has, checked when the address is unknown so that a log-in for an
 * unknown address costs as much time as one for a known address (no account enumeration). Made
 * once per isolate, inside the gate like any hash; only the finished string is kept, since workerd
 * does not let one request wait on a promise another request created.
 */
let decoy: string | undefined;
export async function decoyHash(): Promise<string> {
  decoy ??= await hashPassword(crypto.randomUUID());
  return decoy;
}
