/**
 * Layout facts of every page type at a phone, a tablet and a wide screen (section 9
 * "Layout"): nothing is wider than the screen, the main navigation's first item is in
 * view, the tiles of a grid share a row (two columns on phones, side by side from the tablet up),
 * no list shows browser-default bullets, and the blocks of a page follow one another without big
 * empty gaps.
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
// @ts-expect-error plain ESM module without types
import { PAGE_TYPES, WIDTHS, consentCookie, pageUrl } from "../../scripts/page-types.mjs";
import { PERSON_USER_AGENT, useChromium } from "./browser.ts";

interface PageType {
  name: string;
  host: string;
  path: string;
}

const port = inject("shopPort");
const browser = useChromium();
/** Grids of tiles that must show their first tiles side by side at every width. */
const GRIDS = ".card-grid, .tile-grid, .product-tiles, .theme-list__items";
/** The largest empty space allowed between two blocks of a page body. */
const MAX_GAP = 100;

async function open(type: PageType, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({
    viewport: { width, height: 900 },
    userAgent: PERSON_USER_AGENT,
    isMobile: width < 768,
    hasTouch: width < 768,
  });
  await context.addCookies([consentCookie(type)]);
  const page = await context.newPage();
  const response = await page.goto(pageUrl(type, port), { waitUntil: "domcontentloaded" });
  expect(response?.status()).toBe(200);
  // The footer streams in last: the page is whole once it is there.
  await page.locator("footer.shop-footer").waitFor({ timeout: 20_000 });
  return { context, page };
}

/** Elements of the main content that reach beyond the screen (outside horizontal scrollers). */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (el: Element | null): boolean => {
      for (let e = el; e && e !== document.body; e = e.parentElement) {
        const x = getComputedStyle(e).overflowX;
        if (x === "auto" || x === "scroll" || x === "hidden" || x === "clip") return true;
      }
      return false;
    };
    const wide: string[] = [];
    for (const el of Array.from(document.querySelectorAll("main *"))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if ((box.right > width + 1 || box.left < -1) && !scrolls(el.parentElement))
        wide.push(`${el.tagName.toLowerCase()}.${el.className} ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
    if (document.documentElement.scrollWidth > width)
      wide.unshift(`page ${document.documentElement.scrollWidth}px wide`);
    return wide.slice(0, 5);
  });
}

/** For each grid with two or more tiles: how many of its first tiles share the first row. */
function firstRows(page: Page): Promise<{ grid: string; tiles: number; inRow: number }[]> {
  return page.evaluate((selector) => {
    return Array.from(document.querySelectorAll(selector)).flatMap((grid) => {
      const tiles = Array.from(grid.children).filter((c) => c.getBoundingClientRect().height > 0);
      if (tiles.length < 2) return [];
      const top = tiles[0]!.getBoundingClientRect().top;
      const inRow = tiles.filter((t) => Math.abs(t.getBoundingClientRect().top - top) < 2).length;
      return [{ grid: `${grid.tagName.toLowerCase()}.${grid.className}`, tiles: tiles.length, inRow }];
    });
  }, GRIDS);
}

/** Lists of the page's content (not rich text) whose items show a marker. */
function bulleted(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll("main ul > li, main ol > li"))
      .filter(
        (li) =>
          !li.closest(".rich-text") &&
          getComputedStyle(li).display === "list-item" &&
          getComputedStyle(li).listStyleType !== "none",
      )
      .map((li) => `${li.parentElement!.className || li.parentElement!.tagName} > li`)
      .slice(0, 3),
  );
}

/** Vertical space between consecutive blocks of the page body (and the main element's first block). */
function gaps(page: Page): Promise<{ between: string; gap: number }[]> {
  return page.evaluate(() => {
    const body = document.getElementById("content-body");
    if (!body) return [];
    const blocks = Array.from(body.children).filter((c) => c.getBoundingClientRect().height > 0);
    return blocks.slice(1).map((block, i) => ({
      between: `${blocks[i]!.className} / ${block.className}`,
      gap: Math.round(block.getBoundingClientRect().top - blocks[i]!.getBoundingClientRect().bottom),
    }));
  });
}

describe.each(PAGE_TYPES as PageType[])("layout of $name ($host $path)", (type) => {
  it.each(WIDTHS as number[])("at %i px", async (width) => {
    const { context, page } = await open(type, width);
    try {
      expect(await overflowing(page), "wider than the screen").toEqual([]);

      const first = await page.locator(".main-navigation__item").first().boundingBox();
      expect(first, "the main navigation has a first item").not.toBeNull();
      expect(first!.x, "the navigation's first item starts in view").toBeGreaterThanOrEqual(0);
      expect(first!.x + first!.width, "the navigation's first item ends in view").toBeLessThanOrEqual(width);

      for (const row of await firstRows(page)) {
        const wanted = width >= 1280 ? Math.min(row.tiles, 3) : 2;
        expect(row.inRow, `${row.grid}: tiles in the first row`).toBeGreaterThanOrEqual(wanted);
      }

      expect(await bulleted(page), "lists with browser-default bullets").toEqual([]);

      for (const { between, gap } of await gaps(page))
        expect(gap, `space between ${between}`).toBeLessThanOrEqual(MAX_GAP);
    } finally {
      await context.close();
    }
  });
});

describe("the layout test sees what it looks for", () => {
  it("a grid of one tile per row and an over-wide element are found", async () => {
    const type = (PAGE_TYPES as PageType[])[0]!;
    const { context, page } = await open(type, 1280);
    try {
      await page.addStyleTag({
        content: ".card-grid { display: block !important; } #content-body > :first-child { width: 2000px; }",
      });
      const rows = await firstRows(page);
      expect(rows.find((r) => r.grid.includes("card-grid"))?.inRow).toBe(1);
      expect((await overflowing(page)).length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
