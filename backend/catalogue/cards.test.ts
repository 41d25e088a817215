import { describe, expect, it } from "vitest";
import type { CardAccessories, CardPrice, Theme, ThemePage } from "../../shared/bff/catalogue.ts";
import { SHOPS, call, json } from "./test-client.ts";

const KL_DE = { code: "kartenliebe-de", locale: "de-DE" };
const KL_AT = { code: "kartenliebe-at", locale: "de-AT" };
const KL_CH = { code: "kartenliebe-ch", locale: "de-CH" };

describe("card listings (section 3 filters, section 9 page sizes)", () => {
  it("pages through themes 12 at a time by default, or 48", async () => {
    const first = await json<ThemePage>("/web-api/themes", KL_DE);
    expect(first).toMatchObject({ page: 1, pageSize: 12, sort: "popularity", total: 120 });
    expect(first.themes).toHaveLength(12);
    const second = await json<ThemePage>("/web-api/themes?page=2", KL_DE);
    expect(second.themes.map((t) => t.id)).not.toContain(first.themes[0].id);
    expect((await json<ThemePage>("/web-api/themes?pageSize=48", KL_DE)).themes).toHaveLength(48);
  });

  it("refuses page sizes other than 12 and 48, unknown sorts and bad pages", async () => {
    for (const q of ["pageSize=20", "sort=price", "page=0", "page=abc", "category=<b>"]) {
      expect((await call(`/web-api/themes?${q}`, KL_DE)).status, q).toBe(400);
    }
  });

  it("sorts by popularity or by created", async () => {
    const popular = (await json<ThemePage>("/web-api/themes?pageSize=48", KL_DE)).themes;
    const created = (await json<ThemePage>("/web-api/themes?pageSize=48&sort=created", KL_DE)).themes;
    const dates = created.map((t) => t.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(popular.map((t) => t.id)).not.toEqual(created.map((t) => t.id));
  });

  it("filters by each card filter and offers each filter's values with labels", async () => {
    const all = await json<ThemePage>("/web-api/themes", KL_DE);
    expect(Object.keys(all.filters).sort()).toEqual([
      "aspectRatio",
      "category",
      "color",
      "label",
      "product",
      "punching",
      "style",
    ]);
    expect(all.filters.category.find((f) => f.value === "hochzeit")?.label).toBe("Hochzeit");
    const wedding = await json<ThemePage>("/web-api/themes?category=hochzeit&aspectRatio=square&pageSize=48", KL_DE);
    expect(wedding.total).toBeGreaterThan(0);
    expect(wedding.themes.every((t) => t.category === "hochzeit" && t.aspectRatio === "square")).toBe(true);
    const none = await json<ThemePage>("/web-api/themes?color=lila", KL_DE);
    expect(none).toMatchObject({ total: 0, themes: [] });
  });

  it("shows a theme by id in the request's currency and answers unknown or malformed ids", async () => {
    const theme = await json<Theme>("/web-api/themes/1001", KL_CH);
    expect(theme).toMatchObject({ id: 1001, category: "einschulung" });
    expect(theme.price.priceCurrent).toBeGreaterThan(0);
    expect((await call("/web-api/themes/99", KL_DE)).status).toBe(404);
    expect((await call("/web-api/themes/abc", KL_DE)).status).toBe(400);
  });

  it("names a design in the request's language and lists its pictures, front first", async () => {
    const fr = await json<Theme>("/web-api/themes/1028", { code: "wallart-fr", locale: "fr-FR" });
    expect(fr).toMatchObject({
      name: "Clair de lune – Naissance",
      design: "Clair de lune",
      categoryLabel: "Naissance",
    });
    expect(fr.images.map((image) => image.view)).toEqual(["front", "inside", "back"]);
    for (const image of fr.images)
      expect(image.src).toMatch(new RegExp(`^/content/images/design-1028-${image.view}-[0-9a-f]{10}\\.webp$`));
    const de = await json<Theme>("/web-api/themes/1028", KL_DE);
    expect(de).toMatchObject({ name: "Mondschein Geburt", design: "Mondschein" });
    // A postcard has no inside; the listing carries the same names and pictures.
    const listing = await json<ThemePage>("/web-api/themes?category=einschulung", {
      code: "kartenliebe-gb",
      locale: "en-GB",
    });
    const postcard = listing.themes.find((theme) => theme.id === 1002)!;
    expect(postcard).toMatchObject({ name: "Bloom – First day of school", design: "Bloom", product: "postkarte" });
    expect(postcard.images.map((image) => image.view)).toEqual(["front", "back"]);
  });
});

describe("card price and accessories (section 9, envelope extra prices)", () => {
  it("prices a quantity of cards with a refinement", async () => {
    const plain = await json<CardPrice>("/web-api/card-price?themeId=1001&quantity=50", KL_DE);
    const gold = await json<CardPrice>("/web-api/card-price?themeId=1001&quantity=50&refinement=gold", KL_DE);
    expect(plain.priceCurrent % 50).toBe(0);
    expect(gold.priceCurrent).toBeGreaterThan(plain.priceCurrent);
    expect((await call("/web-api/card-price?themeId=1001&quantity=5001", KL_DE)).status).toBe(400);
    expect((await call("/web-api/card-price?themeId=1001&quantity=10&refinement=platin", KL_DE)).status).toBe(404);
  });

  it("adds the envelope extra price per country: DE 0.95 standard, AT 1.00, CH 1.00 CHF; large DE 1.80, CH 2.90", async () => {
    // theme 1001 is 148x105 (standard envelope), 1004 is 210x148 (large)
    expect((await json<CardAccessories>("/web-api/card-accessories?themeId=1001", KL_DE)).envelopeExtra).toBe(95);
    expect((await json<CardAccessories>("/web-api/card-accessories?themeId=1001", KL_AT)).envelopeExtra).toBe(100);
    const ch = await json<CardAccessories>("/web-api/card-accessories?themeId=1001", KL_CH);
    expect(ch).toMatchObject({ currency: "chf", envelopeSize: "standard", envelopeExtra: 100 });
    expect((await json<CardAccessories>("/web-api/card-accessories?themeId=1004", KL_DE)).envelopeExtra).toBe(180);
    expect((await json<CardAccessories>("/web-api/card-accessories?themeId=1004", KL_CH)).envelopeExtra).toBe(290);
    expect(await json<CardAccessories>("/web-api/card-accessories?themeId=1003", KL_DE)).toMatchObject({
      envelopeSize: "compact",
      envelopeExtra: 110,
    });
  });

  it("returns accessories in their SKU shapes: envelope type-colour-dimensions, inlay dimensions-paper, ribbon type-colour", async () => {
    const { accessories } = await json<CardAccessories>("/web-api/card-accessories?themeId=1001", SHOPS.gbp);
    expect(accessories.find((a) => a.type === "envelope")?.shape).toEqual({
      type: "standard",
      colour: "weiss",
      dimensions: "156x110",
    });
    expect(accessories.find((a) => a.type === "inlay")?.shape).toEqual({ dimensions: "140x100", paper: "transparent" });
    expect(accessories.find((a) => a.type === "ribbon")?.shape).toEqual({ type: "satin", colour: "weiss" });
  });
});
