import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { AFTER_PASSWORD, PASSWORD_TEST_TIMEOUT, afterPassword, islandHydrated, useChromium } from "./browser.ts";

const port = inject("shopPort");
const shop = `http://kartenliebe.de.localhost:${port}`;
const chromium = useChromium();

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Opens the newest mail to an address on the development outbox page and returns its text. */
async function mailText(page: Page, to: string, subject: RegExp): Promise<string> {
  await page.goto(`${shop}/bff/dev/outbox?to=${encodeURIComponent(to)}`);
  await page.getByRole("link", { name: subject }).first().click();
  return (await page.locator("pre").textContent()) ?? "";
}

describe("account in Chromium: sign-up, log-in, log-out and password reset through the outbox", () => {
  it("signs up, logs out, logs in, resets a forgotten password from the mailed link and logs in with it", {
    timeout: PASSWORD_TEST_TIMEOUT,
  }, async () => {
    const context = await chromium().newContext();
    const page = await context.newPage();
    const email = `erika-${unique()}@example.org`;

    await page.goto(`${shop}/mein-konto`);
    await islandHydrated(page, "account-page");
    await page.getByRole("main").getByRole("button", { name: "Registrieren" }).click();
    await page.getByRole("main").getByLabel("Vorname").fill("Erika");
    await page.getByRole("main").getByLabel("Nachname").fill("Muster");
    await page.getByRole("main").getByLabel("E-Mail-Adresse").fill(email);
    await page.getByRole("main").getByLabel("Passwort").fill("zu-kurz");
    await page.getByRole("main").getByRole("button", { name: "Registrieren" }).click();
    await expect.poll(() => page.getByText("Das Passwort muss mindestens 12 Zeichen lang sein.").count()).toBe(1);
    await page.getByRole("main").getByLabel("Passwort").fill("korrekt-Pferd-Batterie");
    await page.getByRole("main").getByRole("button", { name: "Registrieren" }).click();
    await afterPassword(page, page.getByRole("main").getByRole("heading", { name: "Hallo Erika Muster" }));
    const session = (await context.cookies()).find((c) => c.name === "__Host-shop_session");
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax" });

    await page.reload();
    await afterPassword(page, page.getByRole("main").getByRole("heading", { name: "Hallo Erika Muster" }));
    await islandHydrated(page, "account-page");
    await page.getByRole("main").getByRole("button", { name: "Abmelden" }).click();
    await page.getByRole("main").getByRole("heading", { name: "Mein Konto" }).waitFor();

    await page.getByRole("main").getByLabel("E-Mail-Adresse").fill(email);
    await page.getByRole("main").getByLabel("Passwort").fill("falsches-Passwort");
    await page.getByRole("main").getByRole("button", { name: "Anmelden" }).click();
    await page
      .getByRole("main")
      .getByRole("alert")
      .filter({ hasText: "E-Mail-Adresse oder Passwort ist falsch." })
      .waitFor();
    await page.getByRole("main").getByLabel("Passwort").fill("korrekt-Pferd-Batterie");
    await page.getByRole("main").getByRole("button", { name: "Anmelden" }).click();
    await afterPassword(page, page.getByRole("main").getByRole("heading", { name: "Hallo Erika Muster" }));
    // the header's account item shows the logged-in customer's first and last name (section 2)
    await expect
      .poll(() => page.locator(".info-item--account .info-item__label").textContent(), AFTER_PASSWORD)
      .toBe("Erika Muster");
    await page.getByRole("main").getByRole("button", { name: "Abmelden" }).click();

    await page.getByRole("main").getByRole("button", { name: "Passwort vergessen?" }).click();
    await page.getByRole("main").getByLabel("E-Mail-Adresse").fill(email);
    await page.getByRole("main").getByRole("button", { name: "Link senden" }).click();
    await page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: "haben wir Ihnen einen Link zum Zurücksetzen geschickt" })
      .waitFor();

    const text = await mailText(page, email, /Ihr neues Passwort/);
    const link = text.match(/http:\/\/\S+\?reset=[A-Za-z0-9_-]{43}/)?.[0];
    expect(link).toMatch(new RegExp(`^${shop}/mein-konto\\?reset=`));
    await page.getByRole("link", { name: link! }).click();
    await islandHydrated(page, "account-page");
    await page.getByRole("main").getByLabel("Neues Passwort").fill("ganz-neues-Passwort-42");
    await page.getByRole("main").getByRole("button", { name: "Neues Passwort speichern" }).click();
    await page.getByRole("main").getByRole("status").filter({ hasText: "Ihr Passwort ist geändert." }).waitFor();

    await page.goto(link!);
    await islandHydrated(page, "account-page");
    await page.getByRole("main").getByLabel("Neues Passwort").fill("noch-ein-Passwort-43");
    await page.getByRole("main").getByRole("button", { name: "Neues Passwort speichern" }).click();
    await page
      .getByRole("main")
      .getByRole("alert")
      .filter({ hasText: "abgelaufen oder wurde schon benutzt" })
      .waitFor();

    await page.goto(`${shop}/mein-konto`);
    await islandHydrated(page, "account-page");
    await page.getByRole("main").getByLabel("E-Mail-Adresse").fill(email);
    await page.getByRole("main").getByLabel("Passwort").fill("ganz-neues-Passwort-42");
    await page.getByRole("main").getByRole("button", { name: "Anmelden" }).click();
    await afterPassword(page, page.getByRole("main").getByRole("heading", { name: "Hallo Erika Muster" }));
    await context.close();
  });
});

