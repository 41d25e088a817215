import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type {
  CalculatorReference,
  CalendarPrice,
  CardPrice,
  PhotoboxData,
  PhotobookPrice,
} from "../../shared/bff/catalogue.ts";
import type { CartView } from "../../shared/customer/cart.ts";
import { SHOPS, json } from "../catalogue/test-client.ts";
import { visitor } from "../test/visitor.ts";

type Shop = { code: string; locale: string };
type Visitor = ReturnType<typeof visitor>;

/** 'Add to cart' on the designer stand-in, as the browser posts it through the proxy. */
function addFromDesigner(v: Visitor, segment: string, options: Record<string, string>) {
  const body = new URLSearchParams(Object.entries(options).map(([k, value]) => [`option.${k}`, value]));
  body.set("returnTo", "/");
  return v.call("POST", `/designer/${segment}/cart`, body.toString(), {
    "content-type": "application/x-www-form-urlencoded",
  });
}

async function cartOf(v: Visitor, headers: Record<string, string> = {}): Promise<CartView> {
  return (await v.call("GET", "/customer/cart", undefined, headers)).json<CartView>();
}

async function storedArticles(): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM cart_articles").first<{ n: number }>())!.n;
}

async function framedCanvas(shop: Shop) {
  const reference = await json<CalculatorReference>(
    "/web-api/calculator/reference?product=framedMaterial&materials[]=leinwand",
    shop,
  );
  const option = reference.options[0];
  return { reference, option, format: option.formats.find((f) => f.value === "900x600")! };
}

describe("an article added from the designer carries the calculator's price (section 2, 'Designer hand-off')", () => {
  for (const [currency, shop] of [
    ["eur", SHOPS.eur],
    ["chf", SHOPS.chf],
    ["gbp", SHOPS.gbp],
  ] as const) {
    it(`prices a framed canvas as the calculator shows it, and the cart's totals count it, in ${currency}`, async () => {
      const { reference, option, format } = await framedCanvas(shop);
      expect(reference.currency).toBe(currency);
      const v = visitor({ site: shop.code, locale: shop.locale });
      const added = await addFromDesigner(v, "photo-frame", {
        materialType: "leinwand",
        frameType: option.context.frameType!,
        frameVariant: option.context.frameVariant!,
        formatType: "900x600",
        locale: shop.locale,
      });
      expect(added.status).toBe(303);
      const cart = await cartOf(v);
      expect(cart.currency).toBe(currency);
      expect(cart.lines).toHaveLength(1);
      expect(cart.lines[0]).toMatchObject({
        kind: "designer",
        quantity: 1,
        unitPrice: format.priceCurrent,
        lineTotal: format.priceCurrent,
      });

      const poster = (
        await json<CalculatorReference>("/web-api/calculator/reference?product=photoprint&materials[]=poster", shop)
      ).options[0].formats.find((f) => f.value === "600x400")!;
      await addFromDesigner(v, "photo-frame", { materialType: "poster", formatType: "600x400" });
      const both = await cartOf(v);
      expect(both.lines.map((l) => l.unitPrice)).toEqual([format.priceCurrent, poster.priceCurrent]);
      expect(both).toMatchObject({
        subtotal: format.priceCurrent + poster.priceCurrent,
        total: format.priceCurrent + poster.priceCurrent,
        cartArticlesAmount: 2,
      });
    });
  }

  it("prices every designer type as its price call answers: frame, collage, photo box, card, calendar and photo book", async () => {
    const shop = SHOPS.chf;
    const v = visitor({ site: shop.code, locale: shop.locale });
    const frameOnly = (
      await json<CalculatorReference>("/web-api/calculator/reference?product=photoFrame&materials[]=poster", shop)
    ).options[0];
    const collage = (
      await json<CalculatorReference>("/web-api/calculator/reference?product=collage&materials[]=acrylglas", shop)
    ).options[0];
    const prints = (await json<PhotoboxData>("/web-api/photobox-data", shop)).types
      .find((t) => t.value === "photoprint")!
      .formats.find((f) => f.value === "150x100")!;
    const cards = await json<CardPrice>("/web-api/card-price?themeId=1001&quantity=50&refinement=gold", shop);
    const calendar = await json<CalendarPrice>(
      "/web-api/calendar-price?calendarType=wandkalender&formatType=a4-portrait&mounting=holzblock",
      shop,
    );
    const book = await json<PhotobookPrice>(
      "/web-api/photobook-price?photobookType=digitalfotobuch-hard&format=square&pageCount=60&paper=matt",
      shop,
    );

    const frameFormat = frameOnly.formats[0];
    expect(
      (
        await addFromDesigner(v, "photo-frame", {
          frameType: frameOnly.context.frameType!,
          frameVariant: frameOnly.context.frameVariant!,
          formatType: frameFormat.value,
        })
      ).status,
    ).toBe(303);
    expect(
      (
        await addFromDesigner(v, "collage", {
          designId: "1",
          materialType: "acrylglas",
          formatType: collage.formats[0].value,
        })
      ).status,
    ).toBe(303);
    expect((await addFromDesigner(v, "photobox", { type: "photoprint", width: "150", height: "100" })).status).toBe(
      303,
    );
    expect((await addFromDesigner(v, "card", { themeId: "1001", quantity: "50", refinementType: "gold" })).status).toBe(
      303,
    );
    expect(
      (
        await addFromDesigner(v, "calendar", {
          calendarType: "wandkalender",
          formatType: "a4-portrait",
          mounting: "holzblock",
          startMonth: "1",
          startYear: "2027",
        })
      ).status,
    ).toBe(303);
    expect(
      (
        await addFromDesigner(v, "photobook", {
          printing: "digitalfotobuch",
          cover: "hard",
          format: "square",
          pageCount: "60",
          paper: "matt",
          amount: "2",
        })
      ).status,
    ).toBe(303);

    const cart = await cartOf(v);
    expect(cart.lines.map((l) => [l.unitPrice, l.quantity])).toEqual([
      [frameFormat.priceCurrent, 1],
      [collage.formats[0].priceCurrent, 1],
      [prints.priceCurrent, 1],
      [cards.priceCurrent / 50, 50],
      [calendar.priceCurrent, 1],
      [book.priceCurrent, 2],
    ]);
    const expected =
      frameFormat.priceCurrent +
      collage.formats[0].priceCurrent +
      prints.priceCurrent +
      cards.priceCurrent +
      calendar.priceCurrent +
      2 * book.priceCurrent;
    expect(cart).toMatchObject({ currency: "chf", subtotal: expected, total: expected });
  });

  it("prices a format the calculator turned to portrait as its landscape form", async () => {
    const shop = SHOPS.eur;
    const landscape = (
      await json<CalculatorReference>("/web-api/calculator/reference?product=photoprint&materials[]=leinwand", shop)
    ).options[0].formats.find((f) => f.value === "900x600")!;
    const v = visitor({ site: shop.code, locale: shop.locale });
    await addFromDesigner(v, "photo-frame", { materialType: "leinwand", formatType: "600x900" });
    expect((await cartOf(v)).lines[0].unitPrice).toBe(landscape.priceCurrent);
  });
});

