/**
 * What the first paint of a page waits for, and how its scripts load (decision 097). The first
 * paint waits for an empty marker after the top chrome, not for `<main>` (a browser resumes
 * rendering at the element's end, which for `<main>` is the whole content); the hydration scripts
 * load at low priority; the chrome's islands are in the main module, which the document loads, so
 * they are hydrated from it and not preloaded a second time.
 */
import { describe, expect, it } from "vitest";
import manifest from "../../dist/manifest.json";
import { get } from "./shop.ts";

const PAGES = [
  "http://kartenliebe.de.localhost/",
  "http://kartenliebe.de.localhost/fotokalender",
  "http://wallart.de.localhost/leinwanddruck/",
];

function tags(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map(([tag]) => tag);
}

describe("first paint", () => {
  for (const url of PAGES) {
    it(`${url}: waits for an empty element after the top chrome, before <main>`, async () => {
      const html = await (await get(url)).text();
      const expects = tags(html, /<link\b[^>]*rel="expect"[^>]*>/g);
      expect(expects).toHaveLength(1);
      expect(expects[0]).toContain('blocking="render"');
      const id = /href="#([^"]+)"/.exec(expects[0])![1];
      const marker = new RegExp(`<(\\w+)\\b[^>]*\\bid="${id}"[^>]*>(?:</\\1>)?`).exec(html);
      expect(marker, `#${id} in the page`).not.toBeNull();
      expect(marker![0]).not.toMatch(/^<main/);
      // Empty: its end follows its start at once.
      expect(marker![0]).toMatch(/<\/\w+>$|\/>$/);
      const markerAt = marker!.index;
      expect(markerAt).toBeLessThan(html.indexOf("<main"));
      // After the top chrome: the header and the main navigation come before it.
      expect(html.indexOf('class="shop-header"')).toBeGreaterThan(-1);
      expect(html.indexOf('class="shop-header"')).toBeLessThan(markerAt);
    });
  }
});

describe("scripts of a page", () => {
  it("the main module and its preloads load at low priority; the chrome's islands come from the main module", async () => {
    // Home: only chrome islands (the calendar page has a calculator, preloaded at normal priority, see below).
    const html = await (await get("http://kartenliebe.de.localhost/")).text();
    const main = tags(html, /<script\b[^>]*type="module"[^>]*>/g);
    expect(main).toHaveLength(1);
    expect(main[0]).toContain(`src="${manifest.main}"`);
    expect(main[0]).toContain('fetchPriority="low"');
    const preloads = tags(html, /<link\b[^>]*rel="modulepreload"[^>]*>/g);
    expect(preloads.length).toBeGreaterThan(0);
    for (const tag of preloads) expect(tag).toContain('fetchPriority="low"');
    // Each module once: the main module is not preloaded again for the islands it holds.
    const hrefs = preloads.map((tag) => /href="([^"]+)"/.exec(tag)![1]);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    const chrome = tags(html, /<shop-island\b[^>]*data-island="(burger-menu|main-navigation|consent-banner)"[^>]*>/g);
    expect(chrome).toHaveLength(3);
    for (const tag of chrome) expect(tag).toContain(`data-src="${manifest.main}"`);
  });

  it("an island outside the chrome keeps a module of its own, preloaded when it hydrates at load", async () => {
    const html = await (await get("http://wallart.de.localhost/leinwanddruck/")).text();
    const src = (manifest.islands as Record<string, string>)["price-calculator"];
    expect(src).not.toBe(manifest.main);
    expect(html).toContain(`data-island="price-calculator"`);
    expect(tags(html, /<link\b[^>]*rel="modulepreload"[^>]*>/g).some((tag) => tag.includes(`href="${src}"`))).toBe(
      true,
    );
  });
});