describe("log-in dialog in Chromium: the header's account item opens it", () => {
  it("logs in through the dialog and the header then shows first and last name", {
    timeout: PASSWORD_TEST_TIMEOUT,
  }, async () => {
    const context = await chromium().newContext();
    const page = await context.newPage();
    const email = `jana-${unique()}@example.org`;
    await page.goto(`${shop}/mein-konto`);
    await islandHydrated(page, "account-page");
    await page.getByRole("main").getByRole("button", { name: "Registrieren" }).click();
    await page.getByRole("main").getByLabel("Vorname").fill("Jana");
    await page.getByRole("main").getByLabel("Nachname").fill("Beispiel");
    await page.getByRole("main").getByLabel("E-Mail-Adresse").fill(email);
    await page.getByRole("main").getByLabel("Passwort").fill("korrekt-Pferd-Batterie");
    await page.getByRole("main").getByRole("button", { name: "Registrieren" }).click();
    await afterPassword(page, page.getByRole("main").getByRole("heading", { name: "Hallo Jana Beispiel" }));
    await page.getByRole("main").getByRole("button", { name: "Abmelden" }).click();
    await page.getByRole("main").getByRole("heading", { name: "Mein Konto" }).waitFor();

    await page.goto(`${shop}/`);
    await islandHydrated(page, "header-info");
    // these two islands render nothing visible until a dialog opens
    for (const island of ["dialog-host", "account-dialogs"]) {
      await page
        .locator(`shop-island[data-island="${island}"][data-hydrated="true"]`)
        .waitFor({ state: "attached", timeout: 15_000 });
    }
    const account = page.locator(".info-item--account a");
    await account.click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    expect(page.url()).toBe(`${shop}/`);
    await dialog.getByLabel("E-Mail-Adresse").fill(email);
    await dialog.getByLabel("Passwort").fill("falsches-Passwort");
    await dialog.getByRole("button", { name: "Anmelden" }).click();
    await dialog.getByRole("alert").filter({ hasText: "E-Mail-Adresse oder Passwort ist falsch." }).waitFor();
    await dialog.getByLabel("Passwort").fill("korrekt-Pferd-Batterie");
    await dialog.getByRole("button", { name: "Anmelden" }).click();
    await expect.poll(() => dialog.count(), AFTER_PASSWORD).toBe(0);
    await expect
      .poll(() => page.locator(".info-item--account .info-item__label").textContent(), AFTER_PASSWORD)
      .toBe("Jana Beispiel");
    expect(await account.getAttribute("data-logged-in")).toBe("true");
    await context.close();
  });
});

