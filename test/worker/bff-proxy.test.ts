import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";

// Each password hash costs CPU by design (docs/decisions/040) and waits its turn; on a busy machine a
// test with several of them needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const HOST = "http://kartenliebe.de.localhost";
const OWN_ORIGIN = "http://kartenliebe.de.localhost";
let counter = 0;
const freshEmail = () => `proxy-${Date.now()}-${++counter}@example.org`;

function call(path: string, init: RequestInit = {}) {
  return exports.default.fetch(new Request(`${HOST}${path}`, { redirect: "manual", ...init }));
}

/** A CSRF token and its cookie, as the proxy hands them to a page. */
async function csrf() {
  const res = await call("/bff/csrf");
  const { token } = await res.json<{ token: string }>();
  return { token, cookie: `__Host-shop_csrf=${token}` };
}

async function signupThroughProxy(extra: Record<string, string> = {}, email = freshEmail()) {
  const { token, cookie } = await csrf();
  const res = await call("/bff/customer/signup", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "sec-fetch-site": "same-origin",
      "x-csrf-token": token,
      cookie,
      ...extra,
    },
    body: JSON.stringify({ email, password: "korrekt-Pferd-Batterie", firstName: "Pia", lastName: "Proxy" }),
  });
  return { res, email };
}

async function stored(email: string) {
  return env.TEST_BACKEND_DB.prepare("SELECT 1 FROM customers WHERE email = ?").bind(email).first();
}

