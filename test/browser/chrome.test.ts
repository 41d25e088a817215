import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "./browser.ts";

const port = inject("shopPort");
const SCREENSHOTS = path.resolve(import.meta.dirname, "../../dist/screenshots");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

const CHANNELS = [
  {
    name: "kartenliebe",
    origin: `http://kartenliebe.de.localhost:${port}`,
    category: "/fotokalender",
    labels: {
      openMenu: "Menü öffnen",
      menu: "Menü",
      back: "Zurück",
      item: "Fotocollagen",
      group: "Kategorien",
      submenu: "Karten: Untermenü öffnen",
      flyoutLink: "Hochzeit",
      navigation: "Hauptnavigation",
      close: "Schließen",
      offer: "Aktion",
      account: "Mein Konto",
      dialog: "Anmelden",
    },
  },
  {
    name: "wallart",
    origin: `http://wallart.co.uk.localhost:${port}`,
    category: "/poster-printing",
    labels: {
      openMenu: "Open menu",
      menu: "Menu",
      back: "Back",
      item: "Photo books",
      group: "Categories",
      submenu: "Wall art: open submenu",
      flyoutLink: "Poster printing",
      navigation: "Main navigation",
      close: "Close",
      offer: "Offer",
      account: "My account",
      dialog: "Log in",
    },
  },
] as const;

async function open(url: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto(url);
  await expect
    .poll(() => page.locator("shop-island[data-hydrate=load]:not([data-hydrated])").count(), { timeout: 15_000 })
    .toBe(0);
  return page;
}

const scrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow === "hidden");
const focusedName = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim() ?? "",
  );

