/**
 * Page transitions in Chromium (section 2, "Route handling"; section 4, "Carousel"): the card
 * listing is updated in place on a change of query and keeps the scroll position, back and forward
 * swap it again, a new path is an ordinary navigation; the footer's review carousel steps, wraps
 * around and follows a mouse drag, with three reviews per slide from 720px and one below.
 */
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { CONSENT_COOKIE } from "../../shared/flags/consent.ts";
import { useChromium } from "./browser.ts";

const port = inject("shopPort");
/** A visitor who already answered the consent banner: the banner, fixed at the bottom, would cover the footer. */
const DECIDED = { name: CONSENT_COOKIE, value: "declined", domain: "kartenliebe.de.localhost", path: "/" };
const PRODUCTS = `http://kartenliebe.de.localhost:${port}/products`;
const HOME = `http://kartenliebe.de.localhost:${port}/`;

const chromium = useChromium();

/** A mark on the window: it survives an in-place update and is gone after a real navigation. */
const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
const cardNames = (page: Page) => page.locator("#cards .theme-list__items li a").allTextContents();

async function scriptsStarted(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator("shop-island[data-hydrate=load]:not([data-hydrated])").count(), { timeout: 15_000 })
    .toBe(0);
}

describe("the card listing updates in place", () => {
  it("pages and filters without reloading, keeps the scroll position, and swaps back on history", async () => {
    const context = await chromium().newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(PRODUCTS);
    await scriptsStarted(page);
    const firstPage = await cardNames(page);
    expect(firstPage.length).toBe(12);
    expect(
      await page
        .locator("#cards")
        .getByText(/^Seite 1 von \d+$/)
        .count(),
    ).toBe(1);

    await markWindow(page);
    await page.locator("#cards").getByRole("link", { name: "Nächste Seite" }).scrollIntoViewIfNeeded();
    const y = await page.evaluate(() => window.scrollY);
    expect(y).toBeGreaterThan(0);
    await page.locator("#cards").getByRole("link", { name: "Nächste Seite" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBe("2");
    await expect
      .poll(() =>
        page
          .locator("#cards")
          .getByText(/^Seite 2 von \d+$/)
          .count(),
      )
      .toBe(1);
    const secondPage = await cardNames(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    expect(await sameDocument(page)).toBe(true);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThanOrEqual(2);

    const occasion = page.locator("#cards").getByLabel("Anlass");
    const choice = (await occasion.locator("option").allTextContents()).find((label) => label !== "Alle");
    expect(choice).toBeTruthy();
    await occasion.selectOption({ label: choice! });
    await page.locator("#cards").getByRole("button", { name: "Filtern" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("category")).toBeTruthy();
    expect(new URL(page.url()).searchParams.get("page")).toBeNull();
    await expect
      .poll(() =>
        page
          .locator("#cards")
          .getByText(/^Seite 1 von \d+$/)
          .count(),
      )
      .toBe(1);
    const filtered = await page.locator("#cards .theme-list__items li .theme-card__occasion").allTextContents();
    expect(filtered.length).toBeGreaterThan(0);
    for (const occasion of filtered) expect(occasion).toBe(choice);
    expect(await sameDocument(page)).toBe(true);

    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get("page")).toBe("2");
    await expect.poll(() => cardNames(page)).toEqual(secondPage);
    await page.goBack();
    await expect.poll(() => cardNames(page)).toEqual(firstPage);
    expect(await sameDocument(page)).toBe(true);

    await page.locator("#cards .theme-list__items li a").first().click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/themes\//);
    expect(await sameDocument(page)).toBe(false);
    await context.close();
  });
});

describe("the footer's review carousel", () => {
  const carousel = (page: Page) => page.locator("[aria-roledescription=carousel]");
  const shownReviews = (page: Page) => carousel(page).locator("li.review:not([aria-hidden=true])");
  const shownTitles = (page: Page) => shownReviews(page).locator(".review__title").allTextContents();

  /** The carousel hydrates when it becomes visible. */
  async function carouselHydrated(page: Page): Promise<void> {
    await carousel(page).scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.locator("shop-island[data-island=review-carousel][data-hydrated=true]").count(), {
        timeout: 15_000,
      })
      .toBe(1);
  }

  it("shows three reviews per slide from 720px, steps with its buttons and wraps around", async () => {
    const context = await chromium().newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([DECIDED]);
    const page = await context.newPage();
    await page.goto(HOME);
    await carouselHydrated(page);
    const all = await carousel(page).locator("li.review .review__title").allTextContents();
    expect(all.length).toBeGreaterThan(3);
    const slides = Math.ceil(all.length / 3);
    expect(await shownTitles(page)).toEqual(all.slice(0, 3));

    await carousel(page).scrollIntoViewIfNeeded();
    await carousel(page).getByRole("button", { name: "Nach rechts blättern" }).click();
    await expect.poll(() => shownTitles(page)).toEqual(all.slice(3, 6));
    const frame = await carousel(page).locator(".reviews__viewport").boundingBox();
    await expect
      .poll(async () => {
        const box = await shownReviews(page).first().boundingBox();
        return box !== null && frame !== null && box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1;
      })
      .toBe(true);

    await page.reload();
    await carouselHydrated(page);
    await carousel(page).scrollIntoViewIfNeeded();
    await carousel(page).getByRole("button", { name: "Nach links blättern" }).click();
    const last = all.slice((slides - 1) * 3, slides * 3);
    await expect.poll(() => shownTitles(page)).toEqual(last);
    await context.close();
  });

  it("shows one review per slide below 720px and follows a mouse drag to the next one", async () => {
    const context = await chromium().newContext({ viewport: { width: 375, height: 800 } });
    await context.addCookies([DECIDED]);
    const page = await context.newPage();
    await page.goto(HOME);
    await carouselHydrated(page);
    const all = await carousel(page).locator("li.review .review__title").allTextContents();
    expect(await shownTitles(page)).toEqual(all.slice(0, 1));

    const viewport = carousel(page).locator(".reviews__viewport");
    await viewport.scrollIntoViewIfNeeded();
    // A drag is made of coordinates: take them once the carousel has stopped moving (scrolling,
    // late chrome), two frames in a row at the same place.
    let box = (await viewport.boundingBox())!;
    await expect
      .poll(async () => {
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const again = (await viewport.boundingBox())!;
        const still = again.x === box.x && again.y === box.y && again.width === box.width;
        box = again;
        return still;
      })
      .toBe(true);
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(middle.x, middle.y);
    await page.mouse.down();
    await page.mouse.move(middle.x - 120, middle.y + 5, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => shownTitles(page)).toEqual(all.slice(1, 2));
    await context.close();
  });
});
