import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { NAVIGATION_DATA_ID } from "../../shared/site/islands.ts";
import { islandPropsOf, pageDataOf } from "./shop.ts";

async function page(url: string): Promise<string> {
  const res = await exports.default.fetch(new Request(url, { redirect: "manual" }));
  expect(res.status).toBe(200);
  return res.text();
}

/** The HTML of the first element that opens with `start`, up to its matching close tag name. */
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

describe("header (section 2)", () => {
  it("shows the shop links from global config, the logo to home and the info items", async () => {
    const html = await page("http://kartenliebe.de.localhost/fotokalender");
    const header = section(html, '<header class="shop-header"', "header");
    expect(header).toContain('<a href="http://wallart.de.localhost/" rel="noopener">Wandbilder</a>');
    expect(header).toMatch(/<a class="logo" href="\/" aria-label="kartenliebe – Zur Startseite"/);
    for (const label of ["Magazin", "Service-Hotline", "Mein Konto", "Warenkorb"]) expect(header).toContain(label);
    expect(header).toContain('href="tel:+493012345670"');
  });

  it("renders the logged-out account item and an empty cart count, to be filled in on the client", async () => {
    const html = await page("http://kartenliebe.de.localhost/");
    expect(html).toMatch(/<a class="info-item__link" href="\/mein-konto" aria-haspopup="dialog">/);
    expect(html).toContain('class="cart-count" data-count="0"');
  });

  it("replaces the shop list with a back item on the desktop platform, and hides main navigation and footer", async () => {
    const html = await page("http://kartenliebe.de.localhost/d/fotokalender");
    expect(html).toContain('class="shop-header__back"');
    expect(html).not.toContain('class="shop-links"');
    expect(html).not.toContain('data-island="main-navigation"');
    expect(html).not.toContain('<footer class="shop-footer"');
    expect(html).not.toContain('data-island="burger-menu"');
  });
});

describe("main navigation (section 2)", () => {
  it("hides burger-only items from the bar but lists them in the burger menu", async () => {
    const html = await page("http://kartenliebe.de.localhost/");
    const nav = section(html, '<nav class="main-navigation"', "nav");
    expect(nav).toContain(">Fotokalender</a>");
    expect(nav).not.toContain(">Bilderbox</a>");
    expect(section(html, '<div id="burger-panel"', "div")).toContain(">Bilderbox</a>");
  });

  it("sends the navigation to the client once, read by both the main navigation and the burger menu", async () => {
    const html = await page("http://kartenliebe.de.localhost/");
    expect(html.match(new RegExp(`<script id="${NAVIGATION_DATA_ID}"`, "g"))).toHaveLength(1);
    const navigation = pageDataOf(html, NAVIGATION_DATA_ID) as {
      items: { text: string; inBar: boolean; groups: unknown[] }[];
    };
    expect(navigation.items.find((item) => item.text === "Bilderbox")?.inBar).toBe(false);
    expect(navigation.items.find((item) => item.text === "Karten")?.groups.length).toBeGreaterThan(0);
    for (const island of ["main-navigation", "burger-menu"]) {
      expect(html).toMatch(
        new RegExp(
          `<shop-island data-island="${island}"[^>]*data-shared="\\{&quot;navigation&quot;:&quot;${NAVIGATION_DATA_ID}&quot;\\}"`,
        ),
      );
      expect(islandPropsOf(html, island)?.navigation).toEqual(navigation);
    }
    // neither island's own props repeat the navigation
    for (const island of ["main-navigation", "burger-menu"]) {
      const own = new RegExp(
        `<shop-island data-island="${island}"[^>]*><script type="application/json" data-island-props>(.*?)</script>`,
        "s",
      ).exec(html)?.[1];
      expect(Object.keys(JSON.parse(own!))).toEqual(
        island === "main-navigation" ? ["labels"] : ["labels", "extraMenu", "hotline", "serviceText", "footer"],
      );
    }
  });

  it("selects the item of the page's active navigation type", async () => {
    const html = await page("http://kartenliebe.de.localhost/wandkalender");
    expect(html).toMatch(
      /<a href="\/fotokalender" class="main-navigation__link" aria-current="page">Fotokalender<\/a>/,
    );
  });

  it("selects the item whose url equals the current path", async () => {
    const html = await page("http://kartenliebe.de.localhost/fotokalender");
    expect(html).toMatch(
      /<a href="\/fotokalender" class="main-navigation__link" aria-current="page">Fotokalender<\/a>/,
    );
    expect(html).toMatch(/<a href="\/karten" class="main-navigation__link">Karten<\/a>/);
  });

  it("offers no flyout for sub-navigation-only items", async () => {
    const html = await page("http://kartenliebe.de.localhost/");
    const nav = section(html, '<nav class="main-navigation"', "nav");
    expect(nav).toContain('aria-label="Fotokalender: Untermenü öffnen"');
    expect(nav).toContain('<a href="/fotoabzuege" class="main-navigation__link">Fotoabzüge</a>');
    expect(nav).not.toContain('aria-label="Fotoabzüge: Untermenü öffnen"');
    const prints = await page("http://kartenliebe.de.localhost/fotoabzuege");
    expect(section(prints, '<nav class="sub-nav"', "nav")).toMatch(
      /^<nav class="sub-nav" aria-label="[^"]+" data-always="true">/,
    );
  });
});

