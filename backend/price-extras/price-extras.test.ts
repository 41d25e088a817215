/**
 * Format-group price images and article prices (section 7) in three currencies.
 */
import { describe, expect, it } from "vitest";
import type { ArticlePriceAnswer, FormatGroupPriceImages } from "../../shared/backend-contract/types.ts";
import { call, json } from "../catalogue/test-client.ts";

const EUR = { code: "wallart-de", locale: "de-DE" };
const CHF = { code: "wallart-ch", locale: "de-CH" };
const GBP = { code: "kartenliebe-gb", locale: "en-GB" };

describe("/price-api/prices/format-group-prices-images", () => {
  it("gives each format group of a material its cheapest format and a picture of its shape", async () => {
    const answer = await json<FormatGroupPriceImages>(
      "/price-api/prices/format-group-prices-images?material=poster",
      GBP,
    );
    expect(answer.currency).toBe("gbp");
    expect(answer.groups.map((g) => g.group)).toEqual(["3:2", "4:3", "square", "din", "2:1"]);
    const square = answer.groups.find((g) => g.group === "square")!;
    expect(square).toMatchObject({ label: "Square", formatType: "200x200" });
    expect(square.image).toMatchObject({ width: 120, height: 120, alt: "Square" });
    expect(square.image.src.startsWith("data:image/svg+xml,")).toBe(true);
    const din = answer.groups.find((g) => g.group === "din")!;
    expect(din.image.width).toBeGreaterThan(din.image.height);
  });

  it("uses the material prices of the locale's currency", async () => {
    const from = async (shop: typeof EUR) =>
      (
        await json<FormatGroupPriceImages>("/price-api/prices/format-group-prices-images?material=poster", shop)
      ).groups.find((g) => g.group === "3:2")!;
    const [eur, chf, gbp] = await Promise.all([from(EUR), from(CHF), from(GBP)]);
    const articleOf = async (shop: typeof EUR, format: string) =>
      (
        await json<ArticlePriceAnswer>(
          `/price-api/prices/article?type=collage&materialType=poster&formatType=${format}`,
          shop,
        )
      ).unitPrice;
    expect(eur.fromPrice).toEqual(await articleOf(EUR, eur.formatType));
    expect(chf.fromPrice).toEqual(await articleOf(CHF, chf.formatType));
    expect(gbp.fromPrice).toEqual(await articleOf(GBP, gbp.formatType));
    expect(new Set([eur.fromPrice.priceCurrent, chf.fromPrice.priceCurrent, gbp.fromPrice.priceCurrent]).size).toBe(3);
  });

  it("answers an unknown material 404 and none 400", async () => {
    expect((await call("/price-api/prices/format-group-prices-images?material=marmor", EUR)).status).toBe(404);
    expect((await call("/price-api/prices/format-group-prices-images", EUR)).status).toBe(400);
  });
});

describe("/price-api/prices/article", () => {
  it("prices a framed poster as material plus frame in EUR, CHF and GBP (seed: poster 450x300 + holzrahmen 450x300)", async () => {
    const expected = { eur: 1490 + 4490, chf: 1590 + 5090, gbp: 1290 + 3990 };
    for (const [shop, currency] of [
      [EUR, "eur"],
      [CHF, "chf"],
      [GBP, "gbp"],
    ] as const) {
      const answer = await json<ArticlePriceAnswer>(
        "/price-api/prices/article?type=photoFrame&materialType=poster&frameType=holzrahmen&formatType=450x300",
        shop,
      );
      expect(answer).toMatchObject({
        currency,
        type: "photoFrame",
        quantity: 1,
        priceCurrent: expected[currency],
        unitPrice: { priceCurrent: expected[currency] },
      });
    }
  });

  it("multiplies a card's unit price by its quantity (theme 1004, 210x148, on sale)", async () => {
    const answer = await json<ArticlePriceAnswer>("/price-api/prices/article?type=card&themeId=1004&quantity=25", {
      code: "kartenliebe-de",
      locale: "de-DE",
    });
    expect(answer).toMatchObject({
      quantity: 25,
      unitPrice: { priceOriginal: 250, priceCurrent: 200 },
      priceOriginal: 6250,
      priceCurrent: 5000,
    });
  });

  it("refuses unknown types and options (400) and products the catalogue does not have (404)", async () => {
    expect((await call("/price-api/prices/article?type=sofa&formatType=450x300", EUR)).status).toBe(400);
    expect((await call("/price-api/prices/article?type=photoFrame&formatType=450x300", EUR)).status).toBe(400);
    expect(
      (await call("/price-api/prices/article?type=photoFrame&materialType=marmor&formatType=450x300", EUR)).status,
    ).toBe(404);
    expect((await call("/price-api/prices/article", EUR)).status).toBe(400);
  });
});
