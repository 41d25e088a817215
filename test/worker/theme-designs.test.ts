// A theme page shows its design: the design's pictures through the image pipeline (front, inside
// and back as the card has them, named from the design's id), its name in the shopper's language,
// the occasion as a step of the breadcrumb, the pictures in the Product's JSON-LD and the front in
// the link preview, and more designs of the same occasion; the product overview's tiles carry
// their pictures.
import { describe, expect, it } from "vitest";
import { get } from "./shop.ts";

const CRAWLER = {
  headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
};

async function page(url: string): Promise<string> {
  const res = await get(url, CRAWLER);
  expect(res.status, url).toBe(200);
  return res.text();
}

type Ld = Record<string, unknown>;

function ldOfType(html: string, type: string): Ld[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map(([, raw]) => JSON.parse(raw!) as Ld)
    .filter((data) => data["@type"] === type);
}

/** The `<img>` tags inside the element that starts with `open` (up to its `</section>`). */
function imagesIn(html: string, open: string): string[] {
  const start = html.indexOf(open);
  if (start < 0) return [];
  const part = html.slice(start, html.indexOf("</section>", start));
  return [...part.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
}

/** An attribute as React writes it (`srcSet` keeps its capital S; HTML reads it either way). */
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

function breadcrumbTexts(html: string): string[] {
  const nav = /<nav class="breadcrumbs"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? "";
  return [...nav.matchAll(/<li>(.*?)<\/li>/gs)].map(([, li]) => li!.replace(/<[^>]+>/g, "").trim());
}

describe("theme page: the design's pictures", () => {
  it("shows a folded card's front, inside and back, each responsive with its placeholder", async () => {
    const html = await page("http://kartenliebe.de.localhost/themes/1001");
    const images = imagesIn(html, '<section class="design-gallery"');
    expect(images).toHaveLength(3);
    const views = ["front", "inside", "back"];
    images.forEach((tag, i) => {
      const src = attribute(tag, "src")!;
      expect(src).toMatch(new RegExp(`^/content/images/design-1001-${views[i]}-[0-9a-f]{10}\\.webp/m/\\d+x\\d+/`));
      expect(attribute(tag, "srcSet")).toMatch(/ 160w, .* 1600w$/);
      expect(attribute(tag, "sizes")).toBeTruthy();
      expect(attribute(tag, "style")).toMatch(/url\(&quot;\/content\/images\/design-1001-.*blur\(3\)/);
    });
    expect(attribute(images[0]!, "alt")).toBe("Aurora Einschulung: Vorderseite");
    expect(attribute(images[0]!, "loading")).toBe("eager");
    expect(attribute(images[2]!, "loading")).toBe("lazy");
    // The picture route answers the pipeline's address with a drawn width.
    const picture = await get(
      `http://kartenliebe.de.localhost${attribute(images[0]!, "src")!.replaceAll("&amp;", "&")}`,
    );
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/webp");
  });

  it("a postcard has a front and a back, no inside", async () => {
    const html = await page("http://kartenliebe.de.localhost/themes/1002");
    const sources = imagesIn(html, '<section class="design-gallery"').map((tag) => attribute(tag, "src"));
    expect(sources).toHaveLength(2);
    expect(sources[0]).toContain("/design-1002-front-");
    expect(sources[1]).toContain("/design-1002-back-");
  });

  it("names every picture in the Product's JSON-LD and shares the front as the Open Graph image", async () => {
    const html = await page("http://wallart.fr.localhost/themes/1028/");
    const [product] = ldOfType(html, "Product");
    const images = product!.image as string[];
    expect(images).toHaveLength(3);
    expect(images[0]).toMatch(
      /^http:\/\/wallart\.fr\.localhost\/content\/images\/design-1028-front-[0-9a-f]{10}\.webp\/m\//,
    );
    expect(images[1]).toContain("/design-1028-inside-");
    expect(images[2]).toContain("/design-1028-back-");
    const ogImage = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
    expect(ogImage).toMatch(/\/content\/images\/design-1028-front-[0-9a-f]{10}\.webp\/m\/1200x630\//);
    expect(html).toContain('<meta property="og:image:alt" content="Clair de lune – Naissance : Recto"/>');
  });
});

describe("theme page: the design's name in the shopper's language and the occasion step", () => {
  it("names the design in French on a French shop, with the occasion in the breadcrumb", async () => {
    const html = await page("http://wallart.fr.localhost/themes/1028/");
    expect(/<h1>(.*?)<\/h1>/.exec(html)?.[1]).toBe("Clair de lune – Naissance");
    expect(html).toContain("<title>Clair de lune – Naissance");
    expect(breadcrumbTexts(html)).toEqual(["Accueil", "Cartes", "Naissance", "Clair de lune"]);
  });

  it("Startseite › Karten › Einschulung › Aurora, the occasion linking to the card listing of that occasion", async () => {
    const html = await page("http://kartenliebe.de.localhost/themes/1001");
    expect(/<h1>(.*?)<\/h1>/.exec(html)?.[1]).toBe("Aurora Einschulung");
    expect(breadcrumbTexts(html)).toEqual(["Startseite", "Karten", "Einschulung", "Aurora"]);
    expect(html).toContain('<a href="/products?category=einschulung#cards">Einschulung</a>');
    const [trail] = ldOfType(html, "BreadcrumbList");
    const names = (trail!.itemListElement as { name: string }[]).map((item) => item.name);
    expect(names).toEqual(["Startseite", "Karten", "Einschulung", "Aurora"]);
  });

  it("speaks English, Spanish, Italian and Dutch too", async () => {
    const cases = [
      ["http://kartenliebe.co.uk.localhost/themes/1028", "Moonlight – Birth"],
      ["http://kartenliebe.es.localhost/themes/1028", "Luz de luna – Nacimiento"],
      ["http://kartenliebe.it.localhost/themes/1028", "Chiaro di luna – Nascita"],
      ["http://kartenliebe.nl.localhost/themes/1028", "Maneschijn – Geboorte"],
    ] as const;
    for (const [url, name] of cases) expect(/<h1>(.*?)<\/h1>/.exec(await page(url))?.[1], url).toBe(name);
  });
});

describe("theme page: more designs of the same occasion", () => {
  it("shows other designs of the occasion with their pictures, names and 'from' prices, not the page's own", async () => {
    const html = await page("http://kartenliebe.de.localhost/themes/1001");
    const start = html.indexOf('<section class="more-designs"');
    expect(start).toBeGreaterThan(0);
    const row = html.slice(start, html.indexOf("</section>", start));
    const links = [...row.matchAll(/<a class="theme-card__name" href="\/themes\/(\d+)">([^<]*)<\/a>/g)];
    expect(links.length).toBeGreaterThanOrEqual(5);
    for (const [, id] of links) expect(Number(id)).toBeGreaterThanOrEqual(1002);
    for (const [, id] of links) expect(Number(id)).toBeLessThanOrEqual(1010);
    expect(links.map(([, , name]) => name)).toContain("Bloom");
    expect(row).toContain("Weitere Designs: Einschulung");
    expect(row).toMatch(/ab \d+,\d\d\u00a0€/);
    expect(imagesIn(html, '<section class="more-designs"')[0]).toMatch(/src="\/content\/images\/design-10\d\d-front-/);
  });
});

describe("/products: every product tile has its picture", () => {
  for (const url of ["http://kartenliebe.de.localhost/products", "http://wallart.fr.localhost/products/"]) {
    it(url, async () => {
      const html = await page(url);
      const tiles = [...html.matchAll(/<li class="product-tile">(.*?)<\/li>/gs)].map(([, tile]) => tile!);
      expect(tiles.length).toBeGreaterThan(3);
      for (const tile of tiles) {
        expect(tile).toMatch(/<img [^>]*src="\/content\/images\/[a-z-]+-[0-9a-f]{10}\.webp\/m\/400x300\//);
        expect(tile).toMatch(/ srcSet="[^"]+ 1600w"/);
      }
    });
  }
});