describe("sub-navigation (section 2)", () => {
  it("shows tiles from the active type's flyout groups and marks the tile whose link equals the path", async () => {
    const html = await page("http://kartenliebe.de.localhost/wandkalender");
    const sub = section(html, '<nav class="sub-nav"', "nav");
    expect(sub).toContain('href="/configurator-calendar?calendarType=tischkalender');
    expect(sub).toContain('href="/feed-calendar"');
    expect(sub).toMatch(/<a href="\/wandkalender" aria-current="page">/);
    expect(sub).not.toMatch(/<a href="\/feed-calendar" aria-current/);
    expect(sub).toContain('width="76" height="76"');
  });

  it("is hidden on /feed-calendar", async () => {
    const html = await page("http://kartenliebe.de.localhost/feed-calendar");
    expect(html).not.toContain('<nav class="sub-nav"');
  });
});

describe("links (section 2, route handling)", () => {
  it("carries query parameters starting with an underscore over to internal links, and builds locale-folder paths", async () => {
    const html = await page("http://kartenliebe.ch.localhost/fr/?_storyblok=42&page=2");
    expect(html).toContain('href="/fr/calendrier-photo?_storyblok=42"');
    expect(html).not.toContain("page=2");
    expect(html).toContain('href="https://www.instagram.com/kartenliebe" rel="noopener noreferrer" target="_blank"');
  });
});

describe("footer (section 2)", () => {
  it("ends with the copyright line of the current year and the brand", async () => {
    const html = await page("http://wallart.de.localhost/");
    const line = section(html, '<p class="copyright"', "p");
    expect(line).toContain(`© ${new Date().getUTCFullYear()} Wandliebe`);
    expect(line.split("©")).toHaveLength(2);
  });

  it("has a breadcrumb trail whose home link goes to /", async () => {
    const html = await page("http://kartenliebe.ch.localhost/fr/cartes");
    const crumbs = section(html, '<nav class="breadcrumbs"', "nav");
    expect(crumbs).toMatch(/<a href="\/">/);
  });

  it("marks the language link that is the longest match of the current URL, and the current country", async () => {
    const html = await page("http://kartenliebe.ch.localhost/fr/cartes");
    expect(html).toContain(
      '<a href="http://kartenliebe.ch.localhost/fr/" rel="noopener" aria-current="true">Français</a>',
    );
    expect(html).toContain('<a href="http://kartenliebe.ch.localhost/" rel="noopener">Deutsch</a>');
    expect(html).toContain('<a href="http://kartenliebe.ch.localhost/it/" rel="noopener">Italiano</a>');
    expect(html).toContain(
      '<a href="http://kartenliebe.ch.localhost/" rel="noopener" aria-current="true">Schweiz / Suisse / Svizzera</a>',
    );
    expect(html).toContain('<a href="http://kartenliebe.de.localhost/" rel="noopener">Deutschland</a>');
  });

  it("turns a link with open setting ucSettings into a control that opens the consent settings", async () => {
    const html = await page("http://kartenliebe.de.localhost/");
    expect(html).toMatch(
      /<button type="button" class="link-button" data-open-setting="ucSettings">Cookie-Einstellungen<\/button>/,
    );
  });

  it("places the footer boxes in their grid areas and leaves out a box without items", async () => {
    const html = await page("http://wallart.de.localhost/");
    expect(html).toContain('class="footer-box footer-box--customerService" style="grid-area:customerService"');
    expect(html).toContain('class="footer-box footer-box--international" style="grid-area:international"');
    expect(html).not.toContain('class="footer-box footer-box--appLinks"');
    expect(await page("http://kartenliebe.de.localhost/")).toContain(
      'class="footer-box footer-box--appLinks" style="grid-area:appLinks"',
    );
  });

  it("shows payment logos at the aspect ratio 73/32, with no sizes where a vector file has no srcset", async () => {
    const html = await page("http://kartenliebe.de.localhost/");
    expect(html).toMatch(
      /<img src="\/content\/payment\/paypal\.svg" width="73" height="32" alt="paypal" loading="lazy" decoding="async"\/>/,
    );
  });
});

describe("action bar, help button and dialogs (sections 2 and 4)", () => {
  it("renders the action bar with its countdown and the script that keeps a closed bar hidden", async () => {
    const html = await page("http://kartenliebe.de.localhost/");
    expect(html).toContain('data-bar-id="kartenliebe-winter-sale-2027"');
    expect(html).toContain('role="timer"');
    expect(html).toContain('"shop_action_bar_kartenliebe-winter-sale-2027","no-bar"');
  });

  it("links the help button to the contact page when no messenger key is configured, in the locale's own slug", async () => {
    const html = await page("http://kartenliebe.de.localhost/");
    expect(html).toMatch(/<a class="help-button floating-button" href="\/kontakt">.*?Hilfe<\/span><\/a>/);
    expect(await page("http://kartenliebe.it.localhost/")).toMatch(
      /<a class="help-button floating-button" href="\/contatti">/,
    );
    expect(await page("http://wallart.ch.localhost/fr/")).toMatch(
      /<a class="help-button floating-button" href="\/fr\/contact\/">/,
    );
  });

  it("puts the icon sprite into the page once", async () => {
    const html = await page("http://kartenliebe.de.localhost/");
    expect(html.match(/<svg[^>]*class="icon-sprite"/g)).toHaveLength(1);
  });
});
