import { exports } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";

function get(url: string, init: RequestInit = {}) {
  return exports.default.fetch(new Request(url, { redirect: "manual", ...init }));
}

afterEach(() => vi.restoreAllMocks());

function links(html: string, rel: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<link[^>]*>/g)) {
    const tag = m[0];
    if (!tag.includes(`rel="${rel}"`)) continue;
    const href = /href="([^"]+)"/.exec(tag)?.[1] ?? "";
    const lang = /hrefLang="([^"]+)"/i.exec(tag)?.[1] ?? "self";
    out[lang] = href;
  }
  return out;
}

describe("content pages from the embedded content API", () => {
  it("the English photo book overview is titled 'Design your own photo books with love'", async () => {
    const res = await get("http://kartenliebe.co.uk.localhost/photo-books");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>Design your own photo books with love</title>");
    expect(html).toContain('<section class="overview overview--photobook"');
  });

  it("alternates become hreflang links and the canonical URL across domains", async () => {
    const html = await (await get("http://kartenliebe.co.uk.localhost/photo-books")).text();
    expect(links(html, "canonical").self).toBe("http://kartenliebe.co.uk.localhost/photo-books");
    const alternates = links(html, "alternate");
    expect(alternates["de-DE"]).toBe("http://kartenliebe.de.localhost/fotobuch");
    expect(alternates["de-AT"]).toBe("http://kartenliebe.at.localhost/fotobuch");
    expect(alternates["fr-CH"]).toBe("http://kartenliebe.ch.localhost/fr/livre-photo");
    expect(alternates["it-CH"]).toBe("http://kartenliebe.ch.localhost/it/fotolibro");
    expect(alternates["nl-BE"]).toBe("http://kartenliebe.be.localhost/fotoboek");
    expect(alternates["en-US"]).toBe("http://kartenliebe.com.localhost/photo-books");
    expect(alternates["x-default"]).toBe(alternates["de-DE"]);
    expect(Object.keys(alternates)).toHaveLength(18);
  });

  const slugs: [string, string, string][] = [
    ["kartenliebe.de", "/fotokalender", "Fotokalender selbst gestalten"],
    ["kartenliebe.fr", "/calendrier-photo", "Créer votre calendrier photo"],
    ["kartenliebe.it", "/calendario-personalizzato", "Crea il tuo calendario personalizzato"],
    ["kartenliebe.es", "/calendario-personalizado", "Crea tu calendario personalizado"],
    ["wallart.de", "/leinwanddruck/", "Leinwanddruck: Dein Foto auf Leinwand"],
    ["wallart.fr", "/impression-sur-toile/", "Impression sur toile"],
    ["wallart.co.uk", "/canvas-prints/", "Canvas prints: your photo on canvas"],
    ["wallart.nl", "/afdruk-op-canvas/", "Afdruk op canvas"],
    ["kartenliebe.de", "/fotoabzuege", "Fotoabzüge in Laborqualität"],
    ["kartenliebe.fr", "/tirages-photos", "Tirages photos qualité labo"],
    ["kartenliebe.es", "/revelado-de-fotos", "Revelado de fotos"],
    ["kartenliebe.it", "/scatola-con-foto", "Una scatola piena delle tue foto"],
    ["kartenliebe.fr", "/box-photos", "Une box remplie de vos photos"],
    ["kartenliebe.de", "/bilderbox", "Bilderbox mit deinen Fotos"],
  ];
  for (const [host, path, headline] of slugs) {
    it(`serves ${path} on ${host} from its localised story`, async () => {
      const res = await get(`http://${host}.localhost${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(headline);
    });
  }

  it("a locale without its own story falls back along the chain: de-AT shows the German page, fr-CH the French", async () => {
    expect(await (await get("http://kartenliebe.at.localhost/fotokalender")).text()).toContain(
      "Fotokalender selbst gestalten",
    );
    expect(await (await get("http://kartenliebe.ch.localhost/fr/calendrier-photo")).text()).toContain(
      "Créer votre calendrier photo",
    );
  });

  it("en-US has its own stories in inches and US dollars, de-CH its Swiss wording in francs", async () => {
    const us = await (await get("http://wallart.com.localhost/canvas-prints/")).text();
    // formats and prices from the catalogue, as the calculator shows them (never a hand-written "24 x 16 in")
    expect(us).toContain("23.5 x 15.5 in");
    expect(us).not.toContain("24 x 16 in");
    expect(us).toMatch(/<td>\$\d+\.\d\d<\/td>/);
    const ch = await (await get("http://kartenliebe.ch.localhost/bilderrahmen")).text();
    expect(ch).toContain("Massivholz in Eiche, Schwarz oder Weiss");
    expect(ch).not.toContain("Weiß");
    expect(ch).toMatch(/CHF/);
  });

  it("a slug without a story is the fatal 404 'Page Not Found' logged as storyblok-page-not-found", async () => {
    const warn = vi.spyOn(console, "warn");
    const res = await get("http://kartenliebe.de.localhost/gibt-es-nicht");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Versuche es in ein paar Minuten noch einmal");
    expect(warn.mock.calls.some(([line]) => String(line).includes('"code":"storyblok-page-not-found"'))).toBe(true);
  });

  it("a story of another component than Page is not a page (the global config story by its slug is a 404)", async () => {
    expect((await get("http://kartenliebe.de.localhost/global-config")).status).toBe(404);
    expect((await get("http://kartenliebe.de.localhost/shared/usps")).status).toBe(404);
  });

  it("a story with a target redirects with the story's status, keeping underscore parameters", async () => {
    const permanent = await get("http://kartenliebe.de.localhost/kalender");
    expect(permanent.status).toBe(301);
    expect(permanent.headers.get("location")).toBe("/fotokalender");
    const temporary = await get("http://kartenliebe.de.localhost/gutscheine?_storyblok=1&utm=x");
    expect(temporary.status).toBe(302);
    expect(temporary.headers.get("location")).toBe("/gutschein?_storyblok=1");
  });

  it("French pages set their punctuation as French typography does: no line may start with the colon", async () => {
    const html = await (await get("http://wallart.ch.localhost/fr/impression-sur-toile/")).text();
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1] ?? "";
    expect(h1).toContain("toile\u00a0: votre photo");
    const intro = await (await get("http://kartenliebe.fr.localhost/calendrier-photo")).text();
    expect(intro).toContain("préférées\u00a0: calendriers");
    expect(intro).not.toContain("préférées : calendriers");
    // German keeps its own rule: no space before the colon at all
    expect(await (await get("http://kartenliebe.de.localhost/fotokalender")).text()).not.toContain("\u00a0:");
  });

  it("feed pages list their stories (deferred, streamed) and /fotos-drucken is its story in every language", async () => {
    const feed = await (await get("http://kartenliebe.fr.localhost/feed-card")).text();
    expect(feed).toContain("Nouveau\u00a0: designs de cartes");
    expect(feed).toContain('href="/cartes-pliees"');
    expect(feed).toContain('href="/cartes-de-noel"');
    const prints = await (await get("http://kartenliebe.nl.localhost/fotos-drucken")).text();
    expect(prints).toContain("Laat je foto&#x27;s afdrukken");
  });

  it("slugs of any shape answer with a page, never a 500", async () => {
    for (const path of [
      "/%2e%2e/etc",
      "/UPPER",
      "/a/b/c/d/e/f/g/h/i/j/k/l",
      `/${"x".repeat(300)}`,
      "/ü",
      "/foo;bar",
      "/-x",
    ]) {
      const res = await get(`http://kartenliebe.de.localhost${path}`);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});
