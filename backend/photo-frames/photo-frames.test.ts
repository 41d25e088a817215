/**
 * The six photo frame product selection paths (section 7) in three currencies,
 * against the frame prices of the catalogue seed (0101).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type {
  PhotoFrameArticlePrice,
  PhotoFrameData,
  PhotoFrameFormatLimits,
  PhotoFramePrices,
  PhotoFramePricesFrom,
} from "../../shared/backend-contract/types.ts";
import { call, json } from "../catalogue/test-client.ts";

const BASE = "/web-api/product-selection-photo-frame";
const EUR = { code: "wallart-de", locale: "de-DE" };
const CHF = { code: "wallart-ch", locale: "fr-CH" };
const GBP = { code: "wallart-gb", locale: "en-GB" };
const SHOPS = [
  { shop: EUR, currency: "eur" },
  { shop: CHF, currency: "chf" },
  { shop: GBP, currency: "gbp" },
] as const;

/** The catalogue's own price, read straight from D1. */
async function seedPrice(sku: string, currency: string) {
  return env.DB.prepare(
    "SELECT price_original AS priceOriginal, price_current AS priceCurrent FROM catalogue_prices WHERE sku = ? AND currency = ?",
  )
    .bind(sku, currency)
    .first<{ priceOriginal: number; priceCurrent: number }>();
}

describe(`${BASE}/data`, () => {
  it("lists the seven frame types with their variants, the black default and the mats", async () => {
    const data = await json<PhotoFrameData>(`${BASE}/data`, CHF);
    expect(data.frameTypes.map((f) => f.frameType)).toEqual([
      "alurahmen",
      "artbox",
      "fotorahmen",
      "holzrahmen",
      "kunststoffrahmen",
      "schattenfuge-leinwand",
      "schattenfuge-platte",
    ]);
    const wood = data.frameTypes.find((f) => f.frameType === "holzrahmen")!;
    expect(wood).toMatchObject({
      label: "Cadre en bois",
      defaultVariant: "schwarz",
      materials: ["poster", "hahnemuehle"],
    });
    expect(wood.variants).toEqual([
      { value: "eiche", isDefault: false },
      { value: "natur", isDefault: false },
      { value: "schwarz", isDefault: true },
      { value: "weiss", isDefault: false },
    ]);
    expect(data.mat).toEqual({ sizes: [0, 30], types: ["mat-none", "mat-weiss"] });
    expect((await call(`${BASE}/data`, null)).status).toBe(400);
  });
});

describe(`${BASE}/prices-formats and prices-format-group`, () => {
  it("prices every format of a frame type, smallest first, in EUR, CHF and GBP", async () => {
    for (const { shop, currency } of SHOPS) {
      const answer = await json<PhotoFramePrices>(`${BASE}/prices-formats?frameType=holzrahmen`, shop);
      expect(answer).toMatchObject({ currency, frameType: "holzrahmen" });
      expect(answer.formats).toHaveLength(22);
      expect(answer.formats[0].value).toBe("200x200");
      const f = answer.formats.find((x) => x.value === "600x400")!;
      expect(f.group).toBe("3:2");
      expect({ priceOriginal: f.priceOriginal, priceCurrent: f.priceCurrent }).toEqual(
        await seedPrice("frame/holzrahmen/600x400", currency),
      );
    }
    const eur = await json<PhotoFramePrices>(`${BASE}/prices-formats?frameType=holzrahmen`, EUR);
    expect(eur.formats.find((x) => x.value === "600x400")).toMatchObject({ priceOriginal: 5590, priceCurrent: 4490 });
  });

  it("narrows to one format group", async () => {
    const square = await json<PhotoFramePrices>(`${BASE}/prices-format-group?frameType=holzrahmen&group=square`, GBP);
    expect(square.formats.map((f) => f.value)).toEqual(["200x200", "300x300", "500x500", "700x700", "1000x1000"]);
    expect(square.formats.every((f) => f.group === "square")).toBe(true);
    expect((await call(`${BASE}/prices-format-group?frameType=holzrahmen&group=9:1`, EUR)).status).toBe(404);
    expect((await call(`${BASE}/prices-format-group?frameType=holzrahmen`, EUR)).status).toBe(400);
  });

  it("answers an unknown frame type 404 and a malformed one 400", async () => {
    expect((await call(`${BASE}/prices-formats?frameType=goldrahmen`, EUR)).status).toBe(404);
    expect((await call(`${BASE}/prices-formats?frameType=%20x`, EUR)).status).toBe(400);
    expect((await call(`${BASE}/prices-formats`, EUR)).status).toBe(400);
  });

  it("says in its 400 which parameter is wrong and why (hono's zod-validator, the catalogue's answer)", async () => {
    const missing = await call(`${BASE}/price-article?frameType=holzrahmen`, EUR);
    expect(missing.status).toBe(400);
    const { error, message } = await missing.json<{ error: boolean; message: { text: string } }>();
    expect(error).toBe(true);
    expect(message.text).toMatch(/^formatType: /);
    // A parameter given twice is not one value: refused, not one of them picked.
    const twice = await call(`${BASE}/prices-formats?frameType=holzrahmen&frameType=alurahmen`, EUR);
    expect(twice.status).toBe(400);
    expect((await twice.json<{ message: { text: string } }>()).message.text).toMatch(/^frameType: /);
  });
});

