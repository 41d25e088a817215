// Every reduction a page of an EU domain announces names its prior price, the lowest price of the
// 30 days before it (Directive 98/6/EC, article 6a; decisions 195 and 196), and refers to it: the
// struck-out price is the prior price. Outside the EU the operator decides per country.
import { describe, expect, it } from "vitest";
import { get, getWith } from "./shop.ts";

/** Each announced reduction of a page: what is struck out, and the prior price named in words (if any). */
function reductionsOf(html: string): Array<{ struck: string; prior: string | undefined }> {
  return html
    .split('class="price price--sale"')
    .slice(1)
    .map((chunk) => {
      const own = chunk.split('class="price')[0] + chunk.slice(chunk.indexOf('class="price__prior"'));
      const struck = /<s[^>]*>(?:<span class="visually-hidden">[^<]*<\/span><span aria-hidden="true">)?([^<]+)</.exec(
        chunk,
      )?.[1];
      const prior = chunk.includes('class="price__prior"')
        ? /class="price__prior"[^>]*>([^<]+)</.exec(own)?.[1]
        : undefined;
      return { struck: struck ?? "", prior };
    });
}

const EU_CALCULATOR_PAGES = [
  "http://wallart.de.localhost/leinwanddruck/",
  "http://wallart.at.localhost/leinwanddruck/",
  "http://wallart.fr.localhost/impression-sur-toile/",
  "http://wallart.be.localhost/fr/impression-sur-toile/",
  "http://wallart.lu.localhost/impression-sur-toile/",
  "http://wallart.nl.localhost/afdruk-op-canvas/",
  "http://wallart.it.localhost/stampa-su-tela/",
  "http://wallart.es.localhost/impresion-sobre-lienzo/",
];
const EU_THEME_PAGES = ["de", "at", "fr", "be", "lu", "nl", "it", "es"].map(
  (tld) => `http://kartenliebe.${tld}.localhost/themes/1005`,
);

describe("every reduced price on a page of each EU domain carries its prior price", () => {
  it.each([...EU_CALCULATOR_PAGES, ...EU_THEME_PAGES])("%s", async (url) => {
    const res = await get(url);
    expect(res.status).toBe(200);
    const reductions = reductionsOf(await res.text());
    expect(reductions.length).toBeGreaterThan(0);
    for (const { struck, prior } of reductions) {
      expect(prior, `the reduction from ${struck} names no prior price`).toBeDefined();
      expect(prior).toContain(struck);
      expect(prior).toMatch(/30/);
    }
  });

  it("reads as each language writes it: French puts a no-break space before the colon", async () => {
    const fr = reductionsOf(await (await get("http://kartenliebe.fr.localhost/themes/1005")).text());
    expect(fr[0].prior).toBe("Prix le plus bas des 30 derniers jours\u00a0: 2,25\u00a0€");
    const de = reductionsOf(await (await get("http://kartenliebe.de.localhost/themes/1005")).text());
    expect(de[0].prior).toBe("Niedrigster Preis der letzten 30 Tage: 2,25\u00a0€");
  });

  it("the badge's percentage refers to the prior price, not to the list price", async () => {
    const html = await (await get("http://kartenliebe.de.localhost/themes/1005")).text();
    // 2.50 list, 2.25 the lowest of the 30 days before, 2.00 now: 11 % off the prior price (20 % off the list price).
    expect(html).toMatch(
      /<s aria-hidden="true">2,25\u00a0€<\/s> <strong>2,00\u00a0€ pro Karte<\/strong> <span class="price__discount">-11\u00a0%<\/span>/,
    );
  });

  it("a reduced offer's structured data names the prior price as its strike-through price", async () => {
    const html = await (await get("http://kartenliebe.de.localhost/themes/1005")).text();
    const product = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1]!))
      .flatMap((data) => (Array.isArray(data["@graph"]) ? data["@graph"] : [data]))
      .find((data) => data["@type"] === "Product");
    expect(product.offers.price).toBe("2.00");
    expect(product.offers.priceSpecification).toContainEqual(
      expect.objectContaining({
        priceType: "https://schema.org/StrikethroughPrice",
        price: "2.25",
        priceCurrency: "EUR",
      }),
    );
  });
});

describe("outside the EU the operator decides per country (default: shown)", () => {
  it("Switzerland shows the prior price by default", async () => {
    const reductions = reductionsOf(await (await get("http://kartenliebe.ch.localhost/fr/themes/1005")).text());
    expect(reductions.length).toBeGreaterThan(0);
    for (const r of reductions) expect(r.prior).toContain(r.struck);
  });

  it("a country the operator names goes without it: the list price is struck out, as section 3 has it", async () => {
    const res = await getWith({ PRIOR_PRICE_HIDDEN_IN: "US,CH" }, "http://kartenliebe.ch.localhost/themes/1005");
    const reductions = reductionsOf(await res.text());
    expect(reductions).toHaveLength(1);
    expect(reductions[0].struck).toMatch(/^CHF\s2\.80$/);
    expect(reductions[0].prior).toBeUndefined();
  });

  it("an operator setting that names an EU country is refused", async () => {
    const res = await getWith({ PRIOR_PRICE_HIDDEN_IN: "DE" }, "http://kartenliebe.de.localhost/themes/1005");
    expect(res.status).toBe(500);
  });
});
