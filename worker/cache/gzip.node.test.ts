import { crc32 as zlibCrc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32, crc32Combine, deflatePiece, gzipOf } from "./gzip.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

/** Deterministic bytes that compress somewhat, like text. */
function sample(length: number, seed: number): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    out[i] = 97 + ((x >>> 16) % 7);
  }
  return out;
}

function concat(...chunks: Uint8Array[]): Uint8Array {
  return Uint8Array.from(chunks.flatMap((chunk) => [...chunk]));
}

describe("CRC-32 for gzip's trailer", () => {
  it("is zlib's CRC-32, continued from a previous value too", () => {
    for (const data of [new Uint8Array(0), bytes("a"), bytes("The quick brown fox"), sample(5000, 3)]) {
      expect(crc32(data)).toBe(zlibCrc32(data));
      expect(crc32(data, 0x12345678)).toBe(zlibCrc32(data, 0x12345678));
    }
  });

  it("combines the CRCs of two parts into the CRC of both, whatever their lengths", () => {
    for (const [a, b] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [7, 13],
      [1000, 65536],
      [70000, 3],
    ] as const) {
      const first = sample(a, a + 1);
      const second = sample(b, b + 2);
      expect(crc32Combine(crc32(first), crc32(second), second.length)).toBe(zlibCrc32(concat(first, second)));
    }
  });
});

describe("a gzip stream from pieces compressed once and parts written per answer", () => {
  it("inflates to the pieces with the parts between them", () => {
    const texts = [sample(20_000, 1), sample(0, 2), sample(300, 3), sample(50_000, 4)];
    const parts = [bytes("nonce-1"), bytes(""), sample(70_000, 5)];
    const gzip = gzipOf(
      texts.map((text) => deflatePiece(text)),
      parts,
    );
    expect(
      Buffer.from(gunzipSync(gzip)).equals(
        Buffer.from(concat(texts[0]!, parts[0]!, texts[1]!, parts[1]!, texts[2]!, parts[2]!, texts[3]!)),
      ),
    ).toBe(true);
  });

  it("lets a piece refer back into what a decoder wrote before it", () => {
    const head = sample(10_000, 9);
    const gap = bytes("XXXX");
    const repeat = concat(head.subarray(0, 5000), bytes("tail"));
    const alone = deflatePiece(repeat);
    const referring = deflatePiece(repeat, concat(head, new Uint8Array(gap.length)));
    expect(referring.deflated.length).toBeLessThan(alone.deflated.length / 4);
    const gzip = gzipOf([deflatePiece(head), referring], [gap]);
    expect(Buffer.from(gunzipSync(gzip)).equals(Buffer.from(concat(head, gap, repeat)))).toBe(true);
  });
});
