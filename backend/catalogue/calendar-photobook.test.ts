// Calendars and photo books in the price calculator: every calendar type and
// photo book type with its formats, priced in each currency exactly as the price calls price them.
import { describe, expect, it } from "vitest";
import type { CalculatorReference, CalendarPrice, PhotobookPrice } from "../../shared/bff/catalogue.ts";
import { SHOPS, call, json } from "./test-client.ts";

/** The calendar types of section 3, "Catalogue vocabulary". */
const CALENDAR_TYPES = [
  "familienplaner",
  "kuechenkalender",
  "terminkalender",
  "tischkalender",
  "wandkalender",
] as const;

const PHOTOBOOK_TYPES = ["digitalfotobuch-hard", "digitalfotobuch-soft", "echtfotobuch-hard", "fotoheft-soft"];
const reference = (product: string, types: readonly string[], shop: { code: string; locale: string }) =>
  json<CalculatorReference>(
    `/web-api/calculator/reference?product=${product}&${types.map((t) => `materials[]=${t}`).join("&")}`,
    shop,
  );

describe.each(["eur", "chf", "gbp"] as const)("calendar and photo book calculator in %s", (currency) => {
  const shop = SHOPS[currency];

  it("offers every calendar type with its formats at the calendar price of its first mounting", async () => {
    const ref = await reference("calendar", CALENDAR_TYPES, shop);
    expect(ref.currency).toBe(currency);
    expect(ref.options.map((o) => o.value)).toEqual([...CALENDAR_TYPES]);
    for (const option of ref.options) {
      expect(option.context).toEqual({ calendarType: option.value });
      expect(option.formats.length).toBeGreaterThan(0);
      for (const format of option.formats) {
        const priced = await json<CalendarPrice>(
          `/web-api/calendar-price?calendarType=${option.value}&formatType=${format.value}`,
          shop,
        );
        expect([format.priceOriginal, format.priceCurrent]).toEqual([priced.priceOriginal, priced.priceCurrent]);
      }
    }
    expect(ref.options.find((o) => o.value === "wandkalender")!.formats.map((f) => f.value)).toContain("a4-portrait");
  });

  it("offers every photo book type with its formats at the least pages and the first paper, with the design groups for the template id", async () => {
    const ref = await reference("photobook", PHOTOBOOK_TYPES, shop);
    expect(ref.options.map((o) => o.value)).toEqual(PHOTOBOOK_TYPES);
    for (const option of ref.options) {
      expect(option.context.photobookType).toBe(option.value);
      expect(option.context.designGroupIds).toMatchObject({
        landscape: expect.any(String),
        portrait: expect.any(String),
        square: expect.any(String),
      });
      expect(option.formats.map((f) => f.value)).toEqual(["din-landscape", "din-portrait", "square"]);
      for (const format of option.formats) {
        const priced = await json<PhotobookPrice>(
          `/web-api/photobook-price?photobookType=${option.value}&format=${format.value}`,
          shop,
        );
        expect([format.priceOriginal, format.priceCurrent]).toEqual([priced.priceOriginal, priced.priceCurrent]);
      }
    }
  });
});

describe("calendar and photo book prices differ by currency", () => {
  it("the same calendar and photo book cost different amounts in eur, chf and gbp", async () => {
    const prices = await Promise.all(
      (["eur", "chf", "gbp"] as const).map(async (currency) => {
        const calendar = await reference("calendar", ["wandkalender"], SHOPS[currency]);
        const book = await reference("photobook", ["digitalfotobuch-hard"], SHOPS[currency]);
        return [calendar.options[0].formats[0].priceOriginal, book.options[0].formats[0].priceOriginal];
      }),
    );
    expect(new Set(prices.map((p) => p[0])).size).toBe(3);
    expect(new Set(prices.map((p) => p[1])).size).toBe(3);
  });

  it("names the types in the shop's language", async () => {
    const fr = await reference("photobook", ["echtfotobuch-hard"], SHOPS.chf);
    expect(fr.options[0].label).toBe("Premium à plat · Couverture rigide");
    const de = await reference("calendar", ["tischkalender"], SHOPS.eur);
    expect(de.options[0].label).toBe("Tischkalender");
  });

  it("an unknown calendar or photo book type is a 404", async () => {
    expect((await call("/web-api/calculator/reference?product=calendar&materials[]=mondkalender")).status).toBe(404);
    expect((await call("/web-api/calculator/reference?product=photobook&materials[]=fotoheft-hard")).status).toBe(404);
  });
});
