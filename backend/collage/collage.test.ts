/**
 * Collage designer design groups with the query arrays of section 7 (`categoryIds[]`,
 * `designGroupSetId`), priced on poster in three currencies.
 */
import { describe, expect, it } from "vitest";
import type { CollageDesignGroupAnswer, CollageDesignGroups } from "../../shared/backend-contract/types.ts";
import { call, json } from "../catalogue/test-client.ts";

const EUR = { code: "kartenliebe-de", locale: "de-DE" };
const CHF = { code: "wallart-ch", locale: "it-CH" };
const GBP = { code: "wallart-gb", locale: "en-GB" };

describe("/web-api/collage-designer-design-groups", () => {
  it("lists every category with its design groups, labelled in the locale's language", async () => {
    const all = await json<CollageDesignGroups>("/web-api/collage-designer-design-groups", CHF);
    expect(all.categories.map((k) => [k.id, k.label])).toEqual([
      [1, "Famiglia"],
      [2, "Amore"],
      [3, "Viaggi"],
      [4, "Bebè"],
    ]);
    expect(all.categories.flatMap((k) => k.designGroups)).toHaveLength(14);
  });

  it("filters by the query array categoryIds[] and keeps its order", async () => {
    const some = await json<CollageDesignGroups>(
      "/web-api/collage-designer-design-groups?categoryIds[]=3&categoryIds[]=2",
      GBP,
    );
    expect(some.categories.map((k) => k.id)).toEqual([3, 2]);
    expect(some.categories[0].designGroups.map((g) => g.id)).toEqual([8, 9, 10]);
    expect(some.categories[0].label).toBe("Travel");
  });

  it("gives each group its cheapest poster format in EUR, CHF and GBP (seed: poster 300x300 1290 / 1390 / 1090)", async () => {
    const expected = { eur: 1290, chf: 1390, gbp: 1090 };
    for (const [shop, currency] of [
      [EUR, "eur"],
      [CHF, "chf"],
      [GBP, "gbp"],
    ] as const) {
      const answer = await json<CollageDesignGroups>("/web-api/collage-designer-design-groups?categoryIds[]=1", shop);
      expect(answer.currency).toBe(currency);
      const grid = answer.categories[0].designGroups.find((g) => g.id === 1)!;
      expect(grid).toMatchObject({
        name: "Raster 2x2",
        photoCount: 4,
        orientation: "square",
        fromPrice: { priceCurrent: expected[currency] },
      });
    }
  });

  it("refuses unknown categories (404) and malformed ids (400)", async () => {
    expect((await call("/web-api/collage-designer-design-groups?categoryIds[]=99", EUR)).status).toBe(404);
    expect((await call("/web-api/collage-designer-design-groups?categoryIds[]=abc", EUR)).status).toBe(400);
  });
});

describe("/web-api/collage-designer-design-group", () => {
  it("answers one group with every format's price; portrait formats cost their landscape form", async () => {
    const group = await json<CollageDesignGroupAnswer>(
      "/web-api/collage-designer-design-group?designGroupSetId=4",
      EUR,
    );
    expect(group.designGroup).toMatchObject({
      id: 4,
      categoryId: 1,
      orientation: "portrait",
      formats: ["300x450", "400x600", "600x900"],
    });
    expect(group.designGroup.formatPrices.map((p) => [p.value, p.priceCurrent])).toEqual([
      ["300x450", 1490],
      ["400x600", 1890],
      ["600x900", expect.any(Number)],
    ]);
  });

  it("marks the channel's default collage: '13' for kartenliebe, '1' for wall art (section 9)", async () => {
    expect(
      (await json<CollageDesignGroupAnswer>("/web-api/collage-designer-design-group?designGroupSetId=13", EUR))
        .isDefault,
    ).toBe(true);
    expect(
      (await json<CollageDesignGroupAnswer>("/web-api/collage-designer-design-group?designGroupSetId=1", EUR))
        .isDefault,
    ).toBe(false);
    expect(
      (await json<CollageDesignGroupAnswer>("/web-api/collage-designer-design-group?designGroupSetId=1", GBP))
        .isDefault,
    ).toBe(true);
    expect(
      (await json<CollageDesignGroupAnswer>("/web-api/collage-designer-design-group?designGroupSetId=13", CHF))
        .isDefault,
    ).toBe(false);
  });

  it("prices in the locale's currency", async () => {
    const of = async (shop: typeof EUR) =>
      (await json<CollageDesignGroupAnswer>("/web-api/collage-designer-design-group?designGroupSetId=13", shop))
        .designGroup.formatPrices[0];
    expect((await of(EUR)).priceCurrent).toBe(1490);
    expect((await of(CHF)).priceCurrent).toBe(1590);
    expect((await of(GBP)).priceCurrent).toBe(1290);
  });

  it("refuses an unknown group (404) and a missing or malformed id (400)", async () => {
    expect((await call("/web-api/collage-designer-design-group?designGroupSetId=999", EUR)).status).toBe(404);
    expect((await call("/web-api/collage-designer-design-group", EUR)).status).toBe(400);
    expect((await call("/web-api/collage-designer-design-group?designGroupSetId=-1", EUR)).status).toBe(400);
  });
});
