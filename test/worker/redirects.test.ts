// Redirects of request resolution (section 2, "Route handling"; section 8, "Routing"): a locale
// folder of another country's domain, the domain's own language as a folder, an unknown prefix,
// and path normalisation (duplicate slashes, the channel's trailingSlash flag).
import { describe, expect, it } from "vitest";
import { get } from "./shop.ts";

async function expectRedirect(url: string, status: number, location: string) {
  const res = await get(url);
  expect({ status: res.status, location: res.headers.get("location") }).toEqual({ status, location });
}

describe("a locale folder that belongs to another country's domain redirects to that domain", () => {
  const cases: [string, string][] = [
    [
      "http://kartenliebe.de.localhost/fr/products?sort=created&_x=1",
      "http://kartenliebe.fr.localhost/products?sort=created&_x=1",
    ],
    ["http://kartenliebe.ch.localhost/en/themes/12", "http://kartenliebe.co.uk.localhost/themes/12"],
    ["http://kartenliebe.ch.localhost:8787/nl/", "http://kartenliebe.nl.localhost:8787/"],
    ["http://kartenliebe.be.localhost/d/es/fotobuch/hochzeit", "http://kartenliebe.es.localhost/d/fotobuch/hochzeit"],
    ["http://wallart.lu.localhost/it/leinwanddruck/", "http://wallart.it.localhost/leinwanddruck/"],
    ["http://wallart.de.localhost/fr/products?page=2", "http://wallart.fr.localhost/products/?page=2"],
    ["https://www.kartenliebe.de/fr/x/y", "https://www.kartenliebe.fr/x/y"],
    ["http://www.kartenliebe.de/fr/x/y", "https://www.kartenliebe.fr/x/y"],
    ["https://www.wandliebe.ch/en/", "https://www.wandliebe.co.uk/"],
    ["http://shop.example.org/it/", "https://www.kartenliebe.it/"],
  ];
  for (const [from, to] of cases) {
    it(`${from} -> 301 ${to}`, () => expectRedirect(from, 301, to));
  }
  // A public host is always sent to https; a loopback name (the production build run on this
  // machine, which has no TLS) keeps the request's scheme, or its addresses would be dead links.
});

describe("the domain's own language as a folder redirects to the path without it", () => {
  const cases: [string, string][] = [
    ["http://kartenliebe.ch.localhost/de/products?q=1", "/products?q=1"],
    ["http://kartenliebe.be.localhost/nl/", "/"],
    ["http://kartenliebe.lu.localhost/fr/d/products", "/d/products"],
    ["http://wallart.com.localhost/en/products", "/products/"],
  ];
  for (const [from, to] of cases) {
    it(`${from} -> 301 ${to}`, () => expectRedirect(from, 301, to));
  }
});

describe("a locale folder in capitals is normalised to the domain's own folder", () => {
  const cases: [string, string][] = [
    ["http://kartenliebe.ch.localhost/FR/", "/fr/"],
    ["http://kartenliebe.ch.localhost/Fr", "/fr/"],
    ["http://kartenliebe.ch.localhost/IT/products?x=1", "/it/products?x=1"],
    ["http://kartenliebe.ch.localhost/d/FR/products", "/d/fr/products"],
    ["http://wallart.be.localhost/FR/products", "/fr/products/"],
  ];
  for (const [from, to] of cases) {
    it(`${from} -> 301 ${to}`, () => expectRedirect(from, 301, to));
  }
});

describe("a path with an unknown prefix goes to /error", () => {
  const cases: [string, string][] = [
    ["http://kartenliebe.ch.localhost/xx/products", "/error"],
    ["http://kartenliebe.de.localhost/zz/", "/error"],
    ["http://kartenliebe.de.localhost/d/pt/", "/error"],
    ["http://wallart.de.localhost/xx/products/", "/error/"],
  ];
  for (const [from, to] of cases) {
    it(`${from} -> ${to}`, () => expectRedirect(from, 302, to));
  }

  it("the /error it leads to is the error page", async () => {
    const res = await get("http://kartenliebe.ch.localhost/error");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<section class="error-page"');
  });
});

describe("paths are normalised with a permanent redirect", () => {
  const kartenliebe: [string, string][] = [
    ["http://kartenliebe.de.localhost/products/", "/products"],
    ["http://kartenliebe.de.localhost//products", "/products"],
    ["http://kartenliebe.de.localhost/fotobuch//hochzeit/?a=1", "/fotobuch/hochzeit?a=1"],
    ["http://kartenliebe.ch.localhost/fr", "/fr/"],
    ["http://kartenliebe.ch.localhost/fr//products/", "/fr/products"],
    ["http://kartenliebe.ch.localhost/d", "/d/"],
    ["https://www.kartenliebe.at/themes/4/", "/themes/4"],
  ];
  const wallart: [string, string][] = [
    ["http://wallart.de.localhost/products", "/products/"],
    ["http://wallart.de.localhost//products//", "/products/"],
    ["http://wallart.ch.localhost/it/leinwanddruck?size=30x40", "/it/leinwanddruck/?size=30x40"],
    ["http://wallart.ch.localhost/fr", "/fr/"],
    ["http://wallart.be.localhost/d/fr/themes/7", "/d/fr/themes/7/"],
    ["https://www.wandliebe.at/fotos-drucken", "/fotos-drucken/"],
  ];
  describe("kartenliebe (trailingSlash off)", () => {
    for (const [from, to] of kartenliebe) it(`${from} -> 301 ${to}`, () => expectRedirect(from, 301, to));
  });
  describe("wall art (trailingSlash on)", () => {
    for (const [from, to] of wallart) it(`${from} -> 301 ${to}`, () => expectRedirect(from, 301, to));
  });

  it("normalised paths are served without a redirect on each channel", async () => {
    for (const url of [
      "http://kartenliebe.de.localhost/products",
      "http://wallart.de.localhost/products/",
      "http://wallart.ch.localhost/fr/",
    ]) {
      expect((await get(url)).status, url).toBe(200);
    }
  });
});
