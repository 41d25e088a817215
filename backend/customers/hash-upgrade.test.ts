import { env } from "cloudflare:test";
import { scrypt } from "node:crypto";
import { describe, expect, it } from "vitest";
import { GOOD_PASSWORD, freshEmail, visitor } from "../test/visitor.ts";
import { argon2id } from "./argon2id.ts";
import { ARGON2_PARAMS, DECOY_HASH, verifyPassword } from "./passwords.ts";

/** A password hash as the shop stored them before Argon2id: scrypt N=2^14, r=8, p=5, `scrypt$N$r$p$salt$hash`. */
function scryptHash(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
  return new Promise((resolve, reject) =>
    scrypt(password, salt, 32, { N: 2 ** 14, r: 8, p: 5, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(`scrypt$16384$8$5$${base64(salt)}$${base64(new Uint8Array(key))}`),
    ),
  );
}

const storedHash = async (email: string) =>
  (
    await env.DB.prepare("SELECT password_hash FROM customers WHERE email = ?")
      .bind(email)
      .first<{ password_hash: string }>()
  )?.password_hash;

async function customerWithOldHash(password: string): Promise<string> {
  const email = freshEmail("alt");
  const signup = await visitor().call("POST", "/customer/signup", {
    email,
    password,
    firstName: "Olga",
    lastName: "Alt",
  });
  expect(signup.status).toBe(201);
  await env.DB.prepare("UPDATE customers SET password_hash = ? WHERE email = ?")
    .bind(await scryptHash(password), email)
    .run();
  return email;
}

describe("password hashes of an earlier setting", () => {
  it("still verify, and are renewed to Argon2id at the next successful log-in", async () => {
    const email = await customerWithOldHash(GOOD_PASSWORD);
    const login = await visitor().call("POST", "/customer/login", { email, password: GOOD_PASSWORD });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ isLoggedIn: true, firstName: "Olga" });
    expect(await storedHash(email)).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/,
    );
    // The renewed hash is the same password's.
    expect((await visitor().call("POST", "/customer/login", { email, password: GOOD_PASSWORD })).status).toBe(200);
    expect((await visitor().call("POST", "/customer/login", { email, password: "ein-anderes-Passwort" })).status).toBe(
      400,
    );
  });

  it("verify a password with umlauts as they were stored (NFC), and stay as they are after a wrong password", async () => {
    const password = "Grüße-aus-Köln-2026";
    const email = await customerWithOldHash(password);
    const before = await storedHash(email);
    expect((await visitor().call("POST", "/customer/login", { email, password: "Grüße-aus-Köln-2025" })).status).toBe(
      400,
    );
    expect(await storedHash(email)).toBe(before);
    // The same password typed decomposed (u + combining diaeresis) is the same password.
    const decomposed = password.normalize("NFD");
    expect((await visitor().call("POST", "/customer/login", { email, password: decomposed })).status).toBe(200);
    expect(await storedHash(email)).toMatch(/^\$argon2id\$/);
  });

  it("renews an Argon2id hash of weaker parameters too", async () => {
    const email = freshEmail("schwach");
    await visitor().call("POST", "/customer/signup", {
      email,
      password: GOOD_PASSWORD,
      firstName: "Wim",
      lastName: "Weak",
    });
    // The same password with m=8 MiB, t=1 as a stand-in for an earlier Argon2id setting.
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const key = argon2id(new TextEncoder().encode(GOOD_PASSWORD), salt, { m: 8192, t: 1, p: 1 }, 32);
    const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/=+$/, "");
    await env.DB.prepare("UPDATE customers SET password_hash = ? WHERE email = ?")
      .bind(`$argon2id$v=19$m=8192,t=1,p=1$${b64(salt)}$${b64(key)}`, email)
      .run();
    expect((await visitor().call("POST", "/customer/login", { email, password: GOOD_PASSWORD })).status).toBe(200);
    expect(await storedHash(email)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe("the decoy hash for unknown addresses", () => {
  it("is made with today's parameters, so a log-in for an unknown address costs what one for a known address does", async () => {
    expect(
      DECOY_HASH.startsWith(`$argon2id$v=19$m=${ARGON2_PARAMS.m},t=${ARGON2_PARAMS.t},p=${ARGON2_PARAMS.p}$`),
    ).toBe(true);
    expect(await verifyPassword("irgendein-Passwort", DECOY_HASH)).toEqual({ ok: false, outdated: false });
  });
});
