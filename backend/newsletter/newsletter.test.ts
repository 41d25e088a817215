import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { freshEmail, lastMailTo, linkWith, mailCountTo, visitor } from "../test/visitor.ts";

// Each password hash costs CPU by design (docs/decisions/040) and waits its turn; on a busy machine a
// test with several of them needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

async function status(email: string) {
  const row = await env.DB.prepare("SELECT status FROM newsletter_subscriptions WHERE email = ?")
    .bind(email)
    .first<{ status: string }>();
  return row?.status;
}

afterEach(() => {
  vi.restoreAllMocks();
  env.RECAPTCHA_SECRET = undefined;
});

describe("newsletter double opt-in (sections 5 and 7)", () => {
  it("keeps a new subscription pending and mails a confirmation link to the newsletter page", async () => {
    const email = freshEmail("news");
    const res = await visitor().call("POST", "/web-api/newsletter-subscribe", {
      email,
      uniqueIdentifier: "/fotokalender",
      reCaptchaToken: "",
    });
    expect(res.status).toBe(200);
    expect(await status(email)).toBe("pending");
    const mail = await lastMailTo(email);
    expect(mail?.kind).toBe("newsletter-confirm");
    expect(linkWith(mail!.text_body, "confirm").pathname).toBe("/newsletter");
  });

  it("confirms with the mailed token; a second click still reads as confirmed; an unknown token is 400", async () => {
    const email = freshEmail("news");
    await visitor().call("POST", "/web-api/newsletter-subscribe", { email });
    const token = linkWith((await lastMailTo(email))!.text_body, "confirm").searchParams.get("confirm")!;
    const res = await visitor().call("POST", "/web-api/newsletter-confirm", { token });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ confirmed: true });
    expect(await status(email)).toBe("confirmed");
    expect((await visitor().call("POST", "/web-api/newsletter-confirm", { token })).status).toBe(200);
    expect((await visitor().call("POST", "/web-api/newsletter-confirm", { token: "A".repeat(43) })).status).toBe(400);
    expect((await visitor().call("POST", "/web-api/newsletter-confirm", { token: "<script>" })).status).toBe(400);
  });

  it("refuses an expired confirmation token", async () => {
    const email = freshEmail("news");
    await visitor().call("POST", "/web-api/newsletter-subscribe", { email });
    const token = linkWith((await lastMailTo(email))!.text_body, "confirm").searchParams.get("confirm")!;
    await env.DB.prepare("UPDATE newsletter_tokens SET expires_at = ? WHERE email = ?")
      .bind(Date.now() - 1, email)
      .run();
    expect((await visitor().call("POST", "/web-api/newsletter-confirm", { token })).status).toBe(400);
    expect(await status(email)).toBe("pending");
  });

  it("is harmless to subscribe twice: the same answer, no second mail soon after, a confirmed address stays confirmed", async () => {
    const email = freshEmail("news");
    const first = await visitor().call("POST", "/web-api/newsletter-subscribe", { email });
    const second = await visitor().call("POST", "/web-api/newsletter-subscribe", { email });
    expect(await first.json()).toEqual(await second.json());
    expect(await mailCountTo(email)).toBe(1);
    const token = linkWith((await lastMailTo(email))!.text_body, "confirm").searchParams.get("confirm")!;
    await visitor().call("POST", "/web-api/newsletter-confirm", { token });
    await visitor().call("POST", "/web-api/newsletter-subscribe", { email });
    expect(await status(email)).toBe("confirmed");
    expect(await mailCountTo(email)).toBe(1);
  });

  it("refuses an address that fails the pattern with a field error and stores nothing", async () => {
    const res = await visitor().call("POST", "/web-api/newsletter-subscribe", { email: "a@b.c" });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json<{ payload: { errors: object } }>()).payload.errors)).toEqual(["email"]);
    expect(await status("a@b.c")).toBeUndefined();
  });
});

