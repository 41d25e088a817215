import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";

// Each password hash costs about 0.2 s of CPU by design (docs/decisions/040); on a busy machine a
// test with several of them needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

const HOST = "http://kartenliebe.de.localhost";
const OWN_ORIGIN = "https://kartenliebe.de.localhost";
let counter = 0;
const freshEmail = () => `proxy-${Date.now()}-${++counter}@example.org`;

function call(path: string, init: RequestInit = {}) {
  return exports.default.fetch(new Request(`${HOST}${path}`, { redirect: "manual", ...init }));
}

/** A CSRF token and its cookie, as the proxy hands them to a page. */
async function csrf() {
  const res = await call("/bff/csrf");
  const { token } = await res.json<{ token: string }>();
  return { token, cookie: `shop_csrf=${token}` };
}

async function signupThroughProxy(extra: Record<string, string> = {}, email = freshEmail()) {
  const { token, cookie } = await csrf();
  const res = await call("/bff/customer/signup", {
    method: "POST",
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", "x-csrf-token": token, cookie, ...extra },
    body: JSON.stringify({ email, password: "korrekt-Pferd-Batterie", firstName: "Pia", lastName: "Proxy" }),
  });
  return { res, email };
}

async function stored(email: string) {
  return env.TEST_BACKEND_DB.prepare("SELECT 1 FROM customers WHERE email = ?").bind(email).first();
}

describe("the same-origin BFF proxy under /bff/", () => {
  it("serves the customer data call same-origin, private, and hands out the CSRF cookie", async () => {
    const res = await call("/bff/customer");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.json()).toMatchObject({ isLoggedIn: false, type: 0, order: { cartArticlesAmount: 0 } });
    expect(res.headers.getSetCookie().find((c) => c.startsWith("shop_csrf="))).toMatch(/Secure; SameSite=Strict/);
  });

  it("passes the backend's session cookie through unchanged, and the visitor's cookie back", async () => {
    const { res } = await signupThroughProxy();
    expect(res.status).toBe(201);
    const session = res.headers.getSetCookie().find((c) => c.startsWith("shop_session="))!;
    expect(session).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax/);
    const data = await call("/bff/customer", { headers: { cookie: session.split(";")[0] } });
    expect(await data.json()).toMatchObject({ isLoggedIn: true, firstName: "Pia" });
  });

  it("also accepts the Origin header of the shop's own origin when Sec-Fetch-Site is absent", async () => {
    const { res } = await signupThroughProxy({ "sec-fetch-site": "", origin: OWN_ORIGIN });
    expect(res.status).toBe(201);
  });

  it("refuses state-changing requests from another site, or without any origin signal (403), storing nothing", async () => {
    const cases: Record<string, string>[] = [{ "sec-fetch-site": "cross-site" }, { "sec-fetch-site": "same-site" }, { "sec-fetch-site": "", origin: "https://evil.example" }, { "sec-fetch-site": "" }];
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
      { "x-csrf-token": "", cookie: `shop_csrf=${token}` },
      { "x-csrf-token": token, cookie: "" },
      { "x-csrf-token": token, cookie: `shop_csrf=${(await csrf()).token}` },
      { "x-csrf-token": forged, cookie: `shop_csrf=${forged}` },
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
    const row = await env.TEST_BACKEND_DB.prepare("SELECT status, locale FROM newsletter_subscriptions WHERE email = ?").bind(email).first();
    expect(row).toEqual({ status: "pending", locale: "de-DE" });
  });

  it("refuses an overlong query (414) and ignores a malformed locale header and cookies", async () => {
    expect((await call(`/bff/customer?q=${"x".repeat(5000)}`)).status).toBe(414);
    const res = await call("/bff/customer?utm=1", { headers: { "x-shop-locale": "<script>", cookie: "shop_session=%; shop_cart=;;;" } });
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
    expect((await call("/bff/web-api/feature-flags")).status).toBe(404);
  });

  it("sends the locale of the BFF locale header when the site serves it, else the site's default", async () => {
    const { token, cookie } = await csrf();
    const headers = { "content-type": "application/json", "sec-fetch-site": "same-origin", "x-csrf-token": token, cookie };
    const fr = await exports.default.fetch(
      new Request("http://kartenliebe.ch.localhost/bff/customer/login", { method: "POST", headers: { ...headers, "x-shop-locale": "fr-CH" }, body: JSON.stringify({ email: "x" }) }),
    );
    expect((await fr.json<{ payload: { errors: { email: string } } }>()).payload.errors.email).toBe("Veuillez saisir une adresse e-mail valide.");
    const foreign = await exports.default.fetch(
      new Request("http://kartenliebe.ch.localhost/bff/customer/login", { method: "POST", headers: { ...headers, "x-shop-locale": "nl-NL" }, body: JSON.stringify({ email: "x" }) }),
    );
    expect((await foreign.json<{ payload: { errors: { email: string } } }>()).payload.errors.email).toBe("Bitte geben Sie eine gültige E-Mail-Adresse ein.");
  });
});
