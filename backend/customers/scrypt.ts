/**
 * scrypt (RFC 7914) that gives the thread back while it works (issue 16, part 3;
 * docs/decisions/048-hashing-that-yields.md). workerd's `node:crypto` scrypt runs on the isolate's
 * only thread from start to end (about 0.2 s at N=2^14, r=8, p=5), so every other request of the
 * isolate waited behind each log-in. This one computes the same function and waits for the next
 * turn of the event loop (a macrotask, so other requests' I/O and handlers run) every
 * `MIXES_PER_TURN` block mixes, about a millisecond of work. Same output as `node:crypto` scrypt,
 * so stored hashes stay valid (scrypt.test.ts compares both).
 */
import { createHmac } from "node:crypto";

const encoder = new TextEncoder();
/** Block mixes between two turns of the event loop: at r=8 about a millisecond of work (5 µs each). */
const MIXES_PER_TURN = 256;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * PBKDF2-HMAC-SHA256 with one iteration: block i is HMAC(password, salt || i). Written out because
 * workerd's PBKDF2 caps the output below what scrypt with larger p or r needs.
 */
function pbkdf2Once(password: Uint8Array, salt: Uint8Array, bytes: number): Uint8Array {
  const out = new Uint8Array(Math.ceil(bytes / 32) * 32);
  const input = new Uint8Array(salt.length + 4);
  input.set(salt);
  for (let i = 1; (i - 1) * 32 < bytes; i++) {
    new DataView(input.buffer).setUint32(salt.length, i);
    out.set(createHmac("sha256", password).update(input).digest(), (i - 1) * 32);
  }
  return out.subarray(0, bytes);
}

const rotl = (a: number, b: number) => (a << b) | (a >>> (32 - b));

/** out[oi..oi+16] = Salsa20/8(prev[pi..pi+16] xor input[ii..ii+16]). */
function salsaXor(prev: Uint32Array, pi: number, input: Uint32Array, ii: number, out: Uint32Array, oi: number): void {
  const y0 = prev[pi] ^ input[ii],
    y1 = prev[pi + 1] ^ input[ii + 1],
    y2 = prev[pi + 2] ^ input[ii + 2],
    y3 = prev[pi + 3] ^ input[ii + 3];
  const y4 = prev[pi + 4] ^ input[ii + 4],
    y5 = prev[pi + 5] ^ input[ii + 5],
    y6 = prev[pi + 6] ^ input[ii + 6],
    y7 = prev[pi + 7] ^ input[ii + 7];
  const y8 = prev[pi + 8] ^ input[ii + 8],
    y9 = prev[pi + 9] ^ input[ii + 9],
    y10 = prev[pi + 10] ^ input[ii + 10],
    y11 = prev[pi + 11] ^ input[ii + 11];
  const y12 = prev[pi + 12] ^ input[ii + 12],
    y13 = prev[pi + 13] ^ input[ii + 13],
    y14 = prev[pi + 14] ^ input[ii + 14],
    y15 = prev[pi + 15] ^ input[ii + 15];
  let x0 = y0,
    x1 = y1,
    x2 = y2,
    x3 = y3,
    x4 = y4,
    x5 = y5,
    x6 = y6,
    x7 = y7;
  let x8 = y8,
    x9 = y9,
    x10 = y10,
    x11 = y11,
    x12 = y12,
    x13 = y13,
    x14 = y14,
    x15 = y15;
  for (let i = 0; i < 8; i += 2) {
    x4 ^= rotl((x0 + x12) | 0, 7);
    x8 ^= rotl((x4 + x0) | 0, 9);
    x12 ^= rotl((x8 + x4) | 0, 13);
    x0 ^= rotl((x12 + x8) | 0, 18);
    x9 ^= rotl((x5 + x1) | 0, 7);
    x13 ^= rotl((x9 + x5) | 0, 9);
    x1 ^= rotl((x13 + x9) | 0, 13);
    x5 ^= rotl((x1 + x13) | 0, 18);
    x14 ^= rotl((x10 + x6) | 0, 7);
    x2 ^= rotl((x14 + x10) | 0, 9);
    x6 ^= rotl((x2 + x14) | 0, 13);
    x10 ^= rotl((x6 + x2) | 0, 18);
    x3 ^= rotl((x15 + x11) | 0, 7);
    x7 ^= rotl((x3 + x15) | 0, 9);
    x11 ^= rotl((x7 + x3) | 0, 13);
    x15 ^= rotl((x11 + x7) | 0, 18);
    x1 ^= rotl((x0 + x3) | 0, 7);
    x2 ^= rotl((x1 + x0) | 0, 9);
    x3 ^= rotl((x2 + x1) | 0, 13);
    x0 ^= rotl((x3 + x2) | 0, 18);
    x6 ^= rotl((x5 + x4) | 0, 7);
    x7 ^= rotl((x6 + x5) | 0, 9);
    x4 ^= rotl((x7 + x6) | 0, 13);
    x5 ^= rotl((x4 + x7) | 0, 18);
    x11 ^= rotl((x10 + x9) | 0, 7);
    x8 ^= rotl((x11 + x10) | 0, 9);
    x9 ^= rotl((x8 + x11) | 0, 13);
    x10 ^= rotl((x9 + x8) | 0, 18);
    x12 ^= rotl((x15 + x14) | 0, 7);
    x13 ^= rotl((x12 + x15) | 0, 9);
    x14 ^= rotl((x13 + x12) | 0, 13);
    x15 ^= rotl((x14 + x13) | 0, 18);
  }
  out[oi] = (x0 + y0) | 0;
  out[oi + 1] = (x1 + y1) | 0;
  out[oi + 2] = (x2 + y2) | 0;
  out[oi + 3] = (x3 + y3) | 0;
  out[oi + 4] = (x4 + y4) | 0;
  out[oi + 5] = (x5 + y5) | 0;
  out[oi + 6] = (x6 + y6) | 0;
  out[oi + 7] = (x7 + y7) | 0;
  out[oi + 8] = (x8 + y8) | 0;
  out[oi + 9] = (x9 + y9) | 0;
  out[oi + 10] = (x10 + y10) | 0;
  out[oi + 11] = (x11 + y11) | 0;
  out[oi + 12] = (x12 + y12) | 0;
  out[oi + 13] = (x13 + y13) | 0;
  out[oi + 14] = (x14 + y14) | 0;
  out[oi + 15] = (x15 + y15) | 0;
}

