// Chrome details in Chromium: the card flyout's three rows, back-to-top up-then-down, the review
// carousel's buttons at 375px, the footer's link lists drawn only when near, the first-party help
// panel without a messenger key, and the whitelabel banner for the seeded whitelabel customer
// (backend/seed/local-customers.sql).
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CONSENT_COOKIE } from "../../shared/flags/consent.ts";
import { launchChromium } from "./browser.ts";

const port = inject("shopPort");
const ORIGIN = `http://kartenliebe.de.localhost:${port}`;
const SCREENSHOTS = path.resolve(import.meta.dirname, "../../dist/screenshots");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function open(url: string, width: number, height = 800): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  // A visitor who already answered the consent banner: the banner, fixed at the bottom, would cover the floating buttons.
  await context.addCookies([
    { name: CONSENT_COOKIE, value: "declined", domain: "kartenliebe.de.localhost", path: "/" },
  ]);
  const page = await context.newPage();
  await page.goto(url);
  await expect
    .poll(() => page.locator("shop-island[data-hydrate=load]:not([data-hydrated])").count(), { timeout: 15_000 })
    .toBe(0);
  return page;
}

describe("chrome details in Chromium", () => {
  it("the card flyout has three rows: occasions, the hovered occasion's links, additional items", async () => {
    const page = await open(`${ORIGIN}/`, 1280);
    const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
    await nav.getByRole("link", { name: "Karten", exact: true }).hover();
    const flyout = page.locator(".flyout--card");
    await flyout.waitFor({ state: "visible", timeout: 10_000 });
    const rows = flyout.locator(":scope > .flyout__row");
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(0).getAttribute("data-row")).toBe("occasions");
    expect(await rows.nth(1).getAttribute("data-row")).toBe("occasion-links");
    expect(await rows.nth(2).getAttribute("data-row")).toBe("additional");
    // The middle row follows the hovered occasion.
    await rows.nth(0).getByRole("link", { name: "Taufe" }).hover();
    await expect.poll(() => rows.nth(1).locator("h3").textContent()).toBe("Taufe");
    // Rows stack: each starts below the one before.
    const tops = await rows.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
    expect(tops[1]).toBeGreaterThan(tops[0]!);
    expect(tops[2]).toBeGreaterThan(tops[1]!);
    await page.screenshot({ path: path.join(SCREENSHOTS, "chrome-details-card-flyout-1280.png") });
    await page.context().close();
  });

  it("back-to-top appears after scrolling up past half the window and hides again after scrolling down", async () => {
    const page = await open(`${ORIGIN}/fotokalender`, 1280);
    await page
      .locator('shop-island[data-island="back-to-top"][data-hydrated]')
      .waitFor({ state: "attached", timeout: 15_000 });
    const button = page.locator(".back-to-top");
    const visible = () => button.getAttribute("data-visible");
    await page.evaluate(() => window.scrollTo(0, 2400));
    await page.waitForTimeout(700);
    expect(await visible()).toBeNull();
    await page.mouse.wheel(0, -600);
    await expect.poll(visible, { timeout: 3_000 }).toBe("true");
    await page.mouse.wheel(0, 400);
    await expect.poll(visible, { timeout: 3_000 }).toBeNull();
    await page.mouse.wheel(0, -300);
    await expect.poll(visible, { timeout: 3_000 }).toBe("true");
    await page.context().close();
  });

  it("the footer's link lists are skipped until they come near, then drawn (decision 212)", async () => {
    // A phone with little height: the reviews band at the top of the window draws the footer, and the
    // link lists (below the newsletter band) are further away than Chromium's margin for
    // `content-visibility: auto` (one and a half windows).
    const page = await open(`${ORIGIN}/products`, 375, 500);
    const links = page.locator(".footer-band--links");
    const drawn = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    await page.locator(".footer-band--reviews").evaluate((band) => band.scrollIntoView({ block: "start" }));
    await expect.poll(() => drawn(".footer-band--service .newsletter-form")).toBe(true);
    const gap = await links.evaluate((band) => band.getBoundingClientRect().top - 1.5 * window.innerHeight);
    expect(gap, "the link lists lie beyond the margin").toBeGreaterThan(100);
    expect(await drawn(".footer-band--links a")).toBe(false);
    // At the page's end they are drawn, their links in view.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => drawn(".footer-band--links a")).toBe(true);
    await expect.poll(() => links.locator("a").first().isVisible()).toBe(true);
    expect(await links.locator("a").count()).toBeGreaterThan(5);
    await page.context().close();
  });

  it("the review carousel shows its navigation buttons at 375px and they move it, infinitely", async () => {
    const page = await open(`${ORIGIN}/`, 375);
    const reviews = page.locator("section.reviews");
    await reviews.scrollIntoViewIfNeeded();
    await page
      .locator('shop-island[data-island="review-carousel"][data-hydrated]')
      .waitFor({ state: "attached", timeout: 15_000 });
    const next = reviews.locator(".carousel-button--next");
    const previous = reviews.locator(".carousel-button--prev");
    expect(await next.isVisible()).toBe(true);
    expect(await previous.isVisible()).toBe(true);
    const index = () =>
      reviews.locator(".reviews__track").evaluate((el) => (el as HTMLElement).style.getPropertyValue("--index"));
    expect(await index()).toBe("0");
    await previous.click();
    await expect.poll(index).not.toBe("0");
    await next.click();
    await expect.poll(index).toBe("0");
    await reviews.screenshot({ path: path.join(SCREENSHOTS, "chrome-details-reviews-375.png") });
    await page.context().close();
  });

  it("the help button opens the first-party help panel in the page when there is no messenger key", async () => {
    const page = await open(`${ORIGIN}/fotokalender`, 375);
    await page
      .locator('shop-island[data-island="help-button"][data-hydrated]')
      .waitFor({ state: "attached", timeout: 15_000 });
    const url = page.url();
    await page.locator(".help-button").click();
    const panel = page.getByRole("dialog", { name: "Hilfe & Kontakt" });
    await panel.waitFor({ state: "visible", timeout: 10_000 });
    expect(page.url()).toBe(url);
    expect(await panel.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await panel.getByRole("link", { name: "Kontaktformular" }).getAttribute("href")).toBe("/kontakt");
    expect(await panel.locator("details summary").count()).toBeGreaterThan(2);
    // After 1700 ms the launcher counts as open and hides; closing brings it back.
    await expect.poll(() => page.locator(".help-button").count(), { timeout: 5_000 }).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOTS, "chrome-details-help-panel-375.png") });
    await panel.getByRole("button", { name: "Hilfe schließen" }).click();
    await expect.poll(() => panel.count()).toBe(0);
    await expect.poll(() => page.locator(".help-button").count()).toBe(1);
    await page.context().close();
  });

  it("shows the whitelabel banner after logging in as the seeded whitelabel customer, not before", {
    timeout: 150_000,
  }, async () => {
    const page = await open(`${ORIGIN}/mein-konto`, 1280);
    expect(await page.locator(".whitelabel-banner").count()).toBe(0);
    const main = page.getByRole("main");
    await main.getByLabel("E-Mail-Adresse").fill("whitelabel@kartenliebe.test");
    await main.getByLabel("Passwort").fill("Whitelabel-Local-2026");
    // A log-in hashes the password on purpose slowly; on a busy machine the deadline may answer 504 first: try again then.
    const banner = page.locator(".whitelabel-banner");
    for (let attempt = 0; attempt < 3 && !(await banner.isVisible()); attempt++) {
      await main.getByRole("button", { name: "Anmelden" }).click();
      await Promise.race([
        banner.waitFor({ state: "visible", timeout: 30_000 }),
        main.getByRole("alert").waitFor({ state: "visible", timeout: 30_000 }),
      ]).catch(() => undefined);
    }
    await banner.waitFor({ state: "visible", timeout: 5_000 });
    await page.goto(`${ORIGIN}/fotokalender`);
    const onPage = page.getByRole("complementary", { name: "Whitelabel-Kunde" });
    await onPage.waitFor({ state: "visible", timeout: 15_000 });
    expect(await onPage.getByRole("link", { name: "Einstellen" }).getAttribute("href")).toBe("/whitelabel");
    expect(await onPage.getAttribute("data-whitelabel-order")).toBe("false");
    await page.screenshot({ path: path.join(SCREENSHOTS, "chrome-details-whitelabel-1280.png") });
    await page.context().close();
  });
});
