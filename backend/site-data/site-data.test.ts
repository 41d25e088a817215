/**
 * Feature flags, initial data, localized URLs, location and express shop
 * (section 7), for sites in EUR, CHF and GBP.
 */
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import kartenliebeStories from "../../content/kartenliebe/stories.json";
import type {
  ExpressShop,
  FeatureFlagsAnswer,
  InitialData,
  LocalizedUrls,
  Location,
} from "../../shared/backend-contract/types.ts";
import { LOCALES } from "../../shared/site/locales.ts";
import { call, json } from "../catalogue/test-client.ts";

const EUR = { code: "kartenliebe-de", locale: "de-DE" };
const CHF = { code: "kartenliebe-ch", locale: "fr-CH" };
const GBP = { code: "kartenliebe-gb", locale: "en-GB" };
const WALLART_DE = { code: "wallart-de", locale: "de-DE" };

describe("/web-api/feature-flags", () => {
  it("answers the channel feature flags of section 3 for the channel of the header", async () => {
    const kl = await json<FeatureFlagsAnswer>("/web-api/feature-flags", EUR);
    expect(kl.channel).toBe("kartenliebe");
    expect(kl.flags).toMatchObject({
      defaultCollageId: "13",
      trailingSlash: false,
      wishlistAvailable: true,
      aluGalleryUnit: false,
    });
    const wa = await json<FeatureFlagsAnswer>("/web-api/feature-flags", WALLART_DE);
    expect(wa.flags).toMatchObject({
      defaultCollageId: "1",
      trailingSlash: true,
      wishlistAvailable: false,
      aluGalleryUnit: true,
    });
    expect(Object.keys(kl.flags)).toHaveLength(14);
    expect((await call("/web-api/feature-flags", null)).status).toBe(400);
  });
});

describe("/web-api/shop-frontends-initial-data", () => {
  it("gives locale, fallback, currency, unit, host, folders and shipping in EUR, CHF and GBP", async () => {
    const de = await json<InitialData>("/web-api/shop-frontends-initial-data", EUR);
    expect(de).toMatchObject({
      code: "kartenliebe-de",
      currentLocale: "de-DE",
      currencyCode: "eur",
      unit: "cm",
      host: "www.kartenliebe.de",
      shipping: { standard: 495, express: 995, freeFrom: 5900 },
    });
    const ch = await json<InitialData>("/web-api/shop-frontends-initial-data", CHF);
    expect(ch).toMatchObject({
      code: "kartenliebe-ch",
      currentLocale: "fr-CH",
      fallbackLocale: "fr-FR",
      currencyCode: "chf",
      host: "www.kartenliebe.ch",
      shipping: { standard: 790, express: 1490, freeFrom: 7900 },
    });
    expect(ch.locales).toEqual([
      { locale: "de-CH", folder: "" },
      { locale: "fr-CH", folder: "fr" },
      { locale: "it-CH", folder: "it" },
    ]);
    const gb = await json<InitialData>("/web-api/shop-frontends-initial-data", GBP);
    expect(gb).toMatchObject({
      currencyCode: "gbp",
      host: "www.kartenliebe.co.uk",
      shipping: { standard: 450, express: 895, freeFrom: 5000 },
    });
    const us = await json<InitialData>("/web-api/shop-frontends-initial-data", {
      code: "kartenliebe-us",
      locale: "en-US",
    });
    expect(us).toMatchObject({ unit: "in", fallbackLocale: "en-GB", currencyCode: "usd" });
  });
});

