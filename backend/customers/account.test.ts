import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { GOOD_PASSWORD, freshEmail, visitor } from "../test/visitor.ts";

// Each password hash costs CPU by design (docs/decisions/040) and waits its turn; on a busy machine a
// test with several of them needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const CUSTOMER_FIELDS = [
  "emailHash",
  "firstName",
  "isLoggedIn",
  "isWhitelabelCustomer",
  "lastName",
  "number",
  "order",
  "type",
];

async function signUp(v: ReturnType<typeof visitor>, email = freshEmail()) {
  const res = await v.call("POST", "/customer/signup", {
    email,
    password: GOOD_PASSWORD,
    firstName: "Erika",
    lastName: "Muster",
  });
  return { res, email };
}

describe("customer data call (section 7)", () => {
  it("answers an anonymous visitor with exactly the fields of section 7, type 0 and an empty cart", async () => {
    const res = await visitor().call("GET", "/customer");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = await res.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(CUSTOMER_FIELDS);
    expect(body).toMatchObject({
      isLoggedIn: false,
      type: 0,
      order: { isWhitelabelOrder: false, cartArticlesAmount: 0 },
    });
  });

  it("reports the anonymous visitor's cart count from their cart", async () => {
    const v = visitor();
    const bought = await v.call("POST", "/gift-voucher", {
      amount: 2500,
      recipientName: "Ida",
      recipientEmail: freshEmail("ida"),
      senderName: "Max",
    });
    expect(bought.status).toBe(201);
    const body = await (await v.call("GET", "/customer")).json<{ order: { cartArticlesAmount: number } }>();
    expect(body.order.cartArticlesAmount).toBe(1);
  });

  it("ignores a malformed session cookie and answers as for an anonymous visitor", async () => {
    const res = await visitor().call("GET", "/customer", undefined, {
      cookie: "shop_session=%%%not-a-token; shop_cart=../../x",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ isLoggedIn: false, order: { cartArticlesAmount: 0 } });
  });
});

