import { exports } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import type { CartView } from "../../shared/customer/cart.ts";
import { islandPropsOf } from "./shop.ts";

function get(url: string, init: RequestInit = {}) {
  return exports.default.fetch(new Request(url, { redirect: "manual", ...init }));
}

/** The island's server-rendered props. */
function calculatorProps(html: string) {
  const props = islandPropsOf(html, "price-calculator");
  expect(props).toBeDefined();
  return props as Record<string, any>;
}

describe("product detail page with the price calculator (section 2)", () => {
  it("server-renders the calculator with prices in the country's currency and the French labels", async () => {
    const res = await get("http://wallart.ch.localhost/fr/products/framed-prints/");
    expect(res.status).toBe(200);
    const html = await res.text();
    const props = calculatorProps(html);
    expect(props).toMatchObject({ product: "framedMaterial", currency: "chf", locale: "fr-CH" });
    expect(html).toContain('<option value="leinwand">Toile</option>');
    expect(html).toMatch(/CHF/);
    expect(html).toContain('class="price-calculator__more">Plus de formats</button>');
    const cta =
      'href="/configurator-photo-frame/?materialType=poster&amp;formatType=600x400&amp;frameType=holzrahmen&amp;frameVariant=schwarz&amp;locale=fr-CH"';
    expect(html).toContain(cta);
    // The call to action goes through the configurator path, which opens the designer with the rules' query.
    const designer = await get(`http://wallart.ch.localhost${cta.slice(6, -1).replaceAll("&amp;", "&")}`);
    expect(designer.headers.get("location")).toBe(
      "/bff/designer/photo-frame/?materialType=poster&frameType=holzrahmen&frameVariant=schwarz&formatType=600x400&locale=fr-CH",
    );
  });

  it("calendars and photo books have a calculator whose call to action reaches the designer through the rules", async () => {
    const html = await (await get("http://kartenliebe.de.localhost/products/calendars")).text();
    expect(calculatorProps(html)).toMatchObject({
      product: "calendar",
      currency: "eur",
      selectedValue: "wandkalender",
    });
    expect(html).toContain("A4 · 21 x 29,7 cm");
    const cta = /href="(\/configurator-calendar\?[^"]+)"/.exec(html)![1].replaceAll("&amp;", "&");
    const designer = new URL((await get(`http://kartenliebe.de.localhost${cta}`)).headers.get("location")!, "http://x");
    expect(designer.pathname).toBe("/bff/designer/calendar/");
    expect(designer.searchParams.get("calendarType")).toBe("wandkalender");
    expect(designer.searchParams.get("accessoryTypes")).toBe("without");
    const book = await (await get("http://kartenliebe.fr.localhost/products/photobooks")).text();
    expect(calculatorProps(book)).toMatchObject({ product: "photobook", locale: "fr-FR" });
    const bookCta = /href="(\/configurator-photobook\?[^"]+)"/.exec(book)![1].replaceAll("&amp;", "&");
    const bookDesigner = new URL(
      (await get(`http://kartenliebe.fr.localhost${bookCta}`)).headers.get("location")!,
      "http://x",
    );
    expect(Object.fromEntries(bookDesigner.searchParams)).toMatchObject({
      printing: "digitalfotobuch",
      cover: "hard",
      amount: "1",
      templateId: expect.stringMatching(/-L$/),
      locale: "fr-FR",
    });
  });

  it("offers 'more formats' only for frame products", async () => {
    const html = await (await get("http://wallart.de.localhost/products/wall-art/")).text();
    expect(html).not.toContain(`class="price-calculator__more"`);
    expect(html).not.toContain(`class="price-calculator__dialog"`);
    expect(calculatorProps(html).currency).toBe("eur");
  });

  it("applies the story's initially selected format, and a preselected SKU sets material and format", async () => {
    const plain = calculatorProps(await (await get("http://wallart.co.uk.localhost/products/wall-art/")).text());
    expect(plain.options.find((o: { value: string }) => o.value === "leinwand").initiallySelectedFormat).toBe(
      "900x600",
    );
    const html = await (await get("http://wallart.co.uk.localhost/products/wall-art/?sku=acrylglas_300x200")).text();
    expect(calculatorProps(html)).toMatchObject({
      currency: "gbp",
      preselect: { material: "acrylglas", format: "300x200" },
    });
    expect(html).toContain('<option value="acrylglas" selected="">');
  });

  it("shows a calm notice for an unknown or malformed SKU and keeps the standard selection", async () => {
    for (const sku of ["acrylglas_123x456", "acrylglas_0300x200", "<b>"]) {
      const res = await get(`http://wallart.de.localhost/products/wall-art/?sku=${encodeURIComponent(sku)}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("Dieser Artikel ist nicht mehr erhältlich");
      expect(calculatorProps(html).preselect).toBeNull();
    }
  });

  it("answers an unknown product with the fatal 404", async () => {
    const res = await get("http://wallart.de.localhost/products/mugs/");
    expect(res.status).toBe(404);
  });
});

describe("product overview (section 2, /products)", () => {
  it("lists the products with 'from' prices and links to their pages", async () => {
    const res = await get("http://wallart.ch.localhost/fr/products/");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<a href="/fr/products/framed-prints/">Tableaux encadrés</a>');
    expect(html).toMatch(/à partir de [^<]*CHF/);
  });

  it("lists cards 12 at a time with filters and pages through them", async () => {
    const html = await (await get("http://kartenliebe.de.localhost/products?category=hochzeit&pageSize=12")).text();
    expect((html.match(/href="\/themes\/\d+"/g) ?? []).length).toBe(10);
    const all = await (await get("http://kartenliebe.de.localhost/products")).text();
    expect((all.match(/href="\/themes\/\d+"/g) ?? []).length).toBe(12);
    expect(all).toContain("Seite 1 von 10");
    expect(all).toContain('href="/products?page=2#cards"');
    const big = await (
      await get("http://kartenliebe.de.localhost/karten-konfigurator?pageSize=48&sort=created")
    ).text();
    expect((big.match(/href="\/themes\/\d+"/g) ?? []).length).toBe(48);
  });

  it("answers a bad listing query with a 400 and a calm message", async () => {
    const res = await get("http://kartenliebe.de.localhost/products?pageSize=1000");
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Die Auswahl ist gerade nicht verfügbar.");
  });
});

describe("theme detail (section 2, /themes/{id})", () => {
  it("shows a theme with its price and a call to action to the card designer", async () => {
    const res = await get("http://kartenliebe.ch.localhost/fr/themes/1005");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/par carte/);
    expect(html).toContain('<form class="card-quantities" action="/configurator-card" method="get">');
    expect(html).toContain('<input type="hidden" name="themeId" value="1005"/>');
    expect(html).toContain('<input type="hidden" name="locale" value="fr-CH"/>');
    // the quantity list of section 9 with its prices, the 11th entry chosen, and the Swiss envelope extra
    const options = [...html.matchAll(/<option value="(\d+)"( selected="")?>([^<]*)<\/option>/g)];
    expect(options.map((o) => Number(o[1])).slice(0, 12)).toEqual([4, 8, 12, 16, 20, 25, 30, 35, 40, 45, 50, 60]);
    expect(options.at(-1)![1]).toBe("5000");
    expect(options.find((o) => o[2])![1]).toBe("50");
    expect(options[10]![3]).toMatch(/^50 cartes · [\d'.]+[\s\u00a0]CHF$/);
    expect(html).toMatch(/Supplément enveloppe pour ce format : \d+\.\d\d[\s\u00a0]CHF par carte/);
    // the form's address opens the card designer through the rules
    const designer = await get(
      "http://kartenliebe.ch.localhost/configurator-card?themeId=1005&formatType=148x210&locale=fr-CH&quantity=50",
    );
    expect(designer.headers.get("location")).toBe(
      "/bff/designer/card/?themeId=1005&formatType=148x210&quantity=50&locale=fr-CH",
    );
  });

  it("shows the envelope extra of the German shop in euros", async () => {
    const html = await (await get("http://kartenliebe.de.localhost/themes/1005")).text();
    expect(html).toMatch(/Umschlag-Aufpreis für dieses Format: \d+,\d\d[\s\u00a0]€ pro Karte/);
  });

  it("answers an unknown theme with a 404 and a malformed id with the fatal 404", async () => {
    expect((await get("http://kartenliebe.de.localhost/themes/42")).status).toBe(404);
    const bad = await get("http://kartenliebe.de.localhost/themes/abc");
    expect(bad.status).toBe(404);
  });
});

describe("designer stand-in on the shop's own origin", () => {
  it("serves the stand-in under /bff/designer/ and keeps the cart cookie first-party", async () => {
    const page = await get(
      "http://wallart.ch.localhost/bff/designer/photo-frame/?materialType=poster&formatType=600x400&locale=fr-CH",
      {
        headers: { referer: "http://wallart.ch.localhost/fr/products/framed-prints/" },
      },
    );
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('name="returnTo" value="/fr/products/framed-prints/"');
    // The proxy gives a visitor without one a CSRF token, and the stand-in's form repeats it.
    const csrfCookie = page.headers
      .getSetCookie()
      .find((line) => line.startsWith("__Host-shop_csrf="))!
      .split(";")[0];
    const token = csrfCookie.slice("__Host-shop_csrf=".length);
    expect(html).toContain(`name="_csrf" value="${token}"`);
    const added = await get("http://wallart.ch.localhost/bff/designer/photo-frame/cart", {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
        cookie: csrfCookie,
      },
      body: `option.materialType=poster&option.formatType=600x400&returnTo=%2Ffr%2Fproducts%2Fframed-prints%2F&_csrf=${token}`,
    });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/fr/products/framed-prints/");
    const cookie = added.headers
      .getSetCookie()
      .find((line) => line.startsWith("__Host-shop_cart="))!
      .split(";")[0];
    const cart = await (await get("http://wallart.ch.localhost/bff/cart", { headers: { cookie } })).json<{
      cartArticlesAmount: number;
    }>();
    expect(cart.cartArticlesAmount).toBe(1);
    // priced by the backend in the domain's currency (docs/decisions/045), titled in the page's language
    const view = await (
      await get("http://wallart.ch.localhost/bff/customer/cart", { headers: { cookie, "x-shop-locale": "fr-CH" } })
    ).json<CartView>();
    expect(view.currency).toBe("chf");
    expect(view.lines[0]).toMatchObject({ title: "Poster · 60 x 40 cm", quantity: 1 });
    expect(view.lines[0].unitPrice).toBeGreaterThan(0);
    expect(view.total).toBe(view.lines[0].unitPrice);
  });

  it("refuses a cross-site 'add to cart' and one without the CSRF proof, adding nothing", async () => {
    const page = await get("http://wallart.ch.localhost/bff/designer/card/?themeId=1001&locale=fr-CH");
    const csrfCookie = page.headers
      .getSetCookie()
      .find((line) => line.startsWith("__Host-shop_csrf="))!
      .split(";")[0];
    const token = csrfCookie.slice("__Host-shop_csrf=".length);
    const post = (site: string, body: string) =>
      get("http://wallart.ch.localhost/bff/designer/card/cart", {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": site, cookie: csrfCookie },
        body,
      });
    const cross = await post("cross-site", `option.themeId=1001&_csrf=${token}`);
    expect(cross.status).toBe(403);
    const unproven = await post("same-origin", "option.themeId=1001");
    expect(unproven.status).toBe(403);
    expect(cross.headers.getSetCookie().some((line) => line.startsWith("__Host-shop_cart="))).toBe(false);
    expect(unproven.headers.getSetCookie().some((line) => line.startsWith("__Host-shop_cart="))).toBe(false);
  });
});

describe("calculator block with bad story fields", () => {
  it("logs error-no-default-option-for-material-type for an initially selected format the material lacks", async () => {
    const { applyInitialFormats } = await import("../../worker/bff/calculator-data.ts");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const reference = {
      product: "photoprint",
      currency: "eur",
      selectedValue: "poster",
      isCollage: false,
      labels: [],
      options: [{ value: "poster", initiallySelectedFormat: "600x400", formats: [{ value: "600x400" }] }],
    };
    const out = applyInitialFormats(reference as never, { poster: "60x40cm" }, "/p");
    expect(out.options[0].initiallySelectedFormat).toBe("600x400");
    expect(warn.mock.calls.some(([line]) => String(line).includes("error-no-default-option-for-material-type"))).toBe(
      true,
    );
    warn.mockRestore();
  });
});
