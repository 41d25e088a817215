// A calendar and a photo book configured on two domains, handed to the designer
// through the designer rules (start month and year, accessories 'without'; printing and cover,
// template id, amount 1) with the locale, gclid and referral source, added to the cart and seen
// there at the price the page's calculator showed.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { useChromium } from "./browser.ts";

const port = inject("shopPort");
const chromium = useChromium();

/** Prices compared as read: every kind of space as one plain space. */
const plain = (text: string | null) => (text ?? "").replace(/\s/g, " ").trim();

async function calculatorReady(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator("shop-island[data-island=price-calculator][data-hydrated=true]").count(), {
      timeout: 15_000,
    })
    .toBe(1);
}

/** The price the calculator shows for the chosen format: the current one when on sale. */
async function shownPrice(page: Page): Promise<string> {
  const total = page.locator(".price-calculator__total");
  const sale = total.locator("strong");
  return plain(await ((await sale.count()) > 0 ? sale : total).textContent());
}

/** Follows the calculator's call to action to the designer stand-in and reads the address it opened. */
async function handOff(page: Page, segment: string): Promise<URLSearchParams> {
  await page.locator(".price-calculator__cta").click();
  await page.waitForURL(new RegExp(`/bff/designer/${segment}/\\?`), { timeout: 15_000 });
  return new URL(page.url()).searchParams;
}

async function cartRow(page: Page, cartUrl: string, name: RegExp) {
  await page.goto(cartUrl);
  const row = page.getByRole("row", { name });
  await row.waitFor({ timeout: 15_000 });
  return row;
}

function consoleErrorsOf(context: BrowserContext): string[] {
  const errors: string[] = [];
  context.on("page", (p) => p.on("console", (m) => void (m.type() === "error" && errors.push(m.text()))));
  return errors;
}

describe("calendars and photo books are configured, handed to the designer by the rules and priced in the cart", () => {
  it("a desk calendar on kartenliebe.de, arriving from an ad", async () => {
    const shop = `http://kartenliebe.de.localhost:${port}`;
    const context = await chromium().newContext();
    const errors = consoleErrorsOf(context);
    const page = await context.newPage();
    await page.goto(`${shop}/fotokalender?gclid=Cj0-ad.42&utm_source=newsletter`);
    await calculatorReady(page);
    await page.getByLabel("Kalenderart").selectOption({ label: "Tischkalender" });
    const format = page.getByRole("radio", { name: /A5 · 21 x 14,8 cm/ });
    await format.check();
    expect(await format.isChecked()).toBe(true);
    const price = await shownPrice(page);
    expect(price).toMatch(/€$/);

    const now = new Date();
    const designer = await handOff(page, "calendar");
    expect(Object.fromEntries(designer)).toEqual({
      calendarType: "tischkalender",
      formatType: "a5-landscape",
      startMonth: String(now.getUTCMonth() + 1),
      startYear: String(now.getUTCFullYear()),
      accessoryTypes: "without",
      gclid: "Cj0-ad.42",
      referralSource: "newsletter",
      locale: "de-DE",
    });
    expect(await page.getByRole("definition").allTextContents()).toEqual(expect.arrayContaining(["Tischkalender"]));

    await page.getByRole("button", { name: "In den Warenkorb" }).click();
    await page.waitForURL(/\/fotokalender/);
    const row = await cartRow(page, `${shop}/warenkorb`, /Tischkalender · A5 · 21 x 14,8 cm/);
    expect(plain(await row.getByRole("cell").nth(1).textContent())).toBe(price);
    expect(plain(await page.getByTestId("cart-total").textContent())).toBe(price);
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
    await context.close();
  });

  it("a lay-flat photo book on kartenliebe.fr", async () => {
    const shop = `http://kartenliebe.fr.localhost:${port}`;
    const context = await chromium().newContext();
    const page = await context.newPage();
    await page.goto(`${shop}/livre-photo?referralSource=partenaire`);
    await calculatorReady(page);
    await page.getByLabel("Type de livre photo").selectOption({ label: "Premium à plat · Couverture rigide" });
    await page.getByRole("radio", { name: /^30 x 30 cm/ }).check();
    const price = await shownPrice(page);
    expect(price).toMatch(/€$/);
    // the formats table of the page lists the format too, at no lower price than the calculator's for it
    expect(await page.locator(".formats-and-prices tr[data-format=square]").count()).toBe(1);

    const designer = await handOff(page, "photobook");
    expect(Object.fromEntries(designer)).toEqual({
      printing: "echtfotobuch",
      cover: "hard",
      format: "square",
      templateId: expect.stringMatching(/-S$/),
      amount: "1",
      referralSource: "partenaire",
      locale: "fr-FR",
    });

    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    await page.waitForURL(/\/livre-photo/);
    const row = await cartRow(page, `${shop}/panier`, /Premium à plat · Couverture rigide · 30 x 30 cm/);
    expect(plain(await row.getByRole("cell").nth(1).textContent())).toBe(price);
    await context.close();
  });

  it("a designer refusal reads in the shopper's language, with the way back", async () => {
    const shop = `http://kartenliebe.de.localhost:${port}`;
    const context = await chromium().newContext();
    const page = await context.newPage();
    // A card occasion from the navigation names no design: only a designer can offer one.
    await page.goto(`${shop}/karten`);
    await page.goto(`${shop}/configurator-card?occasion=wedding`);
    await page.waitForURL(/\/bff\/designer\/card\//);
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.textContent()).toContain("fehlt noch eine Angabe");
    expect(await page.content()).not.toMatch(/Invalid input|themeId:/);
    expect(await page.getByRole("link", { name: "Zurück zum Shop" }).getAttribute("href")).toMatch(/^\//);
    await context.close();
  });

  it("a calendar type from the navigation asks for its format in the designer, then reaches the cart at its price", async () => {
    const shop = `http://kartenliebe.de.localhost:${port}`;
    const context = await chromium().newContext();
    const page = await context.newPage();
    await page.goto(`${shop}/configurator-calendar?calendarType=wandkalender`, { referer: `${shop}/fotokalender` });
    await page.waitForURL(/\/bff\/designer\/calendar\//);
    expect(await page.getByRole("button", { name: "In den Warenkorb" }).count()).toBe(0);
    await page.getByLabel("Format").selectOption({ label: "A4 · 21 x 29,7 cm" });
    await page.getByRole("button", { name: "Weiter" }).click();
    await page.waitForURL(/formatType=a4-portrait/);
    await page.getByRole("button", { name: "In den Warenkorb" }).click();
    await page.waitForURL(/\/fotokalender$/);
    const row = await cartRow(page, `${shop}/warenkorb`, /Wandkalender/);
    expect(plain(await row.getByRole("cell").nth(1).textContent())).toMatch(/\d+,\d{2}\s?€/);
    await context.close();
  });
});
