// Content pictures in Chromium (section 9 "Images"): on phones and wide screens,
// every large content picture has a srcset, the browser picks a webp variant big enough for its box
// and no bigger than needed, the largest picture of the first screen loads eagerly with high
// priority, the pictures below it lazily, and no img has `sizes` without `srcset`.
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { useChromium } from "./browser.ts";

const port = inject("shopPort");
const browser = useChromium();

const PAGES = [
  ["kartenliebe.de", "/"],
  ["kartenliebe.de", "/fotokalender"],
  ["wallart.de", "/"],
  ["wallart.de", "/leinwanddruck/"],
] as const;

interface Seen {
  src: string;
  currentSrc: string;
  srcset: string;
  sizes: string | null;
  loading: string;
  priority: string | null;
  width: number;
  height: number;
  top: number;
  naturalWidth: number;
  complete: boolean;
  inContent: boolean;
}

describe("content pictures in Chromium", () => {
  for (const width of [375, 1280]) {
    for (const [host, path] of PAGES) {
      it(`${host}${path} at ${width} px`, async () => {
        const page = await browser().newPage({ viewport: { width, height: 800 }, deviceScaleFactor: 2 });
        await page.goto(`http://${host}.localhost:${port}${path}`, { waitUntil: "load" });
        const viewportHeight = 800;
        const read = () =>
          page.$$eval("img", (images) =>
            images.map((img) => {
              const box = img.getBoundingClientRect();
              return {
                src: img.getAttribute("src") ?? "",
                currentSrc: img.currentSrc,
                srcset: img.getAttribute("srcset") ?? "",
                sizes: img.getAttribute("sizes"),
                loading: img.getAttribute("loading") ?? "",
                priority: img.getAttribute("fetchpriority"),
                width: box.width,
                height: box.height,
                top: box.top + window.scrollY,
                naturalWidth: img.naturalWidth,
                complete: img.complete,
                inContent: Boolean(img.closest("#content-body")),
              } satisfies Seen;
            }),
          );
        const all = await read();
        for (const img of all)
          if (img.sizes !== null) expect(img.srcset, `sizes without srcset: ${img.src}`).not.toBe("");
        const content = all.filter((img) => img.inContent && img.width > 0);
        const large = content.filter((img) => img.width >= 150);
        expect(large.length).toBeGreaterThan(0);
        for (const img of large)
          expect(img.srcset, img.src).toMatch(/\/m\/\d+x\d+\/filters:quality\(85\):format\(webp\)/);

        // The largest picture of the first screen: eager, high priority, loaded as a webp variant.
        const firstScreen = content.filter((img) => img.top < viewportHeight);
        const biggest = [...firstScreen].sort((a, b) => b.width * b.height - a.width * a.height)[0];
        expect(biggest, "a picture in the first screen").toBeDefined();
        expect(biggest.loading).toBe("eager");
        expect(biggest.priority).toBe("high");
        expect(content.filter((img) => img.priority === "high")).toHaveLength(1);
        for (const img of content.filter((i) => i.top >= viewportHeight * 1.5))
          expect(img.loading, img.src).toBe("lazy");
        await expect
          .poll(async () => (await read()).find((i) => i.src === biggest.src)?.naturalWidth ?? 0)
          .toBeGreaterThan(0);
        const loaded = (await read()).find((i) => i.src === biggest.src)!;
        expect(loaded.currentSrc).toMatch(/\/content\/images\/[a-z0-9-]+-[0-9a-f]{10}\.webp\/m\/\d+x\d+\//);
        // Big enough for the box at the screen's density (2x), from the candidates that exist.
        const chosen = Number(/\/m\/(\d+)x/.exec(loaded.currentSrc)![1]);
        expect(chosen).toBeGreaterThanOrEqual(Math.min(1600, Math.round(loaded.width * 2 * 0.9)));
        const response = await page.evaluate(async (url) => {
          const res = await fetch(url);
          return { status: res.status, type: res.headers.get("content-type"), cache: res.headers.get("cache-control") };
        }, loaded.currentSrc);
        expect(response).toEqual({ status: 200, type: "image/webp", cache: "public, max-age=31536000, immutable" });
        await page.close();
      });
    }
  }
});

// Section 9's placeholder (decision 211): a picture loaded at once has it at once; a lazy picture's
// is asked for only once the module loader marks the first screen painted, and then drawn; without
// scripts it is drawn at once.
describe("placeholders behind pictures", () => {
  const url = `http://kartenliebe.de.localhost:${port}/products`;
  const backgrounds = (page: Page) =>
    page.$$eval("img", (images) =>
      images
        .filter((img) => img.closest("main"))
        .map((img) => ({
          loading: img.getAttribute("loading"),
          placeholder: /url\("([^"]+)"\)/.exec(img.getAttribute("style") ?? "")?.[1] ?? null,
          drawn: getComputedStyle(img).backgroundImage,
        })),
    );

  it("lazy pictures ask for theirs after the first screen is painted, then draw it", async () => {
    const page = await browser().newPage({ viewport: { width: 375, height: 800 } });
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement?.classList.contains("placeholders")) return;
        (window as unknown as { placeholdersAt: number }).placeholdersAt = performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, attributeFilter: ["class"], subtree: true });
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.classList.contains("placeholders"));
    const pictures = await backgrounds(page);
    const lazy = pictures.filter((p) => p.loading === "lazy" && p.placeholder);
    const eager = pictures.filter((p) => p.loading === "eager" && p.placeholder);
    expect(lazy.length).toBeGreaterThan(3);
    expect(eager.length).toBeGreaterThan(0);
    for (const p of [...lazy, ...eager]) {
      expect(p.placeholder).toMatch(/\/m\/10x10\/filters:quality\(50\):blur\(3\)$/);
      expect(p.drawn).toContain(p.placeholder);
    }
    const asked = () =>
      page.evaluate(
        (names) => {
          const at = (window as unknown as { placeholdersAt: number }).placeholdersAt;
          const entries = performance.getEntriesByType("resource").filter((e) => names.some((n) => e.name.endsWith(n)));
          return { at, starts: entries.map((e) => e.startTime) };
        },
        lazy.map((p) => p.placeholder!),
      );
    // A resource entry is written when its response ends.
    await expect.poll(async () => (await asked()).starts.length).toBeGreaterThan(0);
    const { at, starts } = await asked();
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(at);
    await page.close();
  });

  it("without scripts every picture draws its placeholder at once", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    const pictures = (await backgrounds(page)).filter((p) => p.placeholder);
    expect(pictures.filter((p) => p.loading === "lazy").length).toBeGreaterThan(3);
    for (const p of pictures) expect(p.drawn).toContain(p.placeholder);
    await context.close();
  });
});