describe("an article the catalogue cannot price is refused and nothing is stored", () => {
  const cases: Array<[string, string, Record<string, string>, number]> = [
    ["an unknown material", "photo-frame", { materialType: "marmor", formatType: "900x600" }, 404],
    ["an unknown frame type", "photo-frame", { frameType: "goldrahmen", formatType: "900x600" }, 404],
    [
      "a frame variant of another frame",
      "photo-frame",
      {
        materialType: "leinwand",
        frameType: "schattenfuge-leinwand",
        frameVariant: "rund-gold",
        formatType: "900x600",
      },
      404,
    ],
    [
      "a format the material is not offered in",
      "photo-frame",
      { materialType: "leinwand", formatType: "901x600" },
      404,
    ],
    ["a malformed format", "photo-frame", { materialType: "leinwand", formatType: "90x" }, 400],
    ["neither material nor frame", "photo-frame", { formatType: "900x600" }, 400],
    ["a collage without material", "collage", { designId: "1", formatType: "900x600" }, 400],
    ["an unknown theme", "card", { themeId: "999999", quantity: "10" }, 404],
    ["a theme in another format", "card", { themeId: "1001", formatType: "999x999", quantity: "10" }, 404],
    ["a malformed theme id", "card", { themeId: "abc" }, 400],
    ["a card quantity of 0", "card", { themeId: "1001", quantity: "0" }, 400],
    ["a card quantity above 5000", "card", { themeId: "1001", quantity: "5001" }, 400],
    ["an unknown refinement", "card", { themeId: "1001", refinementType: "platin" }, 404],
    ["an unknown photo box format", "photobox", { type: "small", width: "123", height: "45" }, 404],
    ["an unknown calendar type", "calendar", { calendarType: "mondkalender", formatType: "a4-portrait" }, 404],
    ["a calendar without format", "calendar", { calendarType: "wandkalender" }, 400],
    [
      "an odd page count",
      "photobook",
      { printing: "digitalfotobuch", cover: "hard", format: "square", pageCount: "25" },
      400,
    ],
    ["an unknown photo book type", "photobook", { printing: "fotoheft", cover: "hard", format: "square" }, 404],
  ];
  for (const [name, segment, options, status] of cases) {
    it(`answers ${status} for ${name}`, async () => {
      const before = await storedArticles();
      const v = visitor({ site: "kartenliebe-de", locale: "de-DE" });
      const res = await addFromDesigner(v, segment, options);
      expect(res.status).toBe(status);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(v.jar.has("shop_cart")).toBe(false);
      expect(await storedArticles()).toBe(before);
      // In the shopper's language, with no raw validation text.
      const html = await res.text();
      expect(html).toContain('<html lang="de-DE"');
      expect(html).toContain(
        status === 404 ? "Diese Auswahl bieten wir leider nicht an." : "Für diesen Artikel fehlt noch eine Angabe",
      );
      expect(html).toContain('<a href="/">Zurück zum Shop</a>');
      expect(html).not.toMatch(/Invalid|required|expected|unknown|not offered|formatType|calendarType|themeId/);
    });
  }

  it("answers in French on the French shop, and names the way back to the page the shopper came from", async () => {
    const v = visitor({ site: "wallart-ch", locale: "fr-CH" });
    const body = new URLSearchParams({
      "option.calendarType": "wandkalender",
      "option.locale": "fr-CH",
      returnTo: "/fr/calendrier-photo/",
    });
    const res = await v.call("POST", "/designer/calendar/cart", body.toString(), {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<html lang="fr-CH"');
    expect(html).toContain("Il manque encore un choix pour cet article");
    expect(html).toContain('<a href="/fr/calendrier-photo/">Retour à la boutique</a>');
  });

  it("refuses an article without the shop's code and locale (the proxy always sends them)", async () => {
    const before = await storedArticles();
    const v = visitor();
    const res = await v.call(
      "POST",
      "/designer/photo-frame/cart",
      "option.materialType=poster&option.formatType=600x400",
      {
        "content-type": "application/x-www-form-urlencoded",
        "x-shop-code": "",
        "x-shop-locale": "",
      },
    );
    expect(res.status).toBe(400);
    expect(v.jar.has("shop_cart")).toBe(false);
    expect(await storedArticles()).toBe(before);
  });
});

describe("a designer article's cart title is in the shopper's language", () => {
  it("reads the same framed canvas in French under /fr and in German under the domain's default", async () => {
    const shop = SHOPS.chf;
    const { option } = await framedCanvas(shop);
    const v = visitor({ site: shop.code, locale: "de-CH" });
    await addFromDesigner(v, "photo-frame", {
      materialType: "leinwand",
      frameType: option.context.frameType!,
      frameVariant: "schwarz-lack",
      formatType: "900x600",
    });
    const [fr] = (await cartOf(v, { "x-shop-locale": "fr-CH" })).lines;
    const [de] = (await cartOf(v)).lines;
    expect(fr.title).toBe("Toile · Cadre américain pour toile (Noir laqué) · 90 x 60 cm");
    expect(de.title).toMatch(/^Leinwand · Schattenfugenrahmen für Leinwand \(.+\) · 90 x 60 cm$/);
  });

  it("names a card by its theme, card product and refinement, formats in the locale's unit", async () => {
    const us = visitor({ site: "kartenliebe-us", locale: "en-US" });
    await addFromDesigner(us, "card", { themeId: "1001", quantity: "20", refinementType: "gold" });
    await addFromDesigner(us, "photobox", { type: "small", width: "130", height: "90" });
    const theme = await env.DB.prepare("SELECT name FROM themes WHERE id = 1001").first<{ name: string }>();
    const [card, box] = (await cartOf(us)).lines;
    expect(card.title.startsWith(`${theme!.name} · `)).toBe(true);
    expect(card.title.endsWith(" · Gold foil")).toBe(true);
    expect(box.title).toBe("Photo box · 5 x 3.5 in");
  });
});
