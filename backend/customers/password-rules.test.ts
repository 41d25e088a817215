import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { isCommonPassword } from "./password-rules.ts";
import { GOOD_PASSWORD, freshEmail, visitor } from "../test/visitor.ts";

vi.setConfig({ testTimeout: 60_000 });

const LANGUAGES = [
  { site: "kartenliebe-de", locale: "de-DE", common: /zu verbreitet/, blank: /Leerzeichen/ },
  { site: "kartenliebe-gb", locale: "en-GB", common: /too common/, blank: /only spaces/ },
  { site: "kartenliebe-fr", locale: "fr-FR", common: /trop courant/, blank: /espaces/ },
  { site: "kartenliebe-it", locale: "it-IT", common: /troppo comune/, blank: /spazi/ },
  { site: "kartenliebe-nl", locale: "nl-NL", common: /te vaak voor/, blank: /spaties/ },
  { site: "kartenliebe-es", locale: "es-ES", common: /demasiado común/, blank: /espacios/ },
];

async function signUpWith(password: string, site = "kartenliebe-de", locale = "de-DE") {
  const email = freshEmail("schwach");
  const res = await visitor({ site, locale }).call("POST", "/customer/signup", {
    email,
    password,
    firstName: "Sam",
    lastName: "Schwach",
  });
  const body = res.status === 201 ? undefined : await res.json<{ payload?: { errors: Record<string, string> } }>();
  const created = await env.DB.prepare("SELECT COUNT(*) AS n FROM customers WHERE email = ?")
    .bind(email)
    .first<{ n: number }>();
  return { status: res.status, error: body?.payload?.errors.password, created: created?.n ?? 0 };
}

describe("weak passwords are refused (OWASP ASVS 2.1)", () => {
  it("refuses the weak passwords the attacker got through, each with a reason and no account", async () => {
    for (const password of [
      "password1234",
      "123456789012",
      "aaaaaaaaaaaa",
      " ".repeat(12),
      "\u0000".repeat(12),
      "Passwort2024!",
      "qwertyuiop123",
    ]) {
      const outcome = await signUpWith(password);
      expect(outcome, JSON.stringify(password)).toMatchObject({ status: 400, created: 0 });
      expect(outcome.error, JSON.stringify(password)).toBeTruthy();
    }
    expect((await signUpWith("korrekt-Pferd-Batterie")).status).toBe(201);
  });

  it("gives the reason in each of the six languages", async () => {
    for (const { site, locale, common, blank } of LANGUAGES) {
      expect((await signUpWith("password1234", site, locale)).error).toMatch(common);
      expect((await signUpWith("            ", site, locale)).error).toMatch(blank);
    }
  });

  it("names a repeated character and a control character apart from a common password", async () => {
    expect((await signUpWith("zzzzzzzzzzzzzz")).error).toMatch(/wiederholten Zeichen/);
    expect((await signUpWith("gut-genug\u0007-aber-nicht")).error).toMatch(/Steuerzeichen/);
  });

  it("finds entries of the @zxcvbn-ts common list, also behind digits and punctuation, and not good passphrases", async () => {
    for (const weak of ["password", "iloveyou", "Dragon123456", "!!sunshine2020!!", "1qaz2wsx3edc"])
      expect(await isCommonPassword(weak), weak).toBe(true);
    for (const good of [GOOD_PASSWORD, "ganz-neues-Passwort-42", "Lampe Ofen Wiese 17"])
      expect(await isCommonPassword(good), good).toBe(false);
  });

  it("refuses a common new password on reset and on change", async () => {
    const v = visitor();
    expect(
      (
        await v.call("POST", "/customer/signup", {
          email: freshEmail(),
          password: GOOD_PASSWORD,
          firstName: "C",
          lastName: "Change",
        })
      ).status,
    ).toBe(201);
    const change = await v.call("PUT", "/customer/password", {
      currentPassword: GOOD_PASSWORD,
      newPassword: "password1234",
    });
    expect(change.status).toBe(400);
    expect(Object.keys((await change.json<{ payload: { errors: object } }>()).payload.errors)).toEqual(["newPassword"]);
    const reset = await visitor().call("POST", "/customer/password-reset/confirm", {
      token: "a".repeat(43),
      password: "123456789012",
    });
    expect(reset.status).toBe(400);
    expect(Object.keys((await reset.json<{ payload: { errors: object } }>()).payload.errors)).toEqual(["password"]);
  });
});
