import { scrypt as nodeScrypt } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { scrypt } from "./scrypt.ts";

function native(
  password: string,
  salt: Uint8Array,
  keyLength: number,
  params: { N: number; r: number; p: number },
): Promise<Uint8Array> {
  return new Promise((resolve, reject) =>
    nodeScrypt(password, salt, keyLength, { ...params, maxmem: 256 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(new Uint8Array(key)),
    ),
  );
}

// The comparisons run several full-strength hashes in JavaScript and in node:crypto.
vi.setConfig({ testTimeout: 60_000 });

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

describe("scrypt that yields", () => {
  it("matches RFC 7914's test vector", async () => {
    const key = await scrypt("password", new TextEncoder().encode("NaCl"), 64, { N: 1024, r: 8, p: 16 });
    expect(hex(key)).toBe(
      "fdbabe1c9d3472007856e7190d01e9fe7c6ad7cbc8237830e77376634b3731622eaf30d92e22a3886ff109279d9830dac727afb94a83ee6d8360cbdfa2cc0640",
    );
  });

  it("gives the same key as node:crypto for the shop's parameters and other shapes", async () => {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    for (const params of [
      { N: 2 ** 14, r: 8, p: 5 },
      { N: 16, r: 1, p: 1 },
      { N: 256, r: 3, p: 2 },
    ]) {
      for (const password of ["korrekt-Pferd-Batterie", "Grüße aus Köln ✉", ""]) {
        expect(hex(await scrypt(password, salt, 32, params))).toBe(hex(await native(password, salt, 32, params)));
      }
    }
  });

  it("lets timers run while it works", async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 1);
    await scrypt("x", new Uint8Array(16), 32, { N: 2 ** 14, r: 8, p: 5 });
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(20);
  });
});
