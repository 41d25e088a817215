import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { GOOD_PASSWORD, awaitMailTo, freshEmail, linkWith, settledMailCountTo, visitor } from "../test/visitor.ts";

// Each password hash costs CPU by design (docs/decisions/040) and waits its turn; on a busy machine a
// test with several of them needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const NEW_PASSWORD = "ganz-neues-Passwort-42";

async function account() {
  const email = freshEmail();
  const v = visitor();
  expect(
    (await v.call("POST", "/customer/signup", { email, password: GOOD_PASSWORD, firstName: "Rita", lastName: "Reset" }))
      .status,
  ).toBe(201);
  return { email, v };
}

async function requestReset(email: string) {
  const res = await visitor().call("POST", "/customer/password-reset", { email });
  const mail = await awaitMailTo(email);
  return { res, mail };
}

describe("password reset", () => {
  it("answers a known and an unknown address the same, and mails a link only to the known one", async () => {
    const { email } = await account();
    const unknown = freshEmail("niemand");
    const known = await visitor().call("POST", "/customer/password-reset", { email });
    const other = await visitor().call("POST", "/customer/password-reset", { email: unknown });
    expect(known.status).toBe(200);
    expect(other.status).toBe(200);
    expect(await known.json()).toEqual(await other.json());
    expect((await awaitMailTo(email)).kind).toBe("password-reset");
    expect(await settledMailCountTo(unknown)).toBe(0);
  });

  it("mails a link to the localised account page whose token is stored only as a hash", async () => {
    const { email } = await account();
    const { mail } = await requestReset(email);
    const link = linkWith(mail!.text_body, "reset");
    expect(link.origin).toBe("http://kartenliebe.de.localhost:8806");
    expect(link.pathname).toBe("/mein-konto");
    const token = link.searchParams.get("reset")!;
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM password_resets WHERE token_hash = ?")
      .bind(token)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it("sets the new password once: the old one stops working, sessions end, and the token cannot be used again", async () => {
    const { email, v } = await account();
    const token = linkWith((await requestReset(email)).mail!.text_body, "reset").searchParams.get("reset")!;
    const done = await visitor().call("POST", "/customer/password-reset/confirm", { token, password: NEW_PASSWORD });
    expect(done.status).toBe(200);
    expect(await (await v.call("GET", "/customer")).json()).toMatchObject({ isLoggedIn: false });
    expect((await visitor().call("POST", "/customer/login", { email, password: GOOD_PASSWORD })).status).toBe(400);
    expect((await visitor().call("POST", "/customer/login", { email, password: NEW_PASSWORD })).status).toBe(200);
    const reused = await visitor().call("POST", "/customer/password-reset/confirm", {
      token,
      password: "noch-ein-Passwort-1",
    });
    expect(reused.status).toBe(400);
    expect((await reused.json<{ message: { text: string } }>()).message.text).toMatch(
      /abgelaufen oder wurde schon benutzt/,
    );
  });

  it("refuses an expired token", async () => {
    const { email } = await account();
    const token = linkWith((await requestReset(email)).mail!.text_body, "reset").searchParams.get("reset")!;
    await env.DB.prepare("UPDATE password_resets SET expires_at = ? WHERE used_at IS NULL")
      .bind(Date.now() - 1)
      .run();
    const res = await visitor().call("POST", "/customer/password-reset/confirm", { token, password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect((await visitor().call("POST", "/customer/login", { email, password: GOOD_PASSWORD })).status).toBe(200);
  });

  it("refuses a malformed token and a too short new password with field errors", async () => {
    const res = await visitor().call("POST", "/customer/password-reset/confirm", { token: "abc", password: "kurz" });
    expect(res.status).toBe(400);
    const body = await res.json<{ payload: { errors: Record<string, string> } }>();
    expect(Object.keys(body.payload.errors).sort()).toEqual(["password", "token"]);
  });

  it("sends at most 3 reset mails an hour to one account, with the same answer", async () => {
    const { email } = await account();
    for (let i = 0; i < 5; i++)
      expect((await visitor().call("POST", "/customer/password-reset", { email })).status).toBe(200);
    expect(await settledMailCountTo(email)).toBe(3);
  });
});

describe("password change and profile", () => {
  it("changes the password of the logged-in customer after checking the current one", async () => {
    const { email, v } = await account();
    const wrong = await v.call("PUT", "/customer/password", {
      currentPassword: "nicht-das-richtige",
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys((await wrong.json<{ payload: { errors: object } }>()).payload.errors)).toEqual([
      "currentPassword",
    ]);
    const ok = await v.call("PUT", "/customer/password", { currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD });
    expect(ok.status).toBe(200);
    expect(await (await v.call("GET", "/customer")).json()).toMatchObject({ isLoggedIn: true });
    expect((await visitor().call("POST", "/customer/login", { email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it("updates first and last name, and refuses both calls without a session (401)", async () => {
    const { v } = await account();
    const res = await v.call("PUT", "/customer/profile", { firstName: "Rita-Maria", lastName: "Neu" });
    expect(await res.json()).toMatchObject({ firstName: "Rita-Maria", lastName: "Neu", isLoggedIn: true });
    expect((await visitor().call("PUT", "/customer/profile", { firstName: "A", lastName: "B" })).status).toBe(401);
    expect(
      (await visitor().call("PUT", "/customer/password", { currentPassword: "x", newPassword: NEW_PASSWORD })).status,
    ).toBe(401);
  });
});

describe("whitelabel switch (/whitelabel/switch)", () => {
  it("lets a whitelabel customer mark the current order as whitelabel, and refuses everyone else", async () => {
    const { email, v } = await account();
    expect((await v.call("POST", "/whitelabel/switch", { enabled: true })).status).toBe(403);
    await env.DB.prepare("UPDATE customers SET is_whitelabel = 1 WHERE email = ?").bind(email).run();
    const on = await v.call("POST", "/whitelabel/switch", { enabled: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toMatchObject({ isWhitelabelCustomer: true, order: { isWhitelabelOrder: true } });
    const off = await v.call("POST", "/whitelabel/switch", { enabled: false });
    expect(await off.json()).toMatchObject({ order: { isWhitelabelOrder: false } });
    expect((await v.call("POST", "/whitelabel/switch", { enabled: "yes" })).status).toBe(400);
    expect((await visitor().call("POST", "/whitelabel/switch", { enabled: true })).status).toBe(401);
  });
});