describe("newsletter in Chromium: subscribe by standard form post and confirm through the outbox", () => {
  it("submits nothing for an address that fails the pattern, then subscribes and confirms from the mailed link", async () => {
    const context = await chromium().newContext();
    const page = await context.newPage();
    const email = `leser-${unique()}@example.org`;
    await page.goto(`${shop}/newsletter`);
    await islandHydrated(page, "newsletter-form");

    const posts: string[] = [];
    page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
    await page.getByRole("main").getByLabel("E-Mail-Adresse").fill("kein-muster@host");
    await page.getByRole("main").getByRole("button", { name: "Anmelden" }).click();
    await page.getByRole("main").getByLabel("E-Mail-Adresse").fill(email);
    expect(posts).toEqual([]);
    expect(page.url()).toBe(`${shop}/newsletter`);

    await Promise.all([
      page.waitForURL(`${shop}/newsletter?status=pending`),
      page.getByRole("main").getByRole("button", { name: "Anmelden" }).click(),
    ]);
    expect(posts).toEqual([`${shop}/bff/web/de-de/newsletter/subscribe`]);
    await page.getByRole("main").getByRole("status").filter({ hasText: "Fast geschafft!" }).waitFor();

    const text = await mailText(page, email, /Newsletter-Anmeldung/);
    const link = text.match(/http:\/\/\S+\?confirm=[A-Za-z0-9_-]{43}/)![0];
    await page.getByRole("link", { name: link }).click();
    await islandHydrated(page, "newsletter-confirm");
    await page.getByRole("main").getByRole("button", { name: "Newsletter-Anmeldung bestätigen" }).click();
    await page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: "Danke! Ihre Newsletter-Anmeldung ist bestätigt." })
      .waitFor();
    await context.close();
  });
});

describe("gift voucher in Chromium: buy one, and redeem it once", () => {
  it("puts a voucher into the cart, gets its code by mail once paid, and redeems it on another cart exactly once", async () => {
    const buyer = await chromium().newContext();
    const page = await buyer.newPage();
    const recipient = `ida-${unique()}@example.org`;
    await page.goto(`${shop}/geschenkgutschein`);
    await islandHydrated(page, "gift-voucher-form");
    await page.getByRole("main").getByLabel("50,00 €").check();
    await page.getByRole("main").getByLabel("Name der beschenkten Person").fill("Ida");
    await page.getByRole("main").getByLabel("E-Mail-Adresse der beschenkten Person").fill(recipient);
    await page.getByRole("main").getByLabel("Ihr Name").fill("Max");
    await page.getByRole("main").getByRole("button", { name: "In den Warenkorb" }).click();
    await page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: "Der Gutschein liegt in Ihrem Warenkorb." })
      .waitFor();
    await page.getByRole("link", { name: "Zum Warenkorb" }).click();
    await islandHydrated(page, "cart-page");
    await page.getByRole("rowheader", { name: "Geschenkgutschein über 50,00 €" }).waitFor();
    await page
      .getByRole("main")
      .getByRole("button", { name: "Gutscheine als bezahlt markieren (nur Entwicklung)" })
      .click();
    await page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: "1 Gutscheine ausgestellt und verschickt." })
      .waitFor();

    const code = (await mailText(page, recipient, /schenkt Ihnen einen Gutschein/)).match(
      /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/,
    )![0];
    await buyer.close();

    const shopper = await chromium().newContext();
    const cart = await shopper.newPage();
    await cart.goto(`${shop}/geschenkgutschein`);
    await islandHydrated(cart, "gift-voucher-form");
    await cart.getByLabel("100,00 €").check();
    await cart.getByLabel("Name der beschenkten Person").fill("Ole");
    await cart.getByLabel("E-Mail-Adresse der beschenkten Person").fill(`ole-${unique()}@example.org`);
    await cart.getByLabel("Ihr Name").fill("Mia");
    await cart.getByRole("button", { name: "In den Warenkorb" }).click();
    await cart.getByRole("status").filter({ hasText: "Der Gutschein liegt in Ihrem Warenkorb." }).waitFor();
    await cart.goto(`${shop}/warenkorb`);
    await islandHydrated(cart, "cart-page");
    await cart.getByLabel("Gutscheincode").fill(code.toLowerCase());
    await cart.getByRole("button", { name: "Einlösen" }).click();
    await cart.getByRole("status").filter({ hasText: "Gutschein über 50,00 € eingelöst." }).waitFor();
    expect(await cart.getByTestId("cart-total").textContent()).toBe("50,00\u00a0€");

    await cart.getByLabel("Gutscheincode").fill(code);
    await cart.getByRole("button", { name: "Einlösen" }).click();
    await cart.getByRole("alert").filter({ hasText: "Dieser Gutschein wurde schon eingelöst." }).waitFor();
    await shopper.close();
  });
});
