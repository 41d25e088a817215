/**
 * In Chromium (decision 097): the hydration code starts once the first screen is painted, after the
 * load event and the first contentful paint, and the islands that hydrate at load are preloaded with
 * it; when pictures hold the load event back, it starts 2 s after the document was parsed.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { PERSON_USER_AGENT, useChromium } from "./browser.ts";

const port = inject("shopPort");
const browser = useChromium();

interface Timings {
  domContentLoaded: number;
  load: number;
  firstContentfulPaint: number | undefined;
  /** When each script request started, by file name without its hash. */
  scripts: { name: string; start: number }[];
}

/** Waits until the island is hydrated, shown or not (the burger menu is hidden on a wide screen). */
async function hydrated(page: Page, island: string): Promise<void> {
  await page
    .locator(`shop-island[data-island="${island}"][data-hydrated="true"]`)
    .first()
    .waitFor({ state: "attached", timeout: 15_000 });
}

function timingsOf(page: Page): Promise<Timings> {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    return {
      domContentLoaded: navigation.domContentLoadedEventEnd,
      load: navigation.loadEventStart,
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => ({
          name: /\/assets\/(.+)-[A-Z0-9]+\.js$/.exec(entry.name)?.[1] ?? entry.name,
          start: entry.startTime,
        })),
    };
  });
}

/** When the main module's request started; fails the test when it was never asked for. */
function mainModuleStart(timings: Timings): number {
  const main = timings.scripts.find((s) => s.name === "main");
  expect(main, JSON.stringify(timings.scripts)).toBeDefined();
  return main!.start;
}

/** The home page with every picture of the content held on its way: its load event never comes. */
async function homeWithPicturesHeld() {
  const context = await browser().newContext({ userAgent: PERSON_USER_AGENT });
  const page = await context.newPage();
  await page.route("**/content/images/**", () => {});
  await page.goto(`http://kartenliebe.de.localhost:${port}/`, { waitUntil: "domcontentloaded" });
  return { context, page };
}

describe("the module loader", () => {
  it("starts the main module and the calculator's after the load event and the first paint, the calculator's as a preload", async () => {
    const context = await browser().newContext({ userAgent: PERSON_USER_AGENT });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`http://wallart.de.localhost:${port}/leinwanddruck/`);
    await hydrated(page, "price-calculator");
    await hydrated(page, "burger-menu");
    const timings = await timingsOf(page);
    expect(timings.load).toBeGreaterThan(0);
    expect(timings.firstContentfulPaint).toBeDefined();
    const firstScreen = Math.max(timings.load, timings.firstContentfulPaint ?? 0);
    const main = timings.scripts.find((s) => s.name === "main");
    const calculator = timings.scripts.find((s) => s.name === "price-calculator");
    expect(main, JSON.stringify(timings.scripts)).toBeDefined();
    expect(calculator, JSON.stringify(timings.scripts)).toBeDefined();
    for (const script of timings.scripts) expect(script.start, script.name).toBeGreaterThanOrEqual(firstScreen);
    // Preloaded by the loader beside the main module, not found only once the main module ran.
    const preloaded = await page.evaluate(() =>
      Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (l) => l.href),
    );
    expect(preloaded.some((href) => /\/assets\/price-calculator-[A-Z0-9]+\.js$/.test(href))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("starts it 2 s after the document was parsed when pictures hold the load event back", async () => {
    const { context, page } = await homeWithPicturesHeld();
    await hydrated(page, "burger-menu");
    const timings = await timingsOf(page);
    expect(timings.load).toBe(0);
    expect(mainModuleStart(timings)).toBeGreaterThanOrEqual(timings.domContentLoaded + 1_900);
    await context.close();
  });

  it("starts it at once when the shopper reaches for the page before the first screen is done", async () => {
    const { context, page } = await homeWithPicturesHeld();
    // A key press must not wait the 2 s for a load event that never comes.
    await page.keyboard.press("Tab");
    const pressedAt = await page.evaluate(() => performance.now());
    await hydrated(page, "burger-menu");
    const timings = await timingsOf(page);
    expect(timings.load).toBe(0);
    const start = mainModuleStart(timings);
    expect(start).toBeLessThan(timings.domContentLoaded + 1_900);
    expect(start).toBeLessThanOrEqual(pressedAt);
    await context.close();
  });
});
