// The quantity picker of a theme page on a phone (375 px): a control at least 44 px high to touch,
// its label apart from its value, and the total for the chosen quantity following the choice; the
// design's pictures are a strip to swipe, not a column; without JavaScript the form still opens the designer.
import { describe, expect, inject, it } from "vitest";
import { formatPrice } from "../../shared/pricing/format-price.ts";
import { PERSON_USER_AGENT, islandHydrated, useChromium } from "./browser.ts";

const port = inject("shopPort");
const chromium = useChromium();

/** Every kind of space as one plain space. */
const plain = (text: string | null) => (text ?? "").replace(/\s/g, " ").trim();

describe("theme page on a phone: the quantity picker", () => {
  it("is at least 44 px high, shows its label apart, and changes the total with the quantity", async () => {
    const context = await chromium().newContext({
      viewport: { width: 375, height: 812 },
      userAgent: PERSON_USER_AGENT,
    });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    await page.goto(`http://kartenliebe.de.localhost:${port}/themes/1001`);
    await islandHydrated(page, "quantity-picker");

    const quantity = page.getByLabel("Menge");
    const box = (await quantity.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    // The label stands above the control, not run into its value.
    const label = (await page.locator("label", { hasText: "Menge" }).boundingBox())!;
    expect(label.y + label.height).toBeLessThanOrEqual(box.y);

    const total = page.locator("output");
    const perCard = plain(await page.getByText("Preis pro Karte").locator("xpath=following-sibling::dd").textContent());
    const unit = Math.round(Number(perCard.replace(/[^\d,]/g, "").replace(",", ".")) * 100);
    expect(plain(await total.textContent())).toBe(plain(formatPrice(50 * unit, "de-DE", "eur")));
    expect(await page.getByText("Gesamt für 50 Karten").count()).toBe(1);

    await quantity.selectOption("100");
    await expect
      .poll(async () => plain(await total.textContent()))
      .toBe(plain(formatPrice(100 * unit, "de-DE", "eur")));
    expect(await page.getByText("Gesamt für 100 Karten").count()).toBe(1);

    // The pictures: the front fills most of the width, the next one peeks in to be swiped to.
    const gallery = page.getByRole("region", { name: "Bilder des Designs" });
    const sizes = await gallery.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    // The island hydrated onto the server's HTML without a mismatch.
    expect(consoleErrors.filter((error) => /hydrat/i.test(error))).toEqual([]);
    await context.close();
  });

  it("works without JavaScript: the plain form opens the card designer with the chosen quantity", async () => {
    const context = await chromium().newContext({
      viewport: { width: 375, height: 812 },
      userAgent: PERSON_USER_AGENT,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`http://kartenliebe.de.localhost:${port}/themes/1001`);
    const quantity = page.getByLabel("Menge");
    expect((await quantity.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await quantity.selectOption("100");
    await page.getByRole("button", { name: "Dieses Motiv gestalten" }).click();
    await page.waitForURL(/\/bff\/designer\/card\//);
    const url = new URL(page.url());
    expect(url.searchParams.get("themeId")).toBe("1001");
    expect(url.searchParams.get("quantity")).toBe("100");
    await context.close();
  });
});
