/**
 * A gzip stream put together from pieces compressed once and short parts written per answer
 * (decision 090: a stored page's visitor parts are spliced into its compressed bytes, so a hit
 * costs no compression). Each piece is raw deflate ended with a sync flush, which leaves the stream
 * byte-aligned with no reference into what follows; the parts between pieces go in as stored
 * (uncompressed) deflate blocks. The trailer's CRC-32 is the pieces' CRCs combined with the parts'
 * (RFC 1952; combining multiplies by x^(8n) modulo the CRC polynomial), and its length the sum.
 */
import { constants, deflateRawSync } from "node:zlib";

/** One piece compressed once: its raw deflate bytes (byte-aligned at the end), its CRC-32 and length. */
export interface GzipPiece {
  deflated: Uint8Array;
  crc: number;
  length: number;
}

/** CRC-32 (IEEE 802.3, reflected), the one gzip's trailer holds. */
const POLY = 0xedb88320;
const TABLE = Uint32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ POLY : c >>> 1;
  return c >>> 0;
});

/** The CRC-32 of `bytes` continued from `crc` (0 for a fresh start). */
export function crc32(bytes: Uint8Array, crc = 0): number {
  let c = ~crc >>> 0;
  for (const byte of bytes) c = (TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return ~c >>> 0;
}

/** a(x) * b(x) modulo the polynomial, in the reflected bit order (bit 31 is x^0). */
function multiplyModP(a: number, b: number): number {
  let product = 0;
  for (let m = 0x80000000; m !== 0; m >>>= 1) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31 (x^1 is bit 30). */
const X_TO_2_TO_K: number[] = [0x40000000];
for (let k = 1; k < 32; k++) {
  const previous = X_TO_2_TO_K[k - 1] as number;
  X_TO_2_TO_K.push(multiplyModP(previous, previous));
}

/** The CRC-32 of A followed by B, from the CRC of A, the CRC of B and B's length. */
export function crc32Combine(crcA: number, crcB: number, lengthB: number): number {
  // crcA times x^(8 * lengthB): one factor x^(2^k) per set bit of 8 * lengthB.
  let shift = 0x80000000;
  for (let n = lengthB, k = 3; n > 0; n = Math.floor(n / 2), k++)
    if (n % 2) shift = multiplyModP(X_TO_2_TO_K[k % 32] as number, shift);
  return (multiplyModP(shift, crcA) ^ crcB) >>> 0;
}

/** The window deflate may refer back into. */
export const DEFLATE_WINDOW = 32 * 1024;

/**
 * Compresses one piece as raw deflate that ends byte-aligned, ready to be followed by anything.
 * `before`: the bytes a decoder will have written right before this piece, where known, so the
 * piece may refer back into them as one whole stream would (a byte the caller cannot know must be
 * one the piece never holds, such as NUL in a page, so no reference can reach it).
 */
export function deflatePiece(bytes: Uint8Array, before?: Uint8Array): GzipPiece {
  const dictionary = before?.length ? before.subarray(Math.max(0, before.length - DEFLATE_WINDOW)) : undefined;
  const deflated = deflateRawSync(bytes, {
    finishFlush: constants.Z_SYNC_FLUSH,
    level: 9,
    ...(dictionary ? { dictionary } : {}),
  });
  return {
    deflated: new Uint8Array(deflated.buffer, deflated.byteOffset, deflated.byteLength),
    crc: crc32(bytes),
    length: bytes.length,
  };
}

/** gzip's header: deflate, no name, no time, unknown system. */
const HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff);
/** The last block: an empty stored block with the final bit set. */
const LAST_BLOCK = Uint8Array.of(1, 0, 0, 0xff, 0xff);
/** A stored block holds at most this many bytes. */
const STORED_MAX = 0xffff;

/** The bytes of `parts` as stored deflate blocks (5 bytes of header per 64 KB). */
function storedBlocks(bytes: Uint8Array): Uint8Array[] {
  const blocks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += STORED_MAX) {
    const chunk = bytes.subarray(at, at + STORED_MAX);
    const n = chunk.length;
    blocks.push(Uint8Array.of(0, n & 0xff, n >>> 8, ~n & 0xff, (~n >>> 8) & 0xff), chunk);
  }
  return blocks;
}

/**
 * One gzip stream of `pieces` with `parts[i]` written after `pieces[i]` (there is one part fewer
 * than pieces): what a decoder inflates to is the pieces' bytes with the parts between them.
 */
export function gzipOf(pieces: readonly GzipPiece[], parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const chunks: Uint8Array[] = [HEADER];
  let crc = 0;
  let length = 0;
  pieces.forEach((piece, i) => {
    chunks.push(piece.deflated);
    crc = crc32Combine(crc, piece.crc, piece.length);
    length += piece.length;
    const part = parts[i];
    if (part?.length) {
      chunks.push(...storedBlocks(part));
      crc = crc32(part, crc);
      length += part.length;
    }
  });
  const trailer = new Uint8Array(8);
  const view = new DataView(trailer.buffer);
  view.setUint32(0, crc, true);
  view.setUint32(4, length >>> 0, true);
  chunks.push(LAST_BLOCK, trailer);
  return joined(chunks);
}

/** The chunks one after another in one buffer. */
export function joined(chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
