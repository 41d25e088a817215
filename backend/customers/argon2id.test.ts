import { describe, expect, it } from "vitest";
import { argon2id } from "./argon2id.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const hex = (value: Uint8Array) => [...value].map((b) => b.toString(16).padStart(2, "0")).join("");

describe("Argon2id from the reference implementation in WebAssembly", () => {
  it("gives the reference implementation's test vector (v=19, t=2, m=2^16, p=1)", () => {
    const tag = argon2id(bytes("password"), bytes("somesalt"), { m: 65_536, t: 2, p: 1 }, 32);
    expect(hex(tag)).toBe("09316115d5cf24ed5a15a31a3ba326e5cf32edc24702987c02b6566f61913cf7");
  });

  it("hashes every UTF-8 byte of a password with umlauts, not as many bytes as it has characters", () => {
    const params = { m: 1024, t: 2, p: 1 };
    const salt = bytes("saltsaltsaltsalt");
    // "ää" and "äx" share their first two bytes (c3 a4); a length in characters would hash only those.
    expect(hex(argon2id(bytes("ää"), salt, params, 32))).not.toBe(hex(argon2id(bytes("äx"), salt, params, 32)));
    expect(hex(argon2id(bytes("Grüße"), salt, params, 32))).toBe(hex(argon2id(bytes("Grüße"), salt, params, 32)));
  });

  it("hashes the empty password and gives tags of the length asked for", () => {
    expect(argon2id(new Uint8Array(), bytes("saltsaltsaltsalt"), { m: 64, t: 1, p: 1 }, 16)).toHaveLength(16);
  });
});