describe(`${BASE}/format-limits`, () => {
  it("gives the smallest and largest sides of a frame type's formats in millimetres and the locale's unit", async () => {
    const limits = await json<PhotoFrameFormatLimits>(`${BASE}/format-limits?frameType=holzrahmen`, EUR);
    expect(limits).toMatchObject({
      frameType: "holzrahmen",
      unit: "cm",
      min: { width: 200, height: 200 },
      max: { width: 1200, height: 1000 },
    });
    expect(limits.formats).toHaveLength(22);
    const us = await json<PhotoFrameFormatLimits>(`${BASE}/format-limits?frameType=holzrahmen`, {
      code: "wallart-us",
      locale: "en-US",
    });
    expect(us.unit).toBe("in");
  });
});

describe(`${BASE}/prices-from`, () => {
  it("gives each frame type's cheapest format, in EUR, CHF and GBP", async () => {
    for (const { shop, currency } of SHOPS) {
      const answer = await json<PhotoFramePricesFrom>(
        `${BASE}/prices-from?frameTypes[]=holzrahmen&frameTypes[]=alurahmen`,
        shop,
      );
      expect(answer.currency).toBe(currency);
      expect(answer.prices.map((p) => p.frameType)).toEqual(["holzrahmen", "alurahmen"]);
      for (const entry of answer.prices) {
        const { results } = await env.DB.prepare(
          "SELECT MIN(price_current) AS least FROM catalogue_prices WHERE sku LIKE ? AND currency = ?",
        )
          .bind(`frame/${entry.frameType}/%`, currency)
          .all<{ least: number }>();
        expect(entry.fromPrice.priceCurrent).toBe(results[0].least);
        const seed = await seedPrice(`frame/${entry.frameType}/${entry.formatType}`, currency);
        expect(entry.fromPrice).toMatchObject(seed!);
        // A sale price comes with its prior price from the price history (docs/decisions/195).
        expect(entry.fromPrice.pricePrior !== undefined).toBe(seed!.priceOriginal > seed!.priceCurrent);
      }
    }
    const eur = await json<PhotoFramePricesFrom>(`${BASE}/prices-from?frameTypes[]=holzrahmen`, EUR);
    expect(eur.prices[0]).toEqual({
      frameType: "holzrahmen",
      formatType: "200x200",
      // The seed's history had a shorter sale halfway down within the 30 days before this one.
      fromPrice: { priceOriginal: 2990, priceCurrent: 2390, pricePrior: 2690 },
    });
    expect((await json<PhotoFramePricesFrom>(`${BASE}/prices-from`, EUR)).prices).toHaveLength(7);
    expect((await call(`${BASE}/prices-from?frameTypes[]=goldrahmen`, EUR)).status).toBe(404);
  });
});

describe(`${BASE}/price-article`, () => {
  it("prices the frame alone, or with a white mat, in EUR, CHF and GBP", async () => {
    const expected = { eur: [4490, 1290], chf: [5090, 1490], gbp: [3990, 1190] } as const;
    for (const { shop, currency } of SHOPS) {
      const [frame, mat] = expected[currency];
      const plain = await json<PhotoFrameArticlePrice>(
        `${BASE}/price-article?frameType=holzrahmen&formatType=450x300`,
        shop,
      );
      expect(plain).toMatchObject({
        currency,
        frameVariant: "schwarz",
        matType: "mat-none",
        mat: null,
        priceCurrent: frame,
      });
      const matted = await json<PhotoFrameArticlePrice>(
        `${BASE}/price-article?frameType=holzrahmen&frameVariant=eiche&formatType=450x300&matType=mat-weiss`,
        shop,
      );
      expect(matted).toMatchObject({
        frameVariant: "eiche",
        mat: { priceCurrent: mat },
        priceCurrent: frame + mat,
        priceOriginal: frame + mat,
      });
    }
  });

  it("prices a portrait format as its landscape form", async () => {
    const portrait = await json<PhotoFrameArticlePrice>(
      `${BASE}/price-article?frameType=holzrahmen&formatType=300x450`,
      EUR,
    );
    expect(portrait).toMatchObject({ formatType: "300x450", priceCurrent: 4490 });
  });

  it("refuses unknown variants and formats (404) and malformed ones (400)", async () => {
    expect(
      (await call(`${BASE}/price-article?frameType=holzrahmen&frameVariant=gold&formatType=450x300`, EUR)).status,
    ).toBe(404);
    expect((await call(`${BASE}/price-article?frameType=holzrahmen&formatType=451x300`, EUR)).status).toBe(404);
    expect((await call(`${BASE}/price-article?frameType=holzrahmen&formatType=big`, EUR)).status).toBe(400);
    expect(
      (await call(`${BASE}/price-article?frameType=holzrahmen&formatType=450x300&matType=mat-gold`, EUR)).status,
    ).toBe(400);
  });
});
