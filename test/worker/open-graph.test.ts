// Link previews: Open Graph and Twitter card tags on the home page, a product
// page and a content page, each in two languages, localised and pointing at absolute addresses.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { get } from "./shop.ts";

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Every `<meta property|name=… content=…>` of the page, repeated properties in order. */
function metaTags(html: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [tag] of html.matchAll(/<meta [^>]*>/g)) {
    const key = /(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /content="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) out.set(key, [...(out.get(key) ?? []), decode(content)]);
  }
  return out;
}

function headLinks(html: string): { canonical?: string; hreflangs: string[] } {
  let canonical: string | undefined;
  const hreflangs: string[] = [];
  for (const [tag] of html.matchAll(/<link [^>]*>/g)) {
    if (tag.includes('rel="canonical"')) canonical = decode(/href="([^"]+)"/.exec(tag)![1]!);
    const lang = /hrefLang="([^"]+)"/i.exec(tag)?.[1];
    if (tag.includes('rel="alternate"') && lang) hreflangs.push(lang);
  }
  return { canonical, hreflangs };
}

const PAGES: { kind: string; url: string; locale: string; type: string; description: RegExp; brand: string }[] = [
  {
    kind: "home",
    url: "http://kartenliebe.de.localhost/",
    locale: "de_DE",
    type: "website",
    description: /./,
    brand: "kartenliebe",
  },
  {
    kind: "home",
    url: "http://kartenliebe.fr.localhost/",
    locale: "fr_FR",
    type: "website",
    description: /./,
    brand: "kartenliebe",
  },
  {
    kind: "product page",
    url: "http://wallart.de.localhost/products/wall-art/",
    locale: "de_DE",
    type: "product",
    description: /Persönliche Fotoprodukte von Wandliebe/,
    brand: "Wandliebe",
  },
  {
    kind: "product page",
    url: "http://wallart.co.uk.localhost/products/wall-art/",
    locale: "en_GB",
    type: "product",
    description: /Personalised photo products from Wandliebe/,
    brand: "Wandliebe",
  },
  {
    kind: "content page with the calendar calculator (a product page)",
    url: "http://kartenliebe.de.localhost/fotokalender",
    locale: "de_DE",
    type: "product",
    description: /./,
    brand: "kartenliebe",
  },
  {
    kind: "content page with the calendar calculator (a product page)",
    url: "http://kartenliebe.it.localhost/calendario-personalizzato",
    locale: "it_IT",
    type: "product",
    description: /./,
    brand: "kartenliebe",
  },
];

describe("Open Graph and Twitter card tags", () => {
  for (const { kind, url, locale, type, description, brand } of PAGES) {
    it(`${kind} ${url}: title, description, picture, canonical address and locales of the page, in its language`, async () => {
      const res = await get(url);
      expect(res.status).toBe(200);
      const html = await res.text();
      const meta = metaTags(html);
      const one = (key: string) => {
        expect(meta.get(key), key).toHaveLength(1);
        return meta.get(key)![0]!;
      };
      expect(one("og:title")).toBe(decode(/<title>(.*?)<\/title>/.exec(html)![1]!));
      const pageDescription = meta.get("description")?.[0];
      expect(one("og:description")).toMatch(description);
      if (pageDescription) expect(one("og:description")).toBe(pageDescription);
      expect(one("og:site_name")).toBe(brand);
      expect(one("og:type")).toBe(type);
      expect(one("og:locale")).toBe(locale);
      const links = headLinks(html);
      expect(one("og:url")).toBe(links.canonical);
      const expectedAlternates = [
        ...new Set(
          links.hreflangs
            .filter((l) => l !== "x-default" && l.replace("-", "_") !== locale)
            .map((l) => l.replace("-", "_")),
        ),
      ];
      expect(expectedAlternates.length).toBeGreaterThan(0);
      expect(meta.get("og:locale:alternate")).toEqual(expectedAlternates);
      const image = new URL(one("og:image"));
      expect(image.protocol).toBe(new URL(url).protocol); // https on public hosts; loopback keeps its scheme
      expect(image.host).toBe(new URL(url).host);
      // A drawn picture at the share size comes from the worker's image route, a plain file from the assets.
      const request = new Request(`http://${image.host}${image.pathname}`);
      const picture = image.pathname.includes("/m/") ? await get(request.url) : await env.ASSETS.fetch(request);
      expect(picture.status, image.href).toBe(200);
      await picture.arrayBuffer();
      expect(one("twitter:card")).toBe("summary_large_image");
    });
  }

  it("a content page shares its own main picture; two languages of one page share the same picture", async () => {
    const de = metaTags(await (await get("http://wallart.de.localhost/leinwanddruck/")).text());
    const fr = metaTags(await (await get("http://wallart.fr.localhost/impression-sur-toile/")).text());
    expect(de.get("og:image")![0]).toMatch(
      /^http:\/\/wallart\.de\.localhost\/content\/images\/canvas-[0-9a-f]{10}\.webp\/m\/1200x630\/filters:quality\(85\):format\(webp\)$/,
    );
    expect(fr.get("og:image")![0]).toBe(de.get("og:image")![0].replace("wallart.de", "wallart.fr"));
    expect(de.get("og:image:alt")![0]).not.toBe(fr.get("og:image:alt")![0]);
  });

  it("a theme page's preview carries its price per card in the page's currency", async () => {
    const meta = metaTags(await (await get("http://kartenliebe.co.uk.localhost/themes/1001")).text());
    expect(meta.get("og:type")).toEqual(["product"]);
    expect(meta.get("product:price:currency")).toEqual(["GBP"]);
    expect(meta.get("product:price:amount")![0]).toMatch(/^\d+\.\d{2}$/);
  });
});