describe("the same-origin BFF proxy under /bff/", () => {
  it("serves the customer data call same-origin and private; /bff/csrf hands out the CSRF cookie", async () => {
    const res = await call("/bff/customer");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.json()).toMatchObject({ isLoggedIn: false, type: 0, order: { cartArticlesAmount: 0 } });
    expect((await call("/bff/csrf")).headers.getSetCookie().find((c) => c.startsWith("__Host-shop_csrf="))).toMatch(
      /Secure; SameSite=Strict/,
    );
  });

  it("a new visitor's data call and designer page at once: the page's form token stays the cookie's", async () => {
    // Every page asks /bff/customer; a visitor without a token who opens the designer meanwhile must
    // not have the page's token replaced by one the data call issued (seen as a refused form post).
    const [data, page] = await Promise.all([
      call("/bff/customer"),
      call("/bff/designer/card/?themeId=1001&locale=de-DE", { headers: { accept: "text/html" } }),
    ]);
    expect(data.status).toBe(200);
    expect(data.headers.getSetCookie().some((c) => c.startsWith("__Host-shop_csrf="))).toBe(false);
    expect(page.status).toBe(200);
    const pageCookie = page.headers
      .getSetCookie()
      .find((c) => c.startsWith("__Host-shop_csrf="))!
      .split(";")[0];
    expect(await page.text()).toContain(`value="${pageCookie.slice("__Host-shop_csrf=".length)}"`);
  });

  it("passes the backend's session cookie on as a __Host- cookie, and the visitor's cookie back", async () => {
    const { res } = await signupThroughProxy();
    expect(res.status).toBe(201);
    const session = res.headers.getSetCookie().find((c) => c.startsWith("__Host-shop_session="))!;
    expect(session).toMatch(
      /^__Host-shop_session=[A-Za-z0-9_-]{43}; Path=\/; Secure; Max-Age=\d+; HttpOnly; SameSite=Lax$/,
    );
    expect(session).not.toMatch(/domain=/i);
    const data = await call("/bff/customer", { headers: { cookie: session.split(";")[0] } });
    expect(await data.json()).toMatchObject({ isLoggedIn: true, firstName: "Pia" });
  });

  it("also accepts the Origin header of the shop's own origin when Sec-Fetch-Site is absent", async () => {
    const { res } = await signupThroughProxy({ "sec-fetch-site": "", origin: OWN_ORIGIN });
    expect(res.status).toBe(201);
  });

  it("refuses state-changing requests from another site, or without any origin signal (403), storing nothing", async () => {
    const cases: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "", origin: "https://evil.example" },
      { "sec-fetch-site": "" },
    ];
    for (const headers of cases) {
      const { res, email } = await signupThroughProxy(headers);
      expect(res.status).toBe(403);
      expect(await stored(email)).toBeNull();
    }
  });

  it("refuses a missing, mismatched or forged CSRF proof (403), storing nothing", async () => {
    const { token } = await csrf();
    const forged = `${"A".repeat(22)}.${"B".repeat(43)}`;
    const cases = [
      { "x-csrf-token": "", cookie: `__Host-shop_csrf=${token}` },
      { "x-csrf-token": token, cookie: "" },
      { "x-csrf-token": token, cookie: `__Host-shop_csrf=${(await csrf()).token}` },
      { "x-csrf-token": forged, cookie: `__Host-shop_csrf=${forged}` },
    ];
    for (const headers of cases) {
      const { res, email } = await signupThroughProxy(headers);
      expect(res.status).toBe(403);
      expect(await stored(email)).toBeNull();
    }
  });

  it("takes the proof from the _csrf field of a standard form post and passes the backend's redirect on", async () => {
    const { token, cookie } = await csrf();
    const email = freshEmail();
    const res = await call("/bff/web/de-de/newsletter/subscribe", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin", cookie },
      body: new URLSearchParams({ email, uniqueIdentifier: "/", reCaptchaToken: "", _csrf: token }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/newsletter?status=pending");
    const row = await env.TEST_BACKEND_DB.prepare("SELECT status, locale FROM newsletter_subscriptions WHERE email = ?")
      .bind(email)
      .first();
    expect(row).toEqual({ status: "pending", locale: "de-DE" });
  });

  it("refuses an overlong query (414) and ignores a malformed locale header and cookies", async () => {
    expect((await call(`/bff/customer?q=${"x".repeat(5000)}`)).status).toBe(414);
    const res = await call("/bff/customer?utm=1", {
      headers: { "x-shop-locale": "<script>", cookie: "__Host-shop_session=%; __Host-shop_cart=;;;" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ isLoggedIn: false });
  });

  it("refuses bodies over 16 KiB (413)", async () => {
    const { token, cookie } = await csrf();
    const res = await call("/bff/customer/login", {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", "x-csrf-token": token, cookie },
      body: JSON.stringify({ email: "a@b.de", password: "x".repeat(17_000) }),
    });
    expect(res.status).toBe(413);
  });

  it("reaches only the customer paths: other backend paths and, outside development, the outbox are 404", async () => {
    expect((await call("/bff/health")).status).toBe(404);
    expect((await call("/bff/dev/outbox")).status).toBe(404);
    expect((await call("/bff/web-api/products")).status).toBe(404);
  });

  it("sends the locale of the BFF locale header when the site serves it, else the site's default", async () => {
    const { token, cookie } = await csrf();
    const headers = {
      "content-type": "application/json",
      "sec-fetch-site": "same-origin",
      "x-csrf-token": token,
      cookie,
    };
    const fr = await exports.default.fetch(
      new Request("http://kartenliebe.ch.localhost/bff/customer/login", {
        method: "POST",
        headers: { ...headers, "x-shop-locale": "fr-CH" },
        body: JSON.stringify({ email: "x" }),
      }),
    );
    expect((await fr.json<{ payload: { errors: { email: string } } }>()).payload.errors.email).toBe(
      "Veuillez saisir une adresse e-mail valide.",
    );
    const foreign = await exports.default.fetch(
      new Request("http://kartenliebe.ch.localhost/bff/customer/login", {
        method: "POST",
        headers: { ...headers, "x-shop-locale": "nl-NL" },
        body: JSON.stringify({ email: "x" }),
      }),
    );
    expect((await foreign.json<{ payload: { errors: { email: string } } }>()).payload.errors.email).toBe(
      "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    );
  });
});

describe("__Host- cookies and a CSRF proof bound to the session", () => {
  const json = { "content-type": "application/json", "sec-fetch-site": "same-origin" };
  /** A token as /bff/csrf hands it to a visitor with these cookies. */
  async function tokenFor(cookie: string): Promise<string> {
    return (await (await call("/bff/csrf", { headers: { cookie } })).json<{ token: string }>()).token;
  }
  const logout = (cookie: string, token: string) =>
    call("/bff/customer/logout", { method: "POST", headers: { ...json, "x-csrf-token": token, cookie } });

  it("refuses another session's valid pair, and accepts the pair of the request's own session", async () => {
    const mine = `__Host-shop_session=${"a".repeat(43)}`;
    const theirs = `__Host-shop_session=${"b".repeat(43)}`;
    const token = await tokenFor(mine);
    expect((await logout(`${theirs}; __Host-shop_csrf=${token}`, token)).status).toBe(403);
    expect((await logout(`__Host-shop_csrf=${token}`, token)).status).toBe(403);
    expect((await logout(`${mine}; __Host-shop_csrf=${token}`, token)).status).toBe(200);
    // A token of a visitor without a session does not hold once there is one.
    const anonymous = await tokenFor("");
    expect((await logout(`${mine}; __Host-shop_csrf=${anonymous}`, anonymous)).status).toBe(403);
  });

  it("with two CSRF cookies (or two sessions) refuses, whichever comes first", async () => {
    const token = await tokenFor("");
    const other = await tokenFor("");
    for (const cookie of [
      `__Host-shop_csrf=${token}; __Host-shop_csrf=${other}`,
      `__Host-shop_csrf=${other}; __Host-shop_csrf=${token}`,
    ]) {
      const res = await call("/bff/customer/login", {
        method: "POST",
        headers: { ...json, "x-csrf-token": token, cookie },
        body: JSON.stringify({ email: "x" }),
      });
      expect(res.status).toBe(403);
    }
    const session = `__Host-shop_session=${"c".repeat(43)}`;
    const bound = await tokenFor(session);
    expect(
      (await logout(`${session}; ${session.replace("ccc", "ddd")}; __Host-shop_csrf=${bound}`, bound)).status,
    ).toBe(403);
  });

  it("a log-in brings a CSRF token bound to the new session, which then works", async () => {
    const { res } = await signupThroughProxy();
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith("__Host-shop_session="))!.split(";")[0];
    const csrfCookie = cookies.find((c) => c.startsWith("__Host-shop_csrf="))!;
    expect(csrfCookie).toMatch(/; Path=\/; Secure; SameSite=Strict$/);
    const token = csrfCookie.split(";")[0].slice("__Host-shop_csrf=".length);
    const out = await logout(`${session}; __Host-shop_csrf=${token}`, token);
    expect(out.status).toBe(200);
    // Logging out ends the session and hands out a token for a visitor without one.
    expect(out.headers.getSetCookie().some((c) => c.startsWith("__Host-shop_session=;"))).toBe(true);
    expect(out.headers.getSetCookie().some((c) => c.startsWith("__Host-shop_csrf="))).toBe(true);
  });

  it("cookies without the __Host- prefix never reach the backend", async () => {
    const { res } = await signupThroughProxy();
    const session = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("__Host-shop_session="))!
      .split(";")[0];
    const tossed = session.replace("__Host-", "");
    expect(await (await call("/bff/customer", { headers: { cookie: tossed } })).json()).toMatchObject({
      isLoggedIn: false,
    });
    expect(await (await call("/bff/customer", { headers: { cookie: session } })).json()).toMatchObject({
      isLoggedIn: true,
    });
    const page = await (await call("/mein-konto", { headers: { cookie: tossed } })).text();
    expect(page).not.toContain("Hallo Pia Proxy");
  });
});
