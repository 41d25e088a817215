// Structured data: every ld+json script parsed with JSON.parse and checked by
// its schema.org structure; the calculator's product priced as the calculator shows it in the four
// currencies; the same data for crawlers and people.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { formatPrice } from "../../shared/pricing/format-price.ts";
import type { Currency, Locale } from "../../shared/site/locales.ts";
import { get, islandPropsOf } from "./shop.ts";

type Ld = Record<string, unknown> & { "@type": string; "@context"?: string };

const CRAWLER = {
  headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
};

function ldScripts(html: string): { raw: string; data: Ld }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, raw]) => ({
    raw: raw!,
    data: JSON.parse(raw!) as Ld,
  }));
}

function ofType(html: string, type: string): Ld[] {
  return ldScripts(html)
    .map((s) => s.data)
    .filter((d) => d["@type"] === type);
}

async function page(url: string, init: RequestInit = CRAWLER): Promise<string> {
  const res = await get(url, init);
  expect(res.status, url).toBe(200);
  return res.text();
}

function textOf(html: string, className: string): string {
  const match = new RegExp(`<p class="${className}"[^>]*>(.*?)</p>`, "s").exec(html);
  return (match?.[1] ?? "").replace(/<[^>]+>/g, "").replace(/&nbsp;/g, "\u00a0");
}

describe("structured data", () => {
  const calculatorPages: [string, Locale, Currency][] = [
    ["http://kartenliebe.de.localhost/leinwanddruck", "de-DE", "eur"],
    ["http://wallart.ch.localhost/fr/impression-sur-toile/", "fr-CH", "chf"],
    ["http://wallart.co.uk.localhost/canvas-prints/", "en-GB", "gbp"],
    ["http://wallart.com.localhost/canvas-prints/", "en-US", "usd"],
  ];
  for (const [url, locale, currency] of calculatorPages) {
    it(`the calculator page ${url} carries its Product with an Offer in ${currency.toUpperCase()} at the price the calculator shows`, async () => {
      const html = await page(url);
      const [product, ...more] = ofType(html, "Product");
      expect(more).toHaveLength(0);
      expect(product!["@context"]).toBe("https://schema.org");
      expect(typeof product!.name).toBe("string");
      expect(product!.name).toBe(/<title>(.*?)<\/title>/.exec(html)![1]!.replace(/&amp;/g, "&"));
      expect(product!.url).toBe(url);
      expect(product!.brand).toMatchObject({ "@type": "Brand" });
      const offers = product!.offers as Ld;
      expect(offers["@type"]).toBe("Offer");
      expect(offers.priceCurrency).toBe(currency.toUpperCase());
      expect(offers.price).toMatch(/^\d+\.\d{2}$/);
      expect(textOf(html, "price-calculator__total")).toContain(
        formatPrice(Math.round(Number(offers.price) * 100), locale, currency),
      );
      const calculator = islandPropsOf(html, "price-calculator")!;
      expect(calculator.currency).toBe(currency);
      expect(product!.aggregateRating).toBeUndefined();
    });
  }

  it("every page carries Organization (logo, the global config's service hotline) and WebSite in the page's language", async () => {
    for (const [url, locale] of [
      ["http://kartenliebe.de.localhost/", "de-DE"],
      ["http://kartenliebe.ch.localhost/fr/calendrier-photo", "fr-CH"],
      ["http://kartenliebe.de.localhost/products", "de-DE"],
    ] as const) {
      const html = await page(url);
      const [org] = ofType(html, "Organization");
      expect(org!.name).toBe("kartenliebe");
      expect(org!.logo).toMatch(/^http:\/\/kartenliebe\.(de|ch)\.localhost\/images\/logo-kartenliebe\.svg$/);
      const logo = await env.ASSETS.fetch(new Request(String(org!.logo).replace("https:", "http:")));
      expect(logo.status).toBe(200);
      await logo.arrayBuffer();
      const hotline = (islandPropsOf(html, "header-info")!.hotline as { phone: string }).phone;
      expect(hotline).not.toBe("");
      expect(org!.contactPoint).toEqual([
        expect.objectContaining({ "@type": "ContactPoint", telephone: hotline, contactType: "customer service" }),
      ]);
      const [site] = ofType(html, "WebSite");
      expect(site!.inLanguage).toBe(locale);
      expect(site!.publisher).toEqual({ "@id": org!["@id"] });
    }
  });

  it("a BreadcrumbList repeats the footer's breadcrumb; the home page has none", async () => {
    const html = await page("http://kartenliebe.de.localhost/fotokalender");
    const [list] = ofType(html, "BreadcrumbList");
    const items = list!.itemListElement as { position: number; name: string; item: string }[];
    const nav = /<nav class="breadcrumbs"[^>]*>(.*?)<\/nav>/s.exec(html)![1]!;
    const footerNames = [...nav.matchAll(/<li>(.*?)<\/li>/gs)].map(([, li]) => li!.replace(/<[^>]+>/g, ""));
    expect(items.map((i) => i.name)).toEqual(footerNames);
    expect(items.map((i) => i.position)).toEqual(footerNames.map((_, i) => i + 1));
    expect(items.at(-1)!.item).toBe("http://kartenliebe.de.localhost/fotokalender");
    expect(ofType(await page("http://kartenliebe.de.localhost/"), "BreadcrumbList")).toHaveLength(0);
  });

  it("a theme page's Product is offered per card; the overview's products carry their 'from' prices as lowPrice", async () => {
    const theme = await page("http://kartenliebe.ch.localhost/themes/1001");
    const [product] = ofType(theme, "Product");
    const offer = product!.offers as Ld;
    expect(offer).toMatchObject({ "@type": "Offer", priceCurrency: "CHF" });
    expect(offer.priceSpecification).toMatchObject({
      "@type": "UnitPriceSpecification",
      referenceQuantity: { value: 1, unitCode: "C62" },
    });
    expect(theme).toContain(formatPrice(Math.round(Number(offer.price) * 100), "de-CH", "chf"));

    const overview = await page("http://kartenliebe.co.uk.localhost/products");
    const [list] = ofType(overview, "ItemList");
    const products = (list!.itemListElement as { item: Ld }[]).map((e) => e.item);
    expect(products.length).toBeGreaterThan(0);
    for (const p of products) {
      expect(p["@type"]).toBe("Product");
      expect(p.offers).toMatchObject({ "@type": "AggregateOffer", priceCurrency: "GBP" });
      expect(overview).toContain(formatPrice(Math.round(Number((p.offers as Ld).lowPrice) * 100), "en-GB", "gbp"));
    }
  });

  it("is serialised safely (no '<' inside a script), without AggregateRating, and the same for people as for crawlers", async () => {
    const url = "http://wallart.de.localhost/leinwanddruck/";
    const crawler = await page(url);
    const person = await page(url, {
      headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36" },
    });
    for (const { raw } of ldScripts(crawler)) expect(raw).not.toContain("<");
    expect(crawler).not.toContain("AggregateRating");
    expect(ldScripts(person).map((s) => s.data)).toEqual(ldScripts(crawler).map((s) => s.data));
    expect(ldScripts(await page(url)).map((s) => s.raw)).toEqual(ldScripts(crawler).map((s) => s.raw));
  });
});
