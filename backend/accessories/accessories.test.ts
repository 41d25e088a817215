/**
 * Accessories, accessory prices, card accessory order and price (section 7), in
 * three currencies, with the figures of the catalogue seed (0101).
 */
import { describe, expect, it } from "vitest";
import type {
  AccessoryList,
  AccessoryPrices,
  CardAccessoryOrder,
  CardAccessoryPrice,
} from "../../shared/backend-contract/types.ts";
import { call, json } from "../catalogue/test-client.ts";

const EUR = { code: "kartenliebe-de", locale: "de-DE" };
const CHF = { code: "kartenliebe-ch", locale: "de-CH" };
const GBP = { code: "kartenliebe-gb", locale: "en-GB" };

describe("/accessory", () => {
  it("lists every accessory SKU with its shape (section 3) and a label in the locale's language", async () => {
    const all = await json<AccessoryList>("/accessory", EUR);
    expect(all.accessories).toHaveLength(13);
    expect(all.accessories.find((a) => a.sku === "envelope-large-weiss-220x156")).toEqual({
      type: "envelope",
      sku: "envelope-large-weiss-220x156",
      label: "Umschlag",
      shape: { type: "large", colour: "weiss", dimensions: "220x156" },
    });
    const inlays = await json<AccessoryList>("/accessory?type=inlay", GBP);
    expect(inlays.accessories.map((a) => a.sku)).toEqual(["inlay-140x100-transparent", "inlay-120x121-transparent"]);
    expect(inlays.accessories[0]).toMatchObject({
      label: "Inlay",
      shape: { dimensions: "140x100", paper: "transparent" },
    });
  });

  it("answers an unknown type 404 and a malformed one 400", async () => {
    expect((await call("/accessory?type=sofa", EUR)).status).toBe(404);
    expect((await call("/accessory?type=%3Cb%3E", EUR)).status).toBe(400);
    expect((await call("/accessory", null)).status).toBe(400);
  });
});

describe("/price-api/accessory", () => {
  it("prices SKUs in EUR, CHF and GBP", async () => {
    const path = "/price-api/accessory?skus[]=box-kraft&skus[]=posterbar-eiche";
    const expected = { EUR: [150, 1990, "eur"], CHF: [170, 2290, "chf"], GBP: [130, 1790, "gbp"] } as const;
    for (const [name, shop] of Object.entries({ EUR, CHF, GBP })) {
      const answer = await json<AccessoryPrices>(path, shop);
      const [box, bar, currency] = expected[name as keyof typeof expected];
      expect(answer.currency).toBe(currency);
      expect(answer.prices).toEqual([
        { sku: "box-kraft", type: "box", priceOriginal: box, priceCurrent: box },
        { sku: "posterbar-eiche", type: "posterbar", priceOriginal: bar, priceCurrent: bar },
      ]);
    }
  });

  it("answers no SKU 400 and an unknown SKU 404", async () => {
    expect((await call("/price-api/accessory", EUR)).status).toBe(400);
    expect((await call("/price-api/accessory?skus[]=box-gold", EUR)).status).toBe(404);
  });
});

describe("/web-api/card-accessory-order", () => {
  it("lists the accessory types in display order with the SKUs that fit the theme's card format", async () => {
    // Theme 1003 is a 125x125 card: compact envelopes only.
    const order = await json<CardAccessoryOrder>("/web-api/card-accessory-order?themeId=1003", EUR);
    expect(order.envelopeSize).toBe("compact");
    expect(order.order.map((o) => o.type)).toEqual([
      "bow",
      "box",
      "envelope",
      "inlay",
      "posterbar",
      "ribbon",
      "screw",
      "standard",
    ]);
    expect(order.order.map((o) => o.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(order.order.find((o) => o.type === "envelope")!.skus).toEqual(["envelope-compact-weiss-130x130"]);
    const standard = await json<CardAccessoryOrder>("/web-api/card-accessory-order?themeId=1001", GBP);
    expect(standard.order.find((o) => o.type === "envelope")).toMatchObject({
      label: "Envelope",
      skus: ["envelope-standard-weiss-156x110", "envelope-standard-kraft-156x110"],
    });
  });

  it("answers an unknown theme 404 and a bad id 400", async () => {
    expect((await call("/web-api/card-accessory-order?themeId=99", EUR)).status).toBe(404);
    expect((await call("/web-api/card-accessory-order?themeId=abc", EUR)).status).toBe(400);
  });
});

describe("/web-api/card-accessory-price", () => {
  it("prices accessories per card times the quantity, plus the country's envelope extra when an envelope is chosen", async () => {
    // Theme 1004 is a 210x148 card: large envelope; extra 1,80 EUR (DE), 2.90 CHF, 1.60 GBP (section 9, seed).
    const path =
      "/web-api/card-accessory-price?themeId=1004&quantity=20&accessories[]=envelope-large-weiss-220x156&accessories[]=box-kraft";
    const cases = [
      { shop: EUR, currency: "eur", box: 150, extra: 180 },
      { shop: CHF, currency: "chf", box: 170, extra: 290 },
      { shop: GBP, currency: "gbp", box: 130, extra: 160 },
    ];
    for (const { shop, currency, box, extra } of cases) {
      const answer = await json<CardAccessoryPrice>(path, shop);
      expect(answer).toMatchObject({ currency, themeId: 1004, quantity: 20, envelopeExtra: extra });
      expect(answer.accessories.find((a) => a.sku === "box-kraft")).toMatchObject({
        unit: { priceCurrent: box },
        priceCurrent: box * 20,
      });
      expect(answer.priceCurrent).toBe(box * 20 + extra * 20);
      expect(answer.priceOriginal).toBe(answer.priceCurrent);
    }
  });

  it("adds no envelope extra without an envelope", async () => {
    const answer = await json<CardAccessoryPrice>(
      "/web-api/card-accessory-price?themeId=1004&quantity=10&accessories[]=ribbon-satin-weiss",
      EUR,
    );
    expect(answer).toMatchObject({ envelopeExtra: 0, priceCurrent: 1000 });
  });

  it("refuses an envelope that does not fit, two of one type, unknown SKUs and bad quantities", async () => {
    const base = "/web-api/card-accessory-price?themeId=1004";
    expect((await call(`${base}&quantity=5&accessories[]=envelope-compact-weiss-130x130`, EUR)).status).toBe(400);
    expect(
      (await call(`${base}&quantity=5&accessories[]=ribbon-satin-weiss&accessories[]=ribbon-organza-rosa`, EUR)).status,
    ).toBe(400);
    expect((await call(`${base}&quantity=5&accessories[]=box-gold`, EUR)).status).toBe(404);
    expect((await call(`${base}&quantity=0&accessories[]=box-kraft`, EUR)).status).toBe(400);
    expect((await call(`${base}&quantity=5`, EUR)).status).toBe(400);
    expect((await call("/web-api/card-accessory-price?themeId=7&quantity=5&accessories[]=box-kraft", EUR)).status).toBe(
      404,
    );
  });
});
