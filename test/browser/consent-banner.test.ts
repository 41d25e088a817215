// The consent banner the server draws (section 4, "Visitor consent"; decision 206): shown while no
// choice is stored, never shown once one is, its buttons and settings layer working before the
// shop's JavaScript has loaded, the choice stored in the cookie, and nothing on the page shifting.
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_S } from "../../shared/flags/consent.ts";
import { useChromium } from "./browser.ts";

const port = inject("shopPort");
const HOST = "kartenliebe.de.localhost";
const HOME = `http://${HOST}:${port}/`;
const browser = useChromium();

/**
 * A phone-sized page; `withoutScripts` refuses the shop's JavaScript files, so nothing hydrates.
 * Every host but loopback is refused: the browser never reaches the internet.
 */
async function phone(options: { withoutScripts?: boolean; choice?: string } = {}): Promise<BrowserContext> {
  const context = await browser().newContext({ viewport: { width: 375, height: 740 } });
  if (options.choice)
    await context.addCookies([{ name: CONSENT_COOKIE, value: options.choice, domain: HOST, path: "/" }]);
  await context.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (!url.hostname.endsWith(".localhost")) return route.abort();
    if (options.withoutScripts && url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js"))
      return route.abort();
    return route.continue();
  });
  return context;
}

/** The consent island renders nothing (the banner is the server's): wait for its mark, not for a box. */
const consentIslandHydrated = (page: Page) =>
  page
    .locator('shop-island[data-island="consent-banner"][data-hydrated="true"]')
    .waitFor({ state: "attached", timeout: 15_000 });

const bannerOf = (page: Page) => page.getByRole("region", { name: "Datenschutz-Einstellungen" });

async function storedChoice(context: BrowserContext) {
  return (await context.cookies(HOME)).find((cookie) => cookie.name === CONSENT_COOKIE);
}

describe("the consent banner drawn by the server", () => {
  it("without a stored choice, shows before any of the shop's JavaScript; declining stores the choice and hides it", async () => {
    const context = await phone({ withoutScripts: true });
    const page = await context.newPage();
    await page.goto(HOME, { waitUntil: "load" });
    await expect.poll(() => bannerOf(page).isVisible()).toBe(true);
    expect(await page.locator("shop-island[data-hydrated]").count()).toBe(0);

    await bannerOf(page).getByRole("button", { name: "Ablehnen" }).click();
    await expect.poll(() => bannerOf(page).isVisible()).toBe(false);
    expect(await page.locator("html").getAttribute("data-consent")).toBe("declined");
    await expect.poll(async () => (await storedChoice(context))?.value).toBe("declined");
    const cookie = await storedChoice(context);
    // Kept for half a year (section 4), give or take the seconds the test took.
    expect(Math.abs(cookie!.expires - (Date.now() / 1000 + CONSENT_MAX_AGE_S))).toBeLessThan(60);
    await context.close();
  });

  it("opens its settings layer before any of the shop's JavaScript, and saving there stores the choice", async () => {
    const context = await phone({ withoutScripts: true });
    const page = await context.newPage();
    await page.goto(HOME, { waitUntil: "load" });
    await bannerOf(page).getByRole("button", { name: "Einstellungen" }).click();
    const settings = page.getByRole("dialog", { name: "Ihre Datenschutz-Einstellungen" });
    await expect.poll(() => settings.isVisible()).toBe(true);
    const statistics = settings.getByRole("checkbox", { name: "Statistiken und Experimente" });
    expect(await statistics.isChecked()).toBe(false);
    await statistics.check();
    await settings.getByRole("button", { name: "Auswahl speichern" }).click();
    await expect.poll(() => settings.isVisible()).toBe(false);
    // A cookie the page writes reaches the browser's cookie store a moment later (seen under load in CI).
    await expect.poll(async () => (await storedChoice(context))?.value).toBe("granted");
    expect(await bannerOf(page).isVisible()).toBe(false);
    await context.close();
  });

  it("with a stored choice, is not shown: not before the shop's JavaScript, not after the page hydrated", async () => {
    const blocked = await phone({ withoutScripts: true, choice: "granted" });
    const first = await blocked.newPage();
    await first.goto(HOME, { waitUntil: "load" });
    expect(await first.locator(".consent-banner").count()).toBe(1);
    expect(await bannerOf(first).isVisible()).toBe(false);
    expect(await first.locator("html").getAttribute("data-consent")).toBe("granted");
    await blocked.close();

    const context = await phone({ choice: "declined" });
    const page = await context.newPage();
    await page.goto(HOME);
    await consentIslandHydrated(page);
    expect(await bannerOf(page).isVisible()).toBe(false);
    await context.close();
  });

  for (const path of ["/", "/products"]) {
    it(`${path}: drawing the banner, hydrating the page and choosing shift nothing on the page`, async () => {
      const context = await phone();
      await context.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      const page = await context.newPage();
      await page.goto(`http://${HOST}:${port}${path}`);
      expect(await bannerOf(page).isVisible()).toBe(true);
      const box = await bannerOf(page).boundingBox();
      // Every island of the first screen and the consent island hydrated.
      await expect
        .poll(() => page.locator('shop-island[data-hydrate="load"]:not([data-hydrated])').count(), { timeout: 15_000 })
        .toBe(0);
      await consentIslandHydrated(page);
      expect(await bannerOf(page).boundingBox()).toEqual(box);
      await bannerOf(page).getByRole("button", { name: "Alle akzeptieren" }).click();
      await expect.poll(() => bannerOf(page).isVisible()).toBe(false);
      expect((await storedChoice(context))?.value).toBe("granted");
      // Two frames, so a shift caused by hiding the banner would be reported.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
      await context.close();
    });
  }
});