describe("/web-api/localized-urls", () => {
  it("lists every page story of the channel, each in every locale it has, at its own address", async () => {
    const all = await json<LocalizedUrls>("/web-api/localized-urls", EUR);
    const pages = (
      kartenliebeStories.stories as Array<{ group_id: string; full_slug: string; content: { component: string } }>
    ).filter((s) => s.content.component === "Page");
    expect(all.stories).toHaveLength(new Set(pages.map((p) => p.group_id)).size);
    for (const page of pages) {
      const story = all.stories.find((s) => s.groupId === page.group_id)!;
      const [folder, ...rest] = page.full_slug.split("/");
      const own = story.urls.find((u) => u.locale.toLowerCase() === folder)!;
      expect(own, page.full_slug).toBeDefined();
      expect(own.fallback).toBe(false);
      const slug = rest.join("/");
      expect(own.path.endsWith(slug === "home" ? "/" : `/${slug}`), page.full_slug).toBe(true);
    }
  });

  it("answers one story (?path=) in all 17 locales, falling back as section 3 says", async () => {
    const one = await json<LocalizedUrls>("/web-api/localized-urls?path=/bilderbox", EUR);
    expect(one.stories).toHaveLength(1);
    const urls = Object.fromEntries(one.stories[0].urls.map((u) => [u.locale, u]));
    expect(Object.keys(urls).sort()).toEqual([...LOCALES].sort());
    expect(urls["de-DE"]).toMatchObject({ url: "https://www.kartenliebe.de/bilderbox", fallback: false });
    expect(urls["de-AT"]).toMatchObject({ url: "https://www.kartenliebe.at/bilderbox", fallback: true });
    expect(urls["fr-CH"]).toMatchObject({ url: "https://www.kartenliebe.ch/fr/box-photos", fallback: true });
    expect(urls["en-US"]).toMatchObject({ url: "https://www.kartenliebe.com/photo-box", fallback: false });
    expect(urls["nl-BE"]).toMatchObject({ url: "https://www.kartenliebe.be/fotobox", fallback: true });
  });

  it("finds the story by the path of the header's locale (CHF and GBP sites)", async () => {
    const ch = await json<LocalizedUrls>("/web-api/localized-urls?path=/box-photos", CHF);
    const gb = await json<LocalizedUrls>("/web-api/localized-urls?path=/photo-box", GBP);
    expect(ch.stories[0].groupId).toBe(gb.stories[0].groupId);
    expect((await call("/web-api/localized-urls?path=/bilderbox", GBP)).status).toBe(404);
  });

  it("gives wall-art addresses their trailing slash", async () => {
    const one = await json<LocalizedUrls>("/web-api/localized-urls?path=/bilderbox", WALLART_DE);
    expect(one.stories[0].urls.find((u) => u.locale === "de-DE")!.url).toBe("https://www.wandliebe.de/bilderbox/");
  });

  it("refuses a malformed path (400) and an unknown one (404)", async () => {
    expect((await call("/web-api/localized-urls?path=bilderbox", EUR)).status).toBe(400);
    expect((await call("/web-api/localized-urls?path=/%3Cscript%3E", EUR)).status).toBe(400);
    expect((await call("/web-api/localized-urls?path=/gibt-es-nicht", EUR)).status).toBe(404);
  });
});

function locate(query: string, shop: { code: string; locale: string }, country?: string): Promise<Response> {
  const headers: Record<string, string> = { "x-shop-code": shop.code, "x-shop-locale": shop.locale };
  if (country) headers["cf-ipcountry"] = country;
  return exports.default.fetch(new Request(`http://backend/api/get-location/${query}`, { headers }));
}

describe("/api/get-location/", () => {
  it("names the visitor's country and suggests that country's site of the channel", async () => {
    const res = await locate("", EUR, "CH");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(await res.json()).toEqual({
      country: "CH",
      served: true,
      suggested: { code: "kartenliebe-ch", locale: "de-CH", host: "www.kartenliebe.ch" },
    } satisfies Location);
    const gb = (await (await locate("", WALLART_DE, "gb")).json()) as Location;
    expect(gb.suggested).toEqual({ code: "wallart-gb", locale: "en-GB", host: "www.wandliebe.co.uk" });
  });

  it("keeps the request's own site for a country without a domain or an unknown one", async () => {
    expect(await (await locate("", GBP, "JP")).json()).toMatchObject({
      country: "JP",
      served: false,
      suggested: { code: "kartenliebe-gb", locale: "en-GB" },
    });
    expect(await (await locate("", GBP)).json()).toMatchObject({ country: null, served: false });
    expect(await (await locate("", GBP, "XX")).json()).toMatchObject({ country: null });
  });

  it("answers whether the country is in the query array countries[]", async () => {
    expect(await (await locate("?countries[]=AT&countries[]=CH", EUR, "CH")).json()).toMatchObject({ inList: true });
    expect(await (await locate("?countries[]=AT", EUR, "CH")).json()).toMatchObject({ inList: false });
    expect((await locate("?countries[]=Austria", EUR, "CH")).status).toBe(400);
  });
});

describe("/web-api/express-shop", () => {
  it("lists the express products with their 'from' prices and the express surcharge, in EUR, CHF and GBP", async () => {
    const cases = [
      { shop: EUR, currency: "eur", express: 995, card: 170 },
      { shop: CHF, currency: "chf", express: 1490, card: 190 },
      { shop: GBP, currency: "gbp", express: 895, card: 150 },
    ];
    for (const { shop, currency, express, card } of cases) {
      const answer = await json<ExpressShop>("/web-api/express-shop", shop);
      expect(answer).toMatchObject({ currency, expressShipping: express });
      expect(answer.products.map((p) => p.key)).toEqual(["wall-art", "photobox", "cards"]);
      expect(answer.products.find((p) => p.key === "cards")!.fromPrice).toEqual({
        priceOriginal: card,
        priceCurrent: card,
      });
      // The photo box is priced as a box (as on the product overview), not as one print.
      const overview = await json<{ products: { key: string; fromPrice: unknown }[] }>("/web-api/products", shop);
      expect(answer.products.find((p) => p.key === "photobox")!.fromPrice).toEqual(
        overview.products.find((p) => p.key === "photobox")!.fromPrice,
      );
    }
    const wallart = await json<ExpressShop>("/web-api/express-shop", WALLART_DE);
    expect(wallart.products.map((p) => p.key)).toEqual(["wall-art", "photobox"]);
    expect(wallart.products[0].label).toBe("Wandbilder");
  });
});
