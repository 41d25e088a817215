// The error page's desktop burger and its promotion bar by path, the logo and the
// breadcrumb carrying the `_` parameters, the wall-art channel's own home copy.
import { describe, expect, it } from "vitest";
import { get } from "./shop.ts";

async function text(url: string): Promise<{ status: number; html: string }> {
  const res = await get(url);
  return { status: res.status, html: await res.text() };
}

describe("preview links (section 2 'Route handling')", () => {
  it("the logo and the breadcrumb's home link carry the page's underscore parameters", async () => {
    const { html } = await text("http://kartenliebe.de.localhost/fotokalender?_campaign=a1&page=2");
    expect(html).toMatch(/<a class="logo" href="\/\?_campaign=a1"/);
    expect(html).toMatch(/<nav class="breadcrumbs"[^>]*><ol class="footer-inner"><li><a href="\/\?_campaign=a1">/);
    const plain = await text("http://kartenliebe.de.localhost/fotokalender?page=2");
    expect(plain.html).toMatch(/<a class="logo" href="\/"/);
  });
});

describe("error page (section 2)", () => {
  it("shows the burger navigation on the desktop platform, where other pages have none", async () => {
    const error = await text("http://kartenliebe.de.localhost/d/gibt-es-nicht");
    expect(error.status).toBe(404);
    expect(error.html).toContain('data-island="burger-menu"');
    expect(error.html).not.toContain('<nav class="main-navigation"');
    const page = await text("http://kartenliebe.de.localhost/d/fotokalender");
    expect(page.html).not.toContain('data-island="burger-menu"');
  });

  it("looks the promotion bar up by the current path for a 404 (the nearest page's bar)", async () => {
    const home = await text("http://kartenliebe.de.localhost/");
    const bar = /<aside class="promotion-bar"[^>]*aria-label="([^"]+)"/.exec(home.html)?.[1];
    expect(bar).toBeTruthy();
    const error = await text("http://kartenliebe.de.localhost/gibt-es-nicht");
    expect(error.status).toBe(404);
    expect(error.html).toContain(`aria-label="${bar}"`);
  });
});

describe("wall-art home copy", () => {
  for (const [url, headline] of [
    ["http://wallart.de.localhost/", "Wandbilder aus deinen Lieblingsfotos"],
    ["http://wallart.co.uk.localhost/", "Wall art from your favourite photos"],
    ["http://wallart.com.localhost/", "Wall art from your favorite photos"],
    ["http://wallart.fr.localhost/", "Des tableaux de vos plus belles photos"],
    ["http://wallart.es.localhost/", "Cuadros con tus fotos favoritas"],
    ["http://wallart.it.localhost/", "Quadri con le tue foto più belle"],
    ["http://wallart.nl.localhost/", "Wanddecoratie van je mooiste foto"],
  ] as const) {
    it(`${new URL(url).host} has its own headline, not the cards'`, async () => {
      const { status, html } = await text(url);
      expect(status).toBe(200);
      expect(html).toContain(headline);
      expect(html).not.toContain("Persönliche Karten und Fotogeschenke");
      expect(html).not.toContain("Personalised cards and photo gifts");
    });
  }
});
