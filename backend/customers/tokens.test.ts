/** Tokens and the constant-time compare (decision 131): the one base64url (shared/encoding), workerd's timingSafeEqual. */
import { describe, expect, it } from "vitest";
import { tokenField } from "../../shared/forms/fields.ts";
import { base64url } from "../../shared/encoding/base64url.ts";
import { constantTimeEqual, newToken } from "./tokens.ts";

describe("tokens", () => {
  it("encodes base64url without padding, with - and _ for + and /", () => {
    expect(base64url(new Uint8Array([0xfb, 0xff]))).toBe("-_8");
    expect(base64url(new Uint8Array([0x66, 0x6f, 0x6f, 0x62]))).toBe("Zm9vYg");
    // A view into a larger buffer encodes only its own bytes.
    expect(base64url(new Uint8Array([1, 2, 3, 0xfb, 0xff]).subarray(3))).toBe("-_8");
  });

  it("makes 43-character tokens that the mail-token pattern accepts, a new one each time", () => {
    const [a, b] = [newToken(), newToken()];
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokenField.safeParse(a).success).toBe(true);
    expect(a).not.toBe(b);
  });

  it("compares equal strings as equal and any other as not, whatever their lengths", () => {
    expect(constantTimeEqual("scrypt-key-äöü", "scrypt-key-äöü")).toBe(true);
    expect(constantTimeEqual("scrypt-key-aaa", "scrypt-key-aab")).toBe(false);
    expect(constantTimeEqual("short", "shorter")).toBe(false);
    expect(constantTimeEqual("shorter", "short")).toBe(false);
    expect(constantTimeEqual("", "x")).toBe(false);
    // Same UTF-16 length, different bytes.
    expect(constantTimeEqual("ä", "a")).toBe(false);
  });
});
