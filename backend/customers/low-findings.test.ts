import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { GOOD_PASSWORD, awaitMailTo, freshEmail, lastMailTo, visitor } from "../test/visitor.ts";

vi.setConfig({ testTimeout: 120_000 });

const SERVICE = "b7f1c2d4-6a3e-4f1b-9c8d-000000000001";
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe("hardening of sessions, the contact form and password reset", () => {
  it("ends the previous session when the same browser logs in again", async () => {
    const email = freshEmail();
    const v = visitor();
    expect(
      (
        await v.call("POST", "/customer/signup", {
          email,
          password: GOOD_PASSWORD,
          firstName: "Rea",
          lastName: "Login",
        })
      ).status,
    ).toBe(201);
    const first = v.jar.get("shop_session")!;
    expect((await v.call("POST", "/customer/login", { email, password: GOOD_PASSWORD })).status).toBe(200);
    const second = v.jar.get("shop_session")!;
    expect(second).not.toBe(first);
    const old = await visitor().call("GET", "/customer", undefined, { cookie: `shop_session=${first}` });
    expect(await old.json()).toMatchObject({ isLoggedIn: false });
    const current = await visitor().call("GET", "/customer", undefined, { cookie: `shop_session=${second}` });
    expect(await current.json()).toMatchObject({ isLoggedIn: true });
  });

  it("refuses CR and LF in the contact subject and names, and confirms to the sender without their text", async () => {
    for (const subject of ["Frage\r\nBcc: opfer@example.org", "Frage\nzwei", "Frage\u2028zwei"]) {
      const res = await visitor().call("POST", "/web-api/contact", {
        personId: SERVICE,
        name: "Karl",
        email: freshEmail(),
        subject,
        message: "Hallo",
      });
      expect(res.status, JSON.stringify(subject)).toBe(400);
      expect((await res.json<{ payload: { errors: Record<string, string> } }>()).payload.errors.subject).toMatch(
        /eine Zeile/,
      );
    }
    const name = visitor().call("POST", "/web-api/contact", {
      personId: SERVICE,
      name: "Karl\r\nX-Spam: ja",
      email: freshEmail(),
      message: "Hallo",
    });
    expect((await name).status).toBe(400);

    const victim = freshEmail("opfer");
    const spam = "Gewinn! Jetzt auf https://betrug.example klicken";
    const res = await visitor().call("POST", "/web-api/contact", {
      personId: SERVICE,
      name: spam.slice(0, 60),
      email: victim,
      subject: spam,
      message: spam,
    });
    expect(res.status).toBe(201);
    const receipt = await lastMailTo(victim);
    expect(receipt?.kind).toBe("contact-receipt");
    expect(`${receipt?.subject}\n${receipt?.text_body}`).not.toMatch(/Gewinn|betrug/);
  });

  it("answers a reset request for a known address without waiting for its mail (provider mocked: an outside service)", async () => {
    const email = freshEmail();
    expect(
      (
        await visitor().call("POST", "/customer/signup", {
          email,
          password: GOOD_PASSWORD,
          firstName: "Tim",
          lastName: "Timing",
        })
      ).status,
    ).toBe(201);
    const saved = { provider: env.MAIL_PROVIDER, key: env.MAIL_API_KEY, from: env.MAIL_FROM };
    Object.assign(env, { MAIL_PROVIDER: "resend", MAIL_API_KEY: "re_test", MAIL_FROM: "shop@kartenliebe.example" });
    // A provider that takes a second to accept a mail.
    const provider = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(
        () => new Promise((resolve) => setTimeout(() => resolve(Response.json({ id: "langsam-1" })), 1000)),
      );
    try {
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 3; i++) {
        for (const [list, address] of [
          [known, email],
          [unknown, freshEmail("niemand")],
        ] as const) {
          const start = performance.now();
          const res = await visitor().call("POST", "/customer/password-reset", { email: address });
          await res.arrayBuffer();
          list.push(performance.now() - start);
          expect(res.status).toBe(200);
        }
      }
      console.log(JSON.stringify({ knownMedianMs: median(known), unknownMedianMs: median(unknown) }));
      expect(median(known)).toBeLessThan(500);
      // The mail still goes out, after the answer.
      for (let waited = 0; provider.mock.calls.length < 3 && waited < 10_000; waited += 50)
        await new Promise((r) => setTimeout(r, 50));
      expect(provider.mock.calls.length).toBe(3);
    } finally {
      Object.assign(env, { MAIL_PROVIDER: saved.provider, MAIL_API_KEY: saved.key, MAIL_FROM: saved.from });
      provider.mockRestore();
    }
  });

  it("translates cart.lineNotFound in every language", async () => {
    const seen = new Set<string>();
    for (const [site, locale] of [
      ["kartenliebe-de", "de-DE"],
      ["kartenliebe-gb", "en-GB"],
      ["kartenliebe-fr", "fr-FR"],
      ["kartenliebe-it", "it-IT"],
      ["kartenliebe-nl", "nl-NL"],
      ["kartenliebe-es", "es-ES"],
    ]) {
      const res = await visitor({ site, locale }).call("DELETE", "/customer/cart/lines/kein-posten");
      expect(res.status).toBe(404);
      const text = (await res.json<{ message: { text: string } }>()).message.text;
      expect(text).not.toContain("cart.");
      seen.add(text);
    }
    expect(seen.size).toBe(6);
  });

  it("keeps nothing of a refused reset confirmation: the link still works after a weak new password", async () => {
    const email = freshEmail();
    expect(
      (
        await visitor().call("POST", "/customer/signup", {
          email,
          password: GOOD_PASSWORD,
          firstName: "Lia",
          lastName: "Link",
        })
      ).status,
    ).toBe(201);
    await visitor().call("POST", "/customer/password-reset", { email });
    const token = new URL(
      (await awaitMailTo(email)).text_body.match(/https?:\/\/\S+reset=[A-Za-z0-9_-]+/)![0],
    ).searchParams.get("reset")!;
    expect(
      (await visitor().call("POST", "/customer/password-reset/confirm", { token, password: "password1234" })).status,
    ).toBe(400);
    expect(
      (
        await visitor().call("POST", "/customer/password-reset/confirm", {
          token,
          password: "ein-gutes-neues-Passwort",
        })
      ).status,
    ).toBe(200);
    const used = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM password_resets WHERE used_at IS NOT NULL AND customer_id = (SELECT id FROM customers WHERE email = ?)",
    )
      .bind(email)
      .first<{ n: number }>();
    expect(used?.n).toBe(1);
  });
});