describe("the standard form post to /{platform}/{sub-locale}/newsletter/subscribe", () => {
  it("subscribes and redirects (303) to the localised newsletter page with the pending status", async () => {
    const email = freshEmail("form");
    const body = new URLSearchParams({ email, uniqueIdentifier: "/fr/", reCaptchaToken: "" }).toString();
    const v = visitor({ site: "kartenliebe-ch", locale: "fr-CH" });
    const res = await v.call("POST", "/web/fr-ch/newsletter/subscribe", body, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/fr/newsletter?status=pending");
    expect(await status(email)).toBe("pending");
  });

  it("redirects a bad address back with status=invalid, and refuses a locale the site does not serve (404)", async () => {
    const body = new URLSearchParams({ email: "kaputt", uniqueIdentifier: "/" }).toString();
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const bad = await visitor().call("POST", "/web/de-de/newsletter/subscribe", body, form);
    expect(bad.status).toBe(303);
    expect(bad.headers.get("location")).toBe("/newsletter?status=invalid");
    expect((await visitor().call("POST", "/web/fr-fr/newsletter/subscribe", body, form)).status).toBe(404);
  });
});

describe("reCAPTCHA check with a configured secret (reCAPTCHA mocked: an outside service)", () => {
  function mockVerify(answer: object) {
    return vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.startsWith("https://www.google.com/recaptcha/api/siteverify"))
        throw new Error(`unexpected fetch ${url}`);
      return Response.json(answer);
    });
  }

  it("subscribes when the token is valid for the action 'newsletterContainer'", async () => {
    env.RECAPTCHA_SECRET = "test-secret";
    const spy = mockVerify({ success: true, action: "newsletterContainer", score: 0.9 });
    const email = freshEmail("captcha");
    const res = await visitor().call("POST", "/web-api/newsletter-subscribe", {
      email,
      reCaptchaToken: "token-from-browser",
    });
    expect(res.status).toBe(200);
    const sent = spy.mock.calls[0][1]?.body as URLSearchParams;
    expect(sent.get("secret")).toBe("test-secret");
    expect(sent.get("response")).toBe("token-from-browser");
    expect(await status(email)).toBe("pending");
  });

  it("refuses a missing token, a token for another action and a low score, storing nothing", async () => {
    env.RECAPTCHA_SECRET = "test-secret";
    for (const [token, answer] of [
      ["", { success: true, action: "newsletterContainer", score: 0.9 }],
      ["t", { success: true, action: "login", score: 0.9 }],
      ["t", { success: true, action: "newsletterContainer", score: 0.1 }],
      ["t", { success: false }],
    ] as const) {
      mockVerify(answer);
      const email = freshEmail("captcha");
      const res = await visitor().call("POST", "/web-api/newsletter-subscribe", { email, reCaptchaToken: token });
      expect(res.status).toBe(400);
      expect(await status(email)).toBeUndefined();
      vi.restoreAllMocks();
    }
  });
});

describe("newsletter status on the account", () => {
  it("tells the logged-in customer their status and lets them unsubscribe; 401 without a session", async () => {
    const email = freshEmail("acct");
    const v = visitor();
    await v.call("POST", "/customer/signup", {
      email,
      password: "korrekt-Pferd-Batterie",
      firstName: "N",
      lastName: "L",
    });
    expect(await (await v.call("GET", "/customer/newsletter")).json()).toEqual({ status: "none" });
    expect((await v.call("POST", "/customer/newsletter")).status).toBe(200);
    expect(await (await v.call("GET", "/customer/newsletter")).json()).toEqual({ status: "pending" });
    expect((await lastMailTo(email))?.kind).toBe("newsletter-confirm");
    expect(await (await v.call("DELETE", "/customer/newsletter")).json()).toEqual({ status: "unsubscribed" });
    expect((await visitor().call("GET", "/customer/newsletter")).status).toBe(401);
    expect((await visitor().call("POST", "/customer/newsletter")).status).toBe(401);
  });
});