describe("sign-up", () => {
  it("creates the account, logs the customer in with an HttpOnly, Secure, SameSite session cookie and answers the customer fields", async () => {
    const v = visitor();
    const { res, email } = await signUp(v);
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("shop_session="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(await res.json()).toMatchObject({ isLoggedIn: true, firstName: "Erika", lastName: "Muster", type: 0 });
    const row = await env.DB.prepare("SELECT password_hash FROM customers WHERE email = ?")
      .bind(email)
      .first<{ password_hash: string }>();
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password_hash).not.toContain(GOOD_PASSWORD);
    const data = await (await v.call("GET", "/customer")).json();
    expect(data).toMatchObject({ isLoggedIn: true, firstName: "Erika", number: expect.stringMatching(/^\d{6,}$/) });
  });

  it("returns each bad field in payload.errors with message.text, and stores nothing", async () => {
    const email = freshEmail();
    const res = await visitor().call("POST", "/customer/signup", {
      email: "not-an-address",
      password: "short",
      firstName: "",
      lastName: "x".repeat(61),
    });
    expect(res.status).toBe(400);
    const body = await res.json<{
      error: boolean;
      message: { text: string };
      payload: { errors: Record<string, string> };
    }>();
    expect(body.error).toBe(true);
    expect(body.message.text).toBe("Bitte prüfen Sie Ihre Eingaben.");
    expect(Object.keys(body.payload.errors).sort()).toEqual(["email", "firstName", "lastName", "password"]);
    expect(body.payload.errors.password).toBe("Das Passwort muss mindestens 12 Zeichen lang sein.");
    expect(await env.DB.prepare("SELECT 1 FROM customers WHERE email = ?").bind(email).first()).toBeNull();
  });

  it("answers a taken address with a field error and tells the owner by mail, without a second account", async () => {
    const { email } = await signUp(visitor());
    const again = await visitor().call("POST", "/customer/signup", {
      email,
      password: "ein-anderes-Passwort",
      firstName: "Eve",
      lastName: "Evil",
    });
    expect(again.status).toBe(400);
    const body = await again.json<{ payload: { errors: Record<string, string> } }>();
    expect(Object.keys(body.payload.errors)).toEqual(["email"]);
    expect(again.headers.getSetCookie().some((c) => c.startsWith("shop_session="))).toBe(false);
    const mail = await env.DB.prepare("SELECT kind FROM mail_outbox WHERE to_address = ? ORDER BY id DESC")
      .bind(email)
      .first<{ kind: string }>();
    expect(mail?.kind).toBe("signup-exists");
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM customers WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("refuses bodies that are not JSON or a form (415), broken JSON (400) and oversized bodies (413)", async () => {
    const v = visitor();
    expect((await v.call("POST", "/customer/signup", "email=a", { "content-type": "text/plain" })).status).toBe(415);
    expect((await v.call("POST", "/customer/signup", "{not json", { "content-type": "application/json" })).status).toBe(
      400,
    );
    expect((await v.call("POST", "/customer/signup", "[1,2]", { "content-type": "application/json" })).status).toBe(
      400,
    );
    const huge = JSON.stringify({
      email: freshEmail(),
      password: GOOD_PASSWORD,
      firstName: "A",
      lastName: "B",
      pad: "x".repeat(20_000),
    });
    expect((await v.call("POST", "/customer/signup", huge, { "content-type": "application/json" })).status).toBe(413);
  });
});

describe("log-in and log-out", () => {
  it("logs in with the right password, answers the customer fields and sets a new session cookie", async () => {
    const { email } = await signUp(visitor());
    const v = visitor();
    const res = await v.call("POST", "/customer/login", { email, password: GOOD_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ isLoggedIn: true, firstName: "Erika", lastName: "Muster" });
    expect(v.jar.has("shop_session")).toBe(true);
  });

  it("accepts the standard form encoding as well as JSON", async () => {
    const { email } = await signUp(visitor());
    const body = new URLSearchParams({ email, password: GOOD_PASSWORD }).toString();
    const res = await visitor().call("POST", "/customer/login", body, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(200);
  });

  it("answers a wrong password and an unknown address with the same 400 and message (no account enumeration)", async () => {
    const { email } = await signUp(visitor());
    const wrong = await visitor().call("POST", "/customer/login", { email, password: "falsches-Passwort!" });
    const unknown = await visitor().call("POST", "/customer/login", {
      email: freshEmail("niemand"),
      password: "falsches-Passwort!",
    });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it("logs out: the session ends on the server, the cookie is cleared and the answer is anonymous", async () => {
    const v = visitor();
    await signUp(v);
    const token = v.jar.get("shop_session");
    const res = await v.call("POST", "/customer/logout");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ isLoggedIn: false, firstName: "" });
    const replay = await visitor().call("GET", "/customer", undefined, { cookie: `shop_session=${token}` });
    expect(await replay.json()).toMatchObject({ isLoggedIn: false });
  });
});

/**
 * Each failed log-in hashes (the decoy hash for unknown addresses too), and 21-26 of them in a row
 * share CI's two cores with the other projects: a generous timeout. The limits asserted are the same.
 */
const HASHING_TEST_TIMEOUT = 240_000;

describe("log-in attempt limits", () => {
  it("blocks an account after 5 failures with 429 and a clear message, even with the right password", {
    timeout: HASHING_TEST_TIMEOUT,
  }, async () => {
    const { email } = await signUp(visitor());
    for (let i = 0; i < 5; i++) {
      const res = await visitor().call("POST", "/customer/login", { email, password: `falsch-${i}-xxxxxxx` });
      expect(res.status).toBe(400);
    }
    const blocked = await visitor().call("POST", "/customer/login", { email, password: GOOD_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await blocked.json<{ message: { text: string } }>()).message.text).toBe(
      "Zu viele Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten erneut.",
    );
    expect(blocked.headers.getSetCookie()).toEqual([]);
  });

  it("blocks a network address after 20 failures across accounts", { timeout: HASHING_TEST_TIMEOUT }, async () => {
    const v = visitor();
    for (let i = 0; i < 20; i++) {
      expect(
        (await v.call("POST", "/customer/login", { email: freshEmail("probe"), password: "falsches-Passwort" })).status,
      ).toBe(400);
    }
    const { email } = await signUp(visitor());
    expect((await v.call("POST", "/customer/login", { email, password: GOOD_PASSWORD })).status).toBe(429);
    expect((await visitor().call("POST", "/customer/login", { email, password: GOOD_PASSWORD })).status).toBe(200);
  });
});
