import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { PASSWORD_TEST_TIMEOUT, afterPassword, islandHydrated, useChromium } from "./browser.ts";

const port = inject("shopPort");
const shop = `http://kartenliebe.de.localhost:${port}`;
const chromium = useChromium();

/** The page's save button once it shows the visitor's own list (section 3, `wishlistAvailable`). */
async function saveButton(page: Page, path: string) {
  await page.goto(`${shop}${path}`);
  await islandHydrated(page, "wishlist-button");
  return page.getByRole("main").getByRole("button", { name: "Merken" });
}

const pressed = (button: ReturnType<Page["getByRole"]>) => button.getAttribute("aria-pressed");

describe("wishlist in Chromium: save a theme, see it on the wishlist page, remove it, merge at log-in", () => {
  it("saves and removes a theme, and merges the visitor's list into the customer's at log-in", {
    timeout: PASSWORD_TEST_TIMEOUT,
  }, async () => {
    const context = await chromium().newContext();
    const page = await context.newPage();
    const email = `merkliste-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
    const password = "korrekt-Pferd-Batterie";

    // an account to log in to later; logged out again, the visitor starts with an empty list
    await page.goto(`${shop}/mein-konto`);
    await islandHydrated(page, "account-page");
    await page.getByRole("main").getByRole("button", { name: "Registrieren" }).click();
    await page.getByRole("main").getByLabel("Vorname").fill("Mia");
    await page.getByRole("main").getByLabel("Nachname").fill("Merk");
    await page.getByRole("main").getByLabel("E-Mail-Adresse").fill(email);
    await page.getByRole("main").getByLabel("Passwort").fill(password);
    await page.getByRole("main").getByRole("button", { name: "Registrieren" }).click();
    await afterPassword(page, page.getByRole("main").getByRole("heading", { name: "Hallo Mia Merk" }));
    await page.getByRole("main").getByRole("button", { name: "Abmelden" }).click();
    await page.getByRole("main").getByRole("heading", { name: "Mein Konto" }).waitFor();

    let heart = await saveButton(page, "/themes/1001");
    expect(await pressed(heart)).toBe("false");
    await heart.click();
    await expect.poll(() => pressed(heart)).toBe("true");

    // the saved state comes back on the next visit, loaded by the island (the page is the same for everyone)
    heart = await saveButton(page, "/themes/1001");
    await expect.poll(() => pressed(heart)).toBe("true");

    await page.goto(`${shop}/merkliste`);
    await islandHydrated(page, "wishlist-page");
    await page.getByRole("main").getByRole("link", { name: "Aurora Einschulung" }).waitFor();
    await page.getByRole("main").getByRole("button", { name: "Entfernen: Aurora Einschulung" }).click();
    await expect.poll(() => page.getByRole("main").getByRole("link", { name: "Aurora Einschulung" }).count()).toBe(0);
    await page.reload();
    await page.getByRole("main").getByText("Ihre Merkliste ist noch leer.").waitFor();

    heart = await saveButton(page, "/themes/1001");
    expect(await pressed(heart)).toBe("false");
    await heart.click();
    await expect.poll(() => pressed(heart)).toBe("true");
    const product = await saveButton(page, "/leinwanddruck");
    await product.click();
    await expect.poll(() => pressed(product)).toBe("true");

    await page.goto(`${shop}/mein-konto`);
    await islandHydrated(page, "account-page");
    await page.getByRole("main").getByLabel("E-Mail-Adresse").fill(email);
    await page.getByRole("main").getByLabel("Passwort").fill(password);
    await page.getByRole("main").getByRole("button", { name: "Anmelden" }).click();
    await afterPassword(page, page.getByRole("main").getByRole("heading", { name: "Hallo Mia Merk" }));

    await page.goto(`${shop}/merkliste`);
    await page.getByRole("main").getByRole("link", { name: "Aurora Einschulung" }).waitFor();
    await page.getByRole("main").getByRole("link", { name: "Leinwanddruck" }).waitFor();
    expect((await context.cookies(shop)).some((c) => c.name === "__Host-shop_visitor")).toBe(false);
    heart = await saveButton(page, "/themes/1001");
    await expect.poll(() => pressed(heart)).toBe("true");
    await context.close();
  });
});
