import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "./browser.ts";

const port = inject("shopPort");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function providedContext(page: Page) {
  const json = await page.locator("#shop-context").textContent();
  return JSON.parse(json ?? "{}");
}

describe("country domains in Chromium", () => {
  const cases = [
    { url: `http://kartenliebe.ch.localhost:${port}/fr/`, lang: "fr-CH", currency: "CHF", unit: "cm" },
    { url: `http://kartenliebe.com.localhost:${port}/`, lang: "en-US", currency: "USD", unit: "in" },
    { url: `http://wallart.co.uk.localhost:${port}/`, lang: "en-GB", currency: "GBP", unit: "cm" },
  ];

  for (const c of cases) {
    it(`${c.url} is served in ${c.lang} with ${c.currency} in the page context`, async () => {
      const page = await browser.newPage();
      const response = await page.goto(c.url);
      expect(response?.status()).toBe(200);
      expect(await page.locator("html").getAttribute("lang")).toBe(c.lang);
      const context = await providedContext(page);
      expect(context).toMatchObject({ currentLocale: c.lang, currencyCode: c.currency, unit: c.unit });
      await page.close();
    });
  }

  it("hydrates the home page's islands, and shows no demonstration counter", async () => {
    const page = await browser.newPage();
    await page.goto(`http://kartenliebe.de.localhost:${port}/`);
    await expect
      .poll(() => page.locator("shop-island[data-island=dialog-host][data-hydrated=true]").count(), { timeout: 10_000 })
      .toBe(1);
    await expect
      .poll(() => page.locator("shop-island[data-island=back-to-top][data-hydrated=true]").count(), { timeout: 10_000 })
      .toBe(1);
    expect(await page.locator("shop-island[data-island=demo-counter], .demo-counter").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Gefällt mir" }).count()).toBe(0);
    await page.close();
  });
});
