import { describe, expect, it } from "vitest";
import { base64url } from "./base64url.ts";

/** ASCII text as bytes (shared/ has no TextEncoder type). */
const bytes = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));

describe("base64url (RFC 4648, section 5, no padding)", () => {
  it("encodes the RFC's test vectors", () => {
    const vectors: [string, string][] = [
      ["", ""],
      ["f", "Zg"],
      ["fo", "Zm8"],
      ["foo", "Zm9v"],
      ["foob", "Zm9vYg"],
      ["fooba", "Zm9vYmE"],
      ["foobar", "Zm9vYmFy"],
    ];
    for (const [text, encoded] of vectors) expect(base64url(bytes(text))).toBe(encoded);
  });

  it("uses - and _ where base64 has + and /, for Uint8Array and ArrayBuffer alike", () => {
    expect(base64url(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe("-_-_");
    expect(base64url(new Uint8Array([0xfb, 0xff, 0xbf]).buffer)).toBe("-_-_");
    expect(base64url(new Uint8Array([0, 0, 0, 255]))).toBe("AAAA_w");
  });

  it("gives 43 characters for 32 bytes, as the backend's tokens have", () => {
    expect(base64url(new Uint8Array(32).fill(7))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
