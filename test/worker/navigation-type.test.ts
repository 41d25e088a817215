// Content pages declare their navigation type (section 2 "Main navigation",
// "Sub-navigation"), the 'All wall art' ordering hides the main navigation except under the
// experiment, and a story's footerOverride replaces the footer's link box and SEO text (section 3).
import { describe, expect, it } from "vitest";
import { get } from "./shop.ts";

async function page(url: string): Promise<string> {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  return res.text();
}

/** The HTML of the first element that opens with `start`, up to its matching close tag. */
function section(html: string, start: string, tag: string): string {
  const from = html.indexOf(start);
  expect(from, `${start} not found`).toBeGreaterThan(-1);
  let depth = 0;
  const re = new RegExp(`<(/?)${tag}\\b`, "g");
  re.lastIndex = from;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(from, m.index);
  }
  return html.slice(from);
}

const selected = (nav: string) =>
  [...nav.matchAll(/class="main-navigation__link" aria-current="page">([^<]+)<\/a>/g)].map((m) => m[1]);

describe("navigation type of content pages (section 2)", () => {
  it("a card page lights up the card item and shows the card sub-navigation", async () => {
    const html = await page("http://kartenliebe.de.localhost/klappkarten");
    expect(selected(section(html, '<nav class="main-navigation"', "nav"))).toEqual(["Karten"]);
    const sub = section(html, '<nav class="sub-nav"', "nav");
    expect(sub).toContain('href="/configurator-card?occasion=hochzeit');
    expect(sub).toContain('href="/weihnachtskarten"');
  });

  it("a wall-art page of the kartenliebe channel lights up 'Wandbilder', not the frames, and shows the wall-art groups", async () => {
    const html = await page("http://kartenliebe.de.localhost/leinwanddruck");
    expect(selected(section(html, '<nav class="main-navigation"', "nav"))).toEqual(["Wandbilder"]);
    const sub = section(html, '<nav class="sub-nav"', "nav");
    expect(sub).toMatch(/<a href="\/leinwanddruck" aria-current="page">/);
    expect(sub).not.toContain("configurator-photo-frame?frameType=");
  });

  for (const [url, item, tile] of [
    ["http://kartenliebe.de.localhost/fotobuch-hardcover", "Fotobücher", "/configurator-photobook?templateId=0"],
    ["http://kartenliebe.co.uk.localhost/hardcover-photo-book", "Photo books", "/configurator-photobook?templateId=0"],
  ] as const) {
    it(`a photo book page lights up the photo book item (${new URL(url).host})`, async () => {
      const html = await page(url);
      expect(selected(section(html, '<nav class="main-navigation"', "nav"))).toEqual([item]);
      expect(section(html, '<nav class="sub-nav"', "nav")).toContain(`href="${tile}`);
    });
  }

  it("a page in 'All wall art' ordering hides the main navigation unless the experiment is on", async () => {
    const plain = await page("http://wallart.de.localhost/wandbilder/");
    expect(plain).not.toContain('<nav class="main-navigation"');
    const experiment = await page("http://wallart.de.localhost/wandbilder/?kl_all_wallart_ordering=on");
    expect(selected(section(experiment, '<nav class="main-navigation"', "nav"))).toEqual(["Wandbilder"]);
    // The same page on the cards channel has no such ordering.
    expect(await page("http://kartenliebe.de.localhost/wandbilder")).toContain('<nav class="main-navigation"');
  });
});

describe("footerOverride (section 3 'Footer parts')", () => {
  for (const [url, own, headline] of [
    ["http://kartenliebe.de.localhost/fotobuch", "Klassisch, als Premium-Layflat oder als Fotoheft", "Fotobücher"],
    ["http://kartenliebe.co.uk.localhost/photo-books", "Classic, premium lay-flat or booklet", "Photo books"],
  ] as const) {
    it(`the photo book page shows its own link box and SEO text (${new URL(url).host})`, async () => {
      const html = await page(url);
      const footer = section(html, '<footer class="shop-footer"', "footer");
      expect(footer).toContain(own);
      expect(footer).toContain(`${headline}`);
      expect(footer).toContain("/configurator-photobook?assistant=1");
    });
  }

  it("other pages keep the global link box and SEO text", async () => {
    const html = await page("http://kartenliebe.de.localhost/fotokalender");
    const footer = section(html, '<footer class="shop-footer"', "footer");
    expect(footer).not.toContain("Klassisch, als Premium-Layflat oder als Fotoheft");
    expect(footer).not.toContain("/configurator-photobook?assistant=1");
  });
});
