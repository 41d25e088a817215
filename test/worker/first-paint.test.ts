/**
 * What the first paint of a page waits for, and how its scripts load (decision 097). The first
 * paint waits for an empty marker after the top chrome, not for `<main>` (a browser resumes
 * rendering at the element's end, which for `<main>` is the whole content); the hydration scripts
 * start once the first screen is painted, from one script in the head; the chrome's islands are in
 * the main module, so they are hydrated from it and not preloaded a second time.
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
  it("no module loads from the HTML: one script starts the main module and its chunks after the first paint; the chrome's islands come from the main module", async () => {
    // Home: only chrome islands (the calendar page has a calculator, see below).
    const html = await (await get("http://kartenliebe.de.localhost/")).text();
    // A module script or a preload in the HTML starts at once, whatever its priority (decision 097).
    expect(tags(html, /<script\b[^>]*type="module"[^>]*>/g)).toEqual([]);
    expect(tags(html, /<link\b[^>]*rel="modulepreload"[^>]*>/g)).toEqual([]);
    const loaders = tags(html, /<script\b[^>]*data-main-module="[^"]*"[^>]*>/g);
    expect(loaders).toHaveLength(1);
    expect(loaders[0]).toContain(`data-main-module="${manifest.main}"`);
    // Its chunks, each once, the main module not again.
    const preloads = /data-preloads="([^"]*)"/.exec(loaders[0])![1].split(" ");
    expect(preloads).toEqual((manifest.imports as Record<string, string[]>)[manifest.main]);
    expect(preloads.length).toBeGreaterThan(0);
    expect(new Set(preloads).size).toBe(preloads.length);
    expect(preloads).not.toContain(manifest.main);
    // In the head, so it runs before the load event it waits for.
    expect(html.indexOf("data-main-module")).toBeLessThan(html.indexOf("</head>"));
    const chrome = tags(html, /<shop-island\b[^>]*data-island="(burger-menu|main-navigation|consent-banner)"[^>]*>/g);
    expect(chrome).toHaveLength(3);
    for (const tag of chrome) expect(tag).toContain(`data-src="${manifest.main}"`);
  });

  it("an island outside the chrome keeps a module of its own, which the loader preloads when it hydrates at load", async () => {
    const html = await (await get("http://wallart.de.localhost/leinwanddruck/")).text();
    const src = (manifest.islands as Record<string, string>)["price-calculator"];
    expect(src).not.toBe(manifest.main);
    // What the loader preloads: `shop-island[data-hydrate="load"][data-src]`.
    expect(html).toMatch(
      new RegExp(`<shop-island data-island="price-calculator" data-hydrate="load"[^>]*data-src="${src}"`),
    );
  });
});
