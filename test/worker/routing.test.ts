// Request resolution as a visitor sees it (section 2, "URL conventions"; section 3, "Provided
// context"): for each host and locale folder, the page's `<html lang>` and the JSON context it
// hands the client.
import { describe, expect, it } from "vitest";
import { get, htmlLangOf, providedContextOf } from "./shop.ts";

interface Case {
  url: string;
  locale: string;
  fallback: string;
  currency: "CHF" | "EUR" | "GBP" | "USD";
  unit: "cm" | "in";
  /** Host the page names itself by; the request's host unless that is not ours. */
  host: string;
  /** Locale folder plus platform segment. */
  prefix: string;
  channel?: "kartenliebe" | "wallart";
}

const cases: Case[] = [
  // .ch: de-CH, /fr fr-CH, /it it-CH, in francs
  {
    url: "http://kartenliebe.ch.localhost/",
    locale: "de-CH",
    fallback: "de-DE",
    currency: "CHF",
    unit: "cm",
    host: "kartenliebe.ch.localhost",
    prefix: "",
  },
  {
    url: "http://kartenliebe.ch.localhost/fr/",
    locale: "fr-CH",
    fallback: "fr-FR",
    currency: "CHF",
    unit: "cm",
    host: "kartenliebe.ch.localhost",
    prefix: "/fr",
  },
  {
    url: "http://kartenliebe.ch.localhost/it/",
    locale: "it-CH",
    fallback: "it-IT",
    currency: "CHF",
    unit: "cm",
    host: "kartenliebe.ch.localhost",
    prefix: "/it",
  },
  // .be: nl-BE, /fr fr-BE
  {
    url: "http://kartenliebe.be.localhost/",
    locale: "nl-BE",
    fallback: "nl-NL",
    currency: "EUR",
    unit: "cm",
    host: "kartenliebe.be.localhost",
    prefix: "",
  },
  {
    url: "http://kartenliebe.be.localhost/fr/",
    locale: "fr-BE",
    fallback: "fr-FR",
    currency: "EUR",
    unit: "cm",
    host: "kartenliebe.be.localhost",
    prefix: "/fr",
  },
  // .lu: fr-LU, /de de-LU
  {
    url: "http://kartenliebe.lu.localhost/",
    locale: "fr-LU",
    fallback: "fr-FR",
    currency: "EUR",
    unit: "cm",
    host: "kartenliebe.lu.localhost",
    prefix: "",
  },
  {
    url: "http://kartenliebe.lu.localhost/de/",
    locale: "de-LU",
    fallback: "de-DE",
    currency: "EUR",
    unit: "cm",
    host: "kartenliebe.lu.localhost",
    prefix: "/de",
  },
  // .com: en-US in inches and dollars; .co.uk: en-GB in pounds
  {
    url: "http://kartenliebe.com.localhost/",
    locale: "en-US",
    fallback: "en-GB",
    currency: "USD",
    unit: "in",
    host: "kartenliebe.com.localhost",
    prefix: "",
  },
  {
    url: "http://kartenliebe.co.uk.localhost/",
    locale: "en-GB",
    fallback: "en-GB",
    currency: "GBP",
    unit: "cm",
    host: "kartenliebe.co.uk.localhost",
    prefix: "",
  },
  // .it: it-IT, /de de-IT
  {
    url: "http://kartenliebe.it.localhost/",
    locale: "it-IT",
    fallback: "it-IT",
    currency: "EUR",
    unit: "cm",
    host: "kartenliebe.it.localhost",
    prefix: "",
  },
  {
    url: "http://kartenliebe.it.localhost/de/",
    locale: "de-IT",
    fallback: "de-DE",
    currency: "EUR",
    unit: "cm",
    host: "kartenliebe.it.localhost",
    prefix: "/de",
  },
  // the wall-art channel on the same domains (its paths end with a slash)
  {
    url: "http://wallart.ch.localhost/fr/",
    locale: "fr-CH",
    fallback: "fr-FR",
    currency: "CHF",
    unit: "cm",
    host: "wallart.ch.localhost",
    prefix: "/fr",
    channel: "wallart",
  },
  {
    url: "http://wallart.com.localhost/",
    locale: "en-US",
    fallback: "en-GB",
    currency: "USD",
    unit: "in",
    host: "wallart.com.localhost",
    prefix: "",
    channel: "wallart",
  },
  {
    url: "http://wallart.lu.localhost/de/",
    locale: "de-LU",
    fallback: "de-DE",
    currency: "EUR",
    unit: "cm",
    host: "wallart.lu.localhost",
    prefix: "/de",
    channel: "wallart",
  },
  // production host names
  {
    url: "https://www.kartenliebe.ch/",
    locale: "de-CH",
    fallback: "de-DE",
    currency: "CHF",
    unit: "cm",
    host: "www.kartenliebe.ch",
    prefix: "",
  },
  {
    url: "https://kartenliebe.ch/it/",
    locale: "it-CH",
    fallback: "it-IT",
    currency: "CHF",
    unit: "cm",
    host: "kartenliebe.ch",
    prefix: "/it",
  },
  {
    url: "https://www.wandliebe.be/fr/",
    locale: "fr-BE",
    fallback: "fr-FR",
    currency: "EUR",
    unit: "cm",
    host: "www.wandliebe.be",
    prefix: "/fr",
    channel: "wallart",
  },
  {
    url: "https://www.kartenliebe.co.uk/",
    locale: "en-GB",
    fallback: "en-GB",
    currency: "GBP",
    unit: "cm",
    host: "www.kartenliebe.co.uk",
    prefix: "",
  },
  // an unknown host is the default site, and is never reflected into the page
  {
    url: "http://shop.example.org/",
    locale: "de-DE",
    fallback: "de-DE",
    currency: "EUR",
    unit: "cm",
    host: "www.kartenliebe.de",
    prefix: "",
  },
  {
    url: "http://localhost/",
    locale: "de-DE",
    fallback: "de-DE",
    currency: "EUR",
    unit: "cm",
    host: "localhost",
    prefix: "",
  },
  // desktop platform segment, alone and with a folder, in either order
  {
    url: "http://kartenliebe.ch.localhost/d/",
    locale: "de-CH",
    fallback: "de-DE",
    currency: "CHF",
    unit: "cm",
    host: "kartenliebe.ch.localhost",
    prefix: "/d",
  },
  {
    url: "http://kartenliebe.ch.localhost/fr/d/",
    locale: "fr-CH",
    fallback: "fr-FR",
    currency: "CHF",
    unit: "cm",
    host: "kartenliebe.ch.localhost",
    prefix: "/fr/d",
  },
  {
    url: "http://kartenliebe.be.localhost/d/fr/",
    locale: "fr-BE",
    fallback: "fr-FR",
    currency: "EUR",
    unit: "cm",
    host: "kartenliebe.be.localhost",
    prefix: "/fr/d",
  },
];

