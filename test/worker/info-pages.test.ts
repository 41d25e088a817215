// The information pages the footer's about and customer service boxes and the burger's footer link
// to (section 3, "Footer data", "Burger data"): content stories in each language's own slug, with
// the channel's brand, and shipping costs and payment methods per delivery country.
import { describe, expect, it } from "vitest";
import { get } from "./shop.ts";

async function page(url: string): Promise<string> {
  const res = await get(url);
  expect(res.status, url).toBe(200);
  return res.text();
}

describe("information pages", () => {
  it("the imprint names the channel's brand and the company behind it", async () => {
    expect(await page("http://kartenliebe.de.localhost/impressum")).toContain(
      "kartenliebe ist eine Marke der Herzstück Medien GmbH",
    );
    expect(await page("http://wallart.co.uk.localhost/imprint/")).toContain(
      "Wandliebe is a brand of Herzstück Medien GmbH",
    );
  });

  it("shipping lists every delivery country with its own currency, formatted for the locale", async () => {
    const de = await page("http://kartenliebe.de.localhost/versand");
    // The runtime formats with a no-break space between amount and currency sign.
    expect(de).toMatch(/Schweiz: Standard 9,90\u00a0CHF \(4–6 Werktage\)/);
    expect(de).toMatch(/Vereinigtes Königreich: Standard 7,95\u00a0£/);
    const us = await page("http://kartenliebe.com.localhost/delivery");
    expect(us).toContain("United States: standard $12.95 (6–10 business days)");
  });

  it("payment names the methods of the global config's list for each country", async () => {
    const fr = await page("http://kartenliebe.fr.localhost/paiement");
    expect(fr).toContain("Suisse\u00a0: TWINT, PostFinance, PayPal, Visa, Mastercard");
    expect(fr).toContain("Pays-Bas\u00a0: iDEAL, PayPal, Visa, Mastercard");
  });

  it("each language has its own slug, and a locale without its own story falls back to its language's", async () => {
    expect(await page("http://kartenliebe.it.localhost/chi-siamo")).toContain("Chi è kartenliebe");
    expect(await page("http://kartenliebe.es.localhost/aviso-legal")).toContain("Aviso legal");
    expect(await page("http://kartenliebe.be.localhost/voorwaarden")).toContain("Algemene voorwaarden");
    expect(await page("http://kartenliebe.ch.localhost/fr/cgv")).toContain("Conditions générales de vente");
    expect(await page("http://kartenliebe.at.localhost/datenschutz")).toContain("Datenschutzerklärung");
  });

  it("the footer links them as stories of the locale, the header's magazine item too", async () => {
    const html = await page("http://kartenliebe.nl.localhost/");
    for (const href of [
      "/over-ons",
      "/vacatures",
      "/verzending",
      "/betalen",
      "/zakelijk",
      "/colofon",
      "/voorwaarden",
      "/magazine",
    ])
      expect(html).toContain(`href="${href}"`);
  });
});