/**
 * Y[yi..] = BlockMix(B[bi..]) of 2r 64-byte blocks, even results first, then odd ones. Each
 * result is computed from the one before it, wherever that was written; Y must not overlap B.
 */
function blockMix(B: Uint32Array, bi: number, Y: Uint32Array, yi: number, r: number): void {
  let prev: Uint32Array = B;
  let pi = bi + (2 * r - 1) * 16;
  for (let i = 0; i < 2 * r; i++) {
    const oi = yi + ((i & 1) === 0 ? i >> 1 : r + (i >> 1)) * 16;
    salsaXor(prev, pi, B, bi + i * 16, Y, oi);
    prev = Y;
    pi = oi;
  }
}

async function roMix(block: Uint32Array, N: number, r: number, turn: { mixes: number }): Promise<void> {
  const words = 32 * r;
  const V = new Uint32Array(N * words);
  const X = new Uint32Array(words);
  const T = new Uint32Array(words);
  V.set(block, 0);
  for (let i = 0; i < N - 1; i++) {
    blockMix(V, i * words, V, (i + 1) * words, r);
    if (++turn.mixes % MIXES_PER_TURN === 0) await nextTurn();
  }
  blockMix(V, (N - 1) * words, X, 0, r);
  for (let i = 0; i < N; i++) {
    const vj = (X[(2 * r - 1) * 16] & (N - 1)) * words;
    for (let k = 0; k < words; k++) T[k] = X[k] ^ V[vj + k];
    blockMix(T, 0, X, 0, r);
    if (++turn.mixes % MIXES_PER_TURN === 0) await nextTurn();
  }
  block.set(X);
}

/** scrypt(password, salt, N, r, p, keyLength); N a power of two. */
export async function scrypt(
  password: string,
  salt: Uint8Array,
  keyLength: number,
  { N, r, p }: ScryptParams,
): Promise<Uint8Array> {
  if (N < 2 || (N & (N - 1)) !== 0) throw new RangeError("N must be a power of two");
  const pw = encoder.encode(password);
  const blockBytes = 128 * r;
  const bytes = pbkdf2Once(pw, salt, p * blockBytes);
  const words = new Uint32Array(bytes.length / 4);
  for (let i = 0; i < words.length; i++)
    words[i] = bytes[4 * i] | (bytes[4 * i + 1] << 8) | (bytes[4 * i + 2] << 16) | (bytes[4 * i + 3] << 24);
  const turn = { mixes: 0 };
  for (let i = 0; i < p; i++) await roMix(words.subarray(i * 32 * r, (i + 1) * 32 * r), N, r, turn);
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    bytes[4 * i] = w & 0xff;
    bytes[4 * i + 1] = (w >>> 8) & 0xff;
    bytes[4 * i + 2] = (w >>> 16) & 0xff;
    bytes[4 * i + 3] = w >>> 24;
  }
  return pbkdf2Once(pw, bytes, keyLength);
}
