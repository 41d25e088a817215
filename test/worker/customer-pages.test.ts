import { exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";

// Each password hash costs CPU by design (docs/decisions/040) and waits its turn; on a busy machine a
// test with several of them needs more than the default 5 s.
vi.setConfig({ testTimeout: 30_000 });

function get(url: string, headers: Record<string, string> = {}) {
  return exports.default.fetch(new Request(url, { redirect: "manual", headers }));
}

async function loggedInCookie(): Promise<string> {
  const csrf = await get("http://kartenliebe.de.localhost/bff/csrf");
  const { token } = await csrf.json<{ token: string }>();
  const res = await exports.default.fetch(
    new Request("http://kartenliebe.de.localhost/bff/customer/signup", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sec-fetch-site": "same-origin",
        "x-csrf-token": token,
        cookie: `__Host-shop_csrf=${token}`,
      },
      body: JSON.stringify({
        email: `seite-${Date.now()}@example.org`,
        password: "korrekt-Pferd-Batterie",
        firstName: "Sina",
        lastName: "Seite",
      }),
    }),
  );
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith("__Host-shop_session="))!
    .split(";")[0];
}

describe("the customer area's localised special paths (section 2)", () => {
  it("serves the account page privately, with log-in and sign-up for a visitor who is logged out", async () => {
    const res = await get("http://kartenliebe.de.localhost/mein-konto");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain("<h1>Mein Konto</h1>");
    expect(html).toContain('data-island="account-page"');
    expect(html).toMatch(/<button type="submit" class="button">Anmelden<\/button>/);
  });

  it("renders the account page with the logged-in customer's name and number", async () => {
    const html = await (
      await get("http://kartenliebe.de.localhost/mein-konto", { cookie: await loggedInCookie() })
    ).text();
    expect(html).toContain("Hallo Sina Seite");
    expect(html).toMatch(/Kundennummer \d{6}/);
  });

  it("redirects a special path in another language to the locale's own path (301), keeping the query", async () => {
    const res = await get("http://kartenliebe.de.localhost/my-account?reset=abc");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/mein-konto?reset=abc");
    const fr = await get("http://kartenliebe.ch.localhost/fr/mon-compte");
    expect(fr.status).toBe(200);
    expect(await fr.text()).toContain("<h1>Mon compte</h1>");
  });

  it("serves the cart page in the country's currency and says plainly that checkout is not open yet", async () => {
    const html = await (await get("http://kartenliebe.de.localhost/warenkorb")).text();
    expect(html).toContain("Ihr Warenkorb ist leer.");
    expect(html).toContain("Die Kasse ist noch nicht eröffnet");
    expect(html).toContain("0,00\u00a0€");
    const chf = await (await get("http://kartenliebe.ch.localhost/warenkorb")).text();
    expect(chf).toContain("CHF\u00a00.00");
  });

  it("serves the gift voucher page with the amounts of the country's currency", async () => {
    const html = await (await get("http://kartenliebe.co.uk.localhost/gift-voucher")).text();
    expect(html).toContain("£10.00");
    expect(html).toContain("£100.00");
  });

  it("serves the newsletter page with the form post to /{platform}/{sub-locale}/newsletter/subscribe, its status, and the confirmation step", async () => {
    const html = await (await get("http://kartenliebe.ch.localhost/fr/newsletter")).text();
    expect(html).toContain('action="http://kartenliebe.ch.localhost/bff/web/fr-ch/newsletter/subscribe"');
    expect(html).toContain('name="uniqueIdentifier" value="/fr/newsletter"');
    const pending = await (await get("http://kartenliebe.de.localhost/newsletter?status=pending")).text();
    expect(pending).toContain("Fast geschafft!");
    const confirm = await (await get(`http://kartenliebe.de.localhost/newsletter?confirm=${"a".repeat(43)}`)).text();
    expect(confirm).toContain("Newsletter-Anmeldung bestätigen");
  });

  it("serves the wishlist only where the channel's flag is on", async () => {
    expect((await get("http://kartenliebe.de.localhost/merkliste")).status).toBe(200);
    expect((await get("http://wallart.de.localhost/merkliste/")).status).toBe(404);
  });

  it("serves the whitelabel page, asking a visitor who is logged out to log in", async () => {
    const res = await get("http://kartenliebe.de.localhost/whitelabel");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Bitte melden Sie sich an, um Whitelabel-Bestellungen einzustellen.");
  });
});
