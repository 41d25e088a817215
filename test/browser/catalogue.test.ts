import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { useChromium } from "./browser.ts";

const port = inject("shopPort");
const shop = `http://wallart.ch.localhost:${port}`;
const chromium = useChromium();

/** The cart count as the cart endpoint reports it, with the visitor's own (HttpOnly) cookie. */
async function cartCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const res = await fetch("/bff/cart", { credentials: "include" });
    return ((await res.json()) as { cartArticlesAmount: number }).cartArticlesAmount;
  });
}

/** Prices compared as read: every kind of space as one plain space. */
const plain = (text: string | null) => (text ?? "").replace(/\s/g, " ").trim();

/** The price the calculator shows for the chosen format: the current one when on sale. */
async function shownPrice(page: Page): Promise<string> {
  const total = page.locator(".price-calculator__total");
  const sale = total.locator("strong");
  return plain(await ((await sale.count()) > 0 ? sale : total).textContent());
}

describe("wall art on the .ch domain in French: configure, hand off to the designer, add to cart", () => {
  it("configures a framed print, follows the call to action to the stand-in, adds it to the cart and returns to the shop", async () => {
    const context = await chromium().newContext();
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    await page.goto(`${shop}/fr/products/framed-prints/`);
    await expect
      .poll(() => page.locator("shop-island[data-island=price-calculator][data-hydrated=true]").count(), {
        timeout: 10_000,
      })
      .toBe(1);
    expect(await cartCount(page)).toBe(0);
    const headerCount = page.locator("shop-island[data-island=header-info] .info-item--cart .cart-count");
    expect(await headerCount.textContent()).toBe("0");
    expect(consoleErrors.filter((e) => /hydrat/i.test(e))).toEqual([]);

    await page.getByLabel("Matériau").selectOption({ label: "Toile" });
    const chosen = page.getByRole("radio", { name: /90 x 60 cm/ });
    await chosen.check();
    expect(await chosen.isChecked()).toBe(true);

    // 'more formats' (frame products): a format outside the list becomes the shown extra entry
    expect(await page.getByRole("radio", { name: /75 x 50 cm/ }).count()).toBe(0);
    await page.getByRole("button", { name: "Plus de formats" }).click();
    const dialog = page.getByRole("dialog", { name: "Tous les formats" });
    await dialog.getByRole("button", { name: /75 x 50 cm/ }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.getByRole("radio", { name: /75 x 50 cm/ }).isChecked()).toBe(true);
    expect(await page.locator(".price-calculator__total").textContent()).toMatch(/CHF/);
    const calculatorPrice = await shownPrice(page);

    await page.getByRole("link", { name: "Créer maintenant" }).click();
    await page.waitForURL(/\/bff\/designer\/photo-frame\//);
    const handoff = new URL(page.url());
    expect(Object.fromEntries(handoff.searchParams)).toMatchObject({
      materialType: "leinwand",
      frameType: "schattenfuge-leinwand",
      frameVariant: "schwarz-lack",
      formatType: "750x500",
      locale: "fr-CH",
    });
    expect(await page.getByRole("definition").allTextContents()).toEqual(
      expect.arrayContaining(["Toile", "75 x 50 cm"]),
    );

    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    await page.waitForURL(`${shop}/fr/products/framed-prints/`);
    expect(await cartCount(page)).toBe(1);
    // the header's cart count shows the article the designer added (section 2, "Header")
    await expect.poll(() => headerCount.textContent(), { timeout: 10_000 }).toBe("1");
    const cookie = (await context.cookies(shop)).find((c) => c.name === "__Host-shop_cart");
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });

    // the cart page shows the article in French with the calculator's price, and a total that counts it
    await page.goto(`${shop}/fr/panier/`);
    const row = page.getByRole("row", { name: /Toile · Cadre américain pour toile \(Noir laqué\) · 75 x 50 cm/ });
    await row.waitFor();
    expect(plain(await row.getByRole("cell").nth(1).textContent())).toBe(calculatorPrice);
    expect(plain(await row.getByRole("cell").nth(2).textContent())).toBe(calculatorPrice);
    expect(plain(await page.getByTestId("cart-total").textContent())).toBe(calculatorPrice);
    await context.close();
  });

  it("changing the material resets the format to the material's initially selected format", async () => {
    const page = await chromium().newPage();
    // The portrait swap experiment is pinned off: this test is about the material reset.
    await page.goto(`${shop}/fr/products/wall-art/?kl_calculator_portrait_swap=off`);
    await expect
      .poll(() => page.locator("shop-island[data-island=price-calculator][data-hydrated=true]").count(), {
        timeout: 10_000,
      })
      .toBe(1);
    await page.getByRole("radio", { name: /30 x 20 cm/ }).check();
    await page.getByLabel("Matériau").selectOption({ label: "Toile" });
    expect(await page.getByRole("radio", { name: /90 x 60 cm/ }).isChecked()).toBe(true);
    await page.close();
  });
});
