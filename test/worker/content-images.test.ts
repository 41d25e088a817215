// Content pictures (section 9 "Images"): every picture of the content pages is
// responsive, its resized variants answer as webp cached for a year, the page's main picture loads
// at once with high priority and every other lazily; `sizes` never appears without `srcset`.
import { describe, expect, it } from "vitest";
import { get } from "./shop.ts";

const PAGES = [
  "http://kartenliebe.de.localhost/",
  "http://kartenliebe.de.localhost/fotokalender",
  "http://kartenliebe.de.localhost/karten",
  "http://kartenliebe.de.localhost/weihnachtskarten",
  "http://kartenliebe.co.uk.localhost/photo-books",
  "http://wallart.de.localhost/",
  "http://wallart.de.localhost/leinwanddruck/",
  "http://wallart.ch.localhost/fr/impression-sur-toile/",
];

type Attributes = Record<string, string>;

function imagesOf(html: string): Attributes[] {
  return [...html.matchAll(/<img\b([^>]*)>/g)].map((m) =>
    Object.fromEntries(
      [...m[1].matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((a) => [
        a[1].toLowerCase(),
        a[2].replaceAll("&amp;", "&").replaceAll("&quot;", '"'),
      ]),
    ),
  );
}

function contentBodyOf(html: string): string {
  const start = html.indexOf('id="content-body"');
  expect(start, "page has a content body").toBeGreaterThan(0);
  return html.slice(start);
}

const candidates = (srcset: string) => srcset.split(", ").map((c) => c.trim().split(" ")[0]);

describe("content pictures are responsive", () => {
  const seen = new Set<string>();
  for (const url of PAGES) {
    it(`${url}: every content picture has a srcset, the main one is eager and high priority`, async () => {
      const res = await get(url);
      expect(res.status).toBe(200);
      const html = await res.text();
      for (const img of imagesOf(html))
        if ("sizes" in img) expect(img.srcset, `sizes without srcset: ${img.src}`).toBeTruthy();
      const images = imagesOf(contentBodyOf(html)).filter(
        (img) => img.src.startsWith("/content/images/") && !img.src.endsWith(".svg"),
      );
      expect(images.length).toBeGreaterThan(0);
      for (const img of images) {
        expect(img.srcset, img.src).toMatch(/\/m\/\d+x\d+\/filters:quality\(85\):format\(webp\) (\d+w|[12]x)/);
        expect(img.style, img.src).toContain("#EFEFEF");
        expect(img.style, img.src).toMatch(/\/m\/10x10\/filters:quality\(50\):blur\(3\)/);
        for (const c of candidates(img.srcset)) seen.add(c);
        seen.add(/url\("([^"]+)"\)/.exec(img.style)![1]);
      }
      const high = images.filter((img) => img.fetchpriority === "high");
      expect(high, "one picture with high priority").toHaveLength(1);
      expect(high[0].loading).toBe("eager");
      expect(Number(high[0].width)).toBeGreaterThanOrEqual(400);
      expect(images.filter((img) => img !== high[0]).every((img) => img.loading === "lazy")).toBe(true);
    });
  }

  it("every variant a page names answers 200 as webp, cached for a year and never revalidated", async () => {
    expect(seen.size).toBeGreaterThan(50);
    for (const path of seen) {
      const res = await get(`http://kartenliebe.de.localhost${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type"), path).toBe("image/webp");
      expect(res.headers.get("cache-control"), path).toBe("public, max-age=31536000, immutable");
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(8, 12)), path).toBe("WEBP");
    }
  });

  it("a larger box gets a larger file, the placeholder the smallest", async () => {
    const html = await (await get("http://kartenliebe.de.localhost/")).text();
    const src = imagesOf(contentBodyOf(html))
      .find((img) => img.fetchpriority === "high")!
      .src.replace(/\/m\/.*$/, "");
    const size = async (suffix: string) =>
      (await (await get(`http://kartenliebe.de.localhost${src}${suffix}`)).arrayBuffer()).byteLength;
    const placeholder = await size("/m/10x10/filters:quality(50):blur(3)");
    const small = await size("/m/160x120/filters:quality(85):format(webp)");
    const large = await size("/m/1600x1200/filters:quality(85):format(webp)");
    expect(placeholder).toBeLessThan(small);
    expect(small).toBeLessThan(large);
  });

  it("a malformed resize path is a 400 that says why; an unknown picture a 404", async () => {
    const bad = await get(
      "http://kartenliebe.de.localhost/content/images/home-0123456789.webp/m/wide/filters:quality(85)",
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("WIDTHxHEIGHT");
    const filter = await get(
      "http://kartenliebe.de.localhost/content/images/home-0123456789.webp/m/10x10/filters:format(png)",
    );
    expect(filter.status).toBe(400);
    const unknown = await get(
      "http://kartenliebe.de.localhost/content/images/home-0123456789.webp/m/100x75/filters:quality(85):format(webp)",
    );
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("cache-control")).toBe("no-store");
  });
});

describe("product overview cards", () => {
  // The wall-art product pages keep their picture in the body (the product detail), not a teaser:
  // their card shows that picture, as the page itself shows it, not an empty surface.
  for (const url of ["http://wallart.de.localhost/", "http://wallart.ch.localhost/fr/"]) {
    it(`${url}: every card shows its page's main picture`, async () => {
      const html = await (await get(url)).text();
      const section = /<section class="poc-wrapper">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? "";
      const cards = [...section.matchAll(/<li class="card">([\s\S]*?)<\/li>/g)].map((m) => m[1]);
      expect(cards.length).toBeGreaterThanOrEqual(6);
      for (const card of cards) {
        const [img] = imagesOf(card);
        expect(img?.src, card.slice(0, 120)).toMatch(/^\/content\/images\/[a-z0-9-]+-[0-9a-f]{10}\.webp\/m\/400x300\//);
      }
    });
  }
});