for (const channel of CHANNELS) {
  const l = channel.labels;
  describe(`${channel.name}: chrome in Chromium`, () => {
    it("opens the burger menu below 1000px, locks body scroll, restores the main list's scroll position, and closes itself at 1000px", async () => {
      const page = await open(channel.origin + channel.category, 375);
      await page.getByRole("button", { name: l.openMenu }).click();
      const menu = page.getByRole("dialog", { name: l.menu });
      await expect.poll(() => menu.isVisible()).toBe(true);
      expect(await scrollLocked(page)).toBe(true);
      await page.setViewportSize({ width: 375, height: 300 });
      // Scroll the main list as a person would, then open the item through its role: the click waits
      // until the item is visible, stable and the one that receives the pointer.
      const list = menu.getByRole("navigation", { name: l.menu });
      await list.evaluate((el) => (el.scrollTop = 120));
      const item = menu.getByRole("button", { name: l.item, exact: true });
      await item.scrollIntoViewIfNeeded();
      const scrolled = await list.evaluate((el) => el.scrollTop);
      expect(scrolled).toBeGreaterThan(0);
      await item.click();
      const accordion = menu.getByRole("button", { name: l.group });
      await accordion.click();
      await expect.poll(() => accordion.getAttribute("aria-expanded")).toBe("true");
      await menu.getByRole("button", { name: l.back }).click();
      await expect.poll(() => list.evaluate((el) => el.scrollTop)).toBe(scrolled);
      await page.setViewportSize({ width: 1000, height: 800 });
      await expect.poll(() => menu.isVisible(), { timeout: 5_000 }).toBe(false);
      await expect.poll(() => scrollLocked(page)).toBe(false);
      await page.context().close();
    });

    it("opens a flyout with the keyboard and closes it with Escape, focus back on its toggle", async () => {
      const page = await open(`${channel.origin}/`, 1280);
      const nav = page.getByRole("navigation", { name: l.navigation });
      const toggle = nav.getByRole("button", { name: l.submenu });
      await toggle.focus();
      await page.keyboard.press("Enter");
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      const link = nav.getByRole("link", { name: l.flyoutLink, exact: true });
      await expect.poll(() => link.isVisible()).toBe(true);
      await expect
        .poll(() => nav.evaluate((el) => el.querySelector("#main-nav-flyout")?.contains(document.activeElement)))
        .toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(() => link.isVisible()).toBe(false);
      expect(await focusedName(page)).toBe(l.submenu);
      await page.context().close();
    });

    it("closes the action bar and it stays closed after a reload", async () => {
      const page = await open(`${channel.origin}/`, 375);
      const bar = page.getByRole("complementary", { name: l.offer });
      expect(await bar.isVisible()).toBe(true);
      await bar.getByRole("button", { name: l.close }).click();
      await expect.poll(() => bar.isVisible()).toBe(false);
      await page.reload();
      await expect.poll(() => page.locator("shop-island[data-island=action-bar][data-hydrated]").count()).toBe(1);
      expect(await bar.isVisible()).toBe(false);
      await page.context().close();
    });

    it("opens the log-in dialog from the account item, traps focus inside it, and restores focus when it closes", async () => {
      const page = await open(`${channel.origin}/`, 1280);
      const account = page.getByRole("banner").getByRole("link", { name: l.account });
      await account.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: l.dialog });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await scrollLocked(page)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.classList.contains("has-overlay"))).toBe(true);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await focusedName(page)).toContain(l.account);
      await expect.poll(() => scrollLocked(page)).toBe(false);
      await page.context().close();
    });

    // A slow phone: the same page once more with the CPU throttled 4x, where late
    // hydration shows any space the server's markup did not reserve.
    for (const { width, cpuSlowdown } of [
      { width: 375, cpuSlowdown: 1 },
      { width: 1280, cpuSlowdown: 1 },
      { width: 375, cpuSlowdown: 4 },
      { width: 1280, cpuSlowdown: 4 },
    ]) {
      const slow = cpuSlowdown > 1 ? ` with the CPU ${cpuSlowdown}x slower` : "";
      it(`renders without layout shift at ${width}px${slow}, every island hydrating the server's markup, and is captured for review`, async () => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        if (cpuSlowdown > 1)
          await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
        const reactErrors: string[] = [];
        page.on("pageerror", (error) => reactErrors.push(error.message));
        page.on("console", (message) => {
          if (message.type() === "error" && /hydrat|react/i.test(message.text())) reactErrors.push(message.text());
        });
        await page.addInitScript(() => {
          const w = window as unknown as { __cls: number; __shifted: string[] };
          w.__cls = 0;
          w.__shifted = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node }[];
            }[]) {
              if (entry.hadRecentInput) continue;
              w.__cls += entry.value;
              // Chromium names the elements that moved: the failure message says which.
              for (const source of entry.sources ?? [])
                w.__shifted.push(
                  (source.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? String(source.node?.nodeName),
                );
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        await page.goto(channel.origin + channel.category);
        await expect
          .poll(() => page.locator("shop-island[data-hydrate=load]:not([data-hydrated])").count(), { timeout: 30_000 })
          .toBe(0);
        await page.evaluate(async () => {
          for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
            window.scrollTo(0, y);
            await new Promise((r) => requestAnimationFrame(() => r(undefined)));
          }
          window.scrollTo(0, 0);
        });
        await expect.poll(() => page.locator("shop-island:not([data-hydrated])").count(), { timeout: 30_000 }).toBe(0);
        const { shift, shifted } = await page.evaluate(() => {
          const w = window as unknown as { __cls: number; __shifted: string[] };
          return { shift: w.__cls, shifted: w.__shifted };
        });
        expect(shift, `elements that moved: ${shifted.join(" | ")}`).toBeLessThan(0.01);
        // a mismatch between the server's markup and the island's first render is a recoverable React error
        expect(reactErrors).toEqual([]);
        await page.screenshot({
          path: path.join(
            SCREENSHOTS,
            `chrome-${channel.name}-${width}${cpuSlowdown > 1 ? `-cpu${cpuSlowdown}` : ""}.png`,
          ),
          fullPage: true,
        });
        await context.close();
      });
    }
  });
}