describe("every country domain is served in its locale, currency and unit", () => {
  for (const c of cases) {
    it(`${c.url} -> <html lang="${c.locale}">, ${c.currency}, ${c.unit}`, async () => {
      const res = await get(c.url);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      const html = await res.text();
      expect(htmlLangOf(html)).toBe(c.locale);
      const origin = `${/\.localhost(:\d+)?$|^localhost/.test(c.host) ? "http:" : "https:"}//${c.host}`; // public hosts https, loopback names keep http
      const desktop = /(^|\/)d$/.test(c.prefix);
      expect(providedContextOf(html)).toEqual({
        baseUrl: origin + c.prefix,
        bffUrl: `${origin}/bff`,
        currencyCode: c.currency,
        currentLocale: c.locale,
        fallbackLocale: c.fallback,
        host: c.host,
        platform: desktop ? "desktop" : "web",
        unit: c.unit,
        channel: c.channel ?? "kartenliebe",
        brand: c.channel === "wallart" ? "Wandliebe" : "kartenliebe",
      });
    });
  }
});

describe("platform segment", () => {
  it("a desktop path selects platform desktop: a back item in the header and no footer or main navigation", async () => {
    const html = await (await get("http://kartenliebe.ch.localhost/fr/d/products")).text();
    expect(html).toContain('data-platform="desktop"');
    expect(html).toMatch(/<a class="shop-header__back" href="\/fr\/d\/">/);
    expect(html).not.toContain("<footer");
    expect(html).not.toContain('class="main-navigation"');
  });

  it("the web platform has no back item and shows main navigation and footer", async () => {
    for (const url of ["http://kartenliebe.ch.localhost/fr/products", "http://kartenliebe.ch.localhost/w/products"]) {
      const html = await (await get(url)).text();
      expect(providedContextOf(html).platform).toBe("web");
      expect(html).not.toContain("shop-header__back");
      expect(html).toContain("<footer");
      expect(html).toContain('class="main-navigation"');
    }
  });

  it("the wall-art channel's desktop home is /d/ with its trailing slash", async () => {
    const html = await (await get("http://wallart.it.localhost/de/d/")).text();
    expect(htmlLangOf(html)).toBe("de-IT");
    expect(html).toMatch(/<a class="shop-header__back" href="\/de\/d\/">/);
  });
});
