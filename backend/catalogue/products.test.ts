import { describe, expect, it } from "vitest";
import type {
  CalendarDesignGroups,
  CalendarPrice,
  PhotoboxData,
  PhotobookDesignGroupSet,
  PhotobookPrice,
  ProductOverview,
  ShippingInformation,
} from "../../shared/bff/catalogue.ts";
import { SHOPS, call, json } from "./test-client.ts";

describe("photo box data (units per locale)", () => {
  it("labels photo box formats in cm, and in inches for en-US", async () => {
    const de = await json<PhotoboxData>("/web-api/photobox-data", SHOPS.eur);
    const us = await json<PhotoboxData>("/web-api/photobox-data", SHOPS.usd);
    expect(de.types.map((t) => t.value)).toEqual(["small", "photoprint"]);
    expect(de.types[0].formats.map((f) => f.label)).toContain("10 x 10 cm");
    expect(us.types[0].formats.map((f) => f.label)).toContain("4 x 4 in");
    expect(us.currency).toBe("usd");
  });
});

describe("calendars", () => {
  it("prices a calendar format with its mounting, in three currencies", async () => {
    const prices = await Promise.all(
      [SHOPS.eur, SHOPS.chf, SHOPS.gbp].map((shop) =>
        json<CalendarPrice>(
          "/web-api/calendar-price?calendarType=wandkalender&formatType=a4-portrait&mounting=holzblock",
          shop,
        ),
      ),
    );
    expect(prices.map((p) => p.currency)).toEqual(["eur", "chf", "gbp"]);
    const spiral = await json<CalendarPrice>(
      "/web-api/calendar-price?calendarType=wandkalender&formatType=a4-portrait",
      SHOPS.eur,
    );
    expect(spiral.mounting).toBe("spirale");
    expect(prices[0].priceOriginal).toBeGreaterThan(spiral.priceOriginal);
  });

  it("answers unknown types, formats and mountings with a 404", async () => {
    expect((await call("/web-api/calendar-price?calendarType=mondkalender&formatType=a4-portrait")).status).toBe(404);
    expect((await call("/web-api/calendar-price?calendarType=tischkalender&formatType=a3-portrait")).status).toBe(404);
    expect(
      (await call("/web-api/calendar-price?calendarType=tischkalender&formatType=a5-landscape&mounting=lochung"))
        .status,
    ).toBe(404);
    expect((await call("/web-api/calendar-price?calendarType=tischkalender")).status).toBe(400);
  });

  it("lists design groups per calendar type", async () => {
    const groups = await json<CalendarDesignGroups>("/web-api/calendar-design-group?calendarType=tischkalender");
    expect(groups.designGroups).toHaveLength(3);
  });
});

describe("photo books", () => {
  it("prices type, format, pages and paper", async () => {
    const base = await json<PhotobookPrice>(
      "/web-api/photobook-price?photobookType=digitalfotobuch-hard&format=square",
      SHOPS.chf,
    );
    const more = await json<PhotobookPrice>(
      "/web-api/photobook-price?photobookType=digitalfotobuch-hard&format=square&pageCount=60&paper=matt",
      SHOPS.chf,
    );
    expect(base).toMatchObject({ currency: "chf", pageCount: 24, paper: "standard" });
    expect(more.priceCurrent).toBeGreaterThan(base.priceCurrent);
    expect(
      (await call("/web-api/photobook-price?photobookType=digitalfotobuch-hard&format=square&pageCount=25")).status,
    ).toBe(400);
    expect((await call("/web-api/photobook-price?photobookType=fotoheft-hard&format=square")).status).toBe(404);
  });

  it("names the categories by id, without 41, 42, 43 and 45 in British English", async () => {
    const de = await json<PhotobookDesignGroupSet>("/web-api/photobook-design-group-set", SHOPS.eur);
    const gb = await json<PhotobookDesignGroupSet>("/web-api/photobook-design-group-set", SHOPS.gbp);
    expect(de.categories.find((c) => c.id === 18)?.label).toBe("Jahresrückblick");
    expect(de.categories.map((c) => c.id)).toContain(42);
    expect(gb.categories.find((c) => c.id === 20)?.label).toBe("Mother's Day");
    expect(gb.categories.map((c) => c.id)).not.toContain(42);
    const one = await json<PhotobookDesignGroupSet>("/web-api/photobook-design-group-set?categoryIds[]=1", SHOPS.eur);
    expect(one.categories[0].designGroups[0]).toMatchObject({
      landscape: expect.any(String),
      portrait: expect.any(String),
      square: expect.any(String),
    });
    expect((await call("/web-api/photobook-design-group-set?categoryIds[]=7")).status).toBe(404);
  });
});

describe("product overview and shipping", () => {
  it("lists the channel's products with 'from' prices and pictures", async () => {
    const overview = await json<ProductOverview>("/web-api/products", SHOPS.chf);
    expect(overview.products.map((p) => p.key)).toContain("framed-prints");
    expect(overview.products.find((p) => p.key === "wall-art")?.label).toBe("Tableaux muraux");
    for (const p of overview.products) expect(p.fromPrice?.priceCurrent).toBeGreaterThan(0);
    // Every product has its picture, a drawn one of the shop (decision 189).
    for (const p of overview.products)
      expect(p.image, p.key).toMatch(/^\/content\/images\/[a-z-]+-[0-9a-f]{10}\.webp$/);
  });

  it("takes the photo box's 'from' price from its boxes, not from the single prints its calculator also sells", async () => {
    for (const shop of [SHOPS.eur, SHOPS.chf, SHOPS.gbp]) {
      const overview = await json<ProductOverview>("/web-api/products", shop);
      const data = await json<PhotoboxData>("/web-api/photobox-data", shop);
      const lowest = (type: string) =>
        Math.min(...data.types.find((t) => t.value === type)!.formats.map((f) => f.priceCurrent));
      // The seed sells prints for less than any box: the case the overview must not show as the box's price.
      expect(lowest("photoprint")).toBeLessThan(lowest("small"));
      expect(overview.products.find((p) => p.key === "photobox")?.fromPrice?.priceCurrent, shop.code).toBe(
        lowest("small"),
      );
    }
  });

  it("states shipping costs in the request's currency", async () => {
    expect(await json<ShippingInformation>("/web-api/shipping-information", SHOPS.gbp)).toMatchObject({
      currency: "gbp",
      standard: 450,
    });
  });
});
