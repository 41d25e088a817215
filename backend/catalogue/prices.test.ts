import { describe, expect, it, vi } from "vitest";
import type {
  CalculatorReference,
  FormatPrices,
  FramePrices,
  FrameTypeVariants,
  PhotoOptionGroups,
  SkuContainer,
} from "../../shared/bff/catalogue.ts";
import { SHOPS, call, json } from "./test-client.ts";

const calculator = (query: string, shop: { code: string; locale: string } = SHOPS.eur) =>
  json<CalculatorReference>(`/web-api/calculator/reference?${query}`, shop);

describe("product calls carry the channel-plus-country code and the locale (section 7)", () => {
  it("answers a call without the headers with a 400", async () => {
    const res = await call("/web-api/calculator/reference?product=photoprint&materials[]=poster", null);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: true, message: { text: expect.stringContaining("x-shop-code") } });
  });

  it("answers a locale the site does not serve with a 400", async () => {
    const res = await call("/web-api/calculator/reference?product=photoprint&materials[]=poster", {
      code: "wallart-de",
      locale: "fr-CH",
    });
    expect(res.status).toBe(400);
  });

  it("prices the same format in the currency of the locale: eur, chf and gbp", async () => {
    const prices = await Promise.all(
      (["eur", "chf", "gbp", "usd"] as const).map(async (currency) => {
        const ref = await calculator("product=photoprint&materials[]=poster", SHOPS[currency]);
        expect(ref.currency).toBe(currency);
        return ref.options[0].formats.find((f) => f.value === "600x400")!.priceOriginal;
      }),
    );
    const [eur, chf, gbp, usd] = prices;
    expect(new Set([eur, chf, gbp]).size).toBe(3);
    expect(usd).not.toBe(eur);
    for (const p of prices) expect(Number.isInteger(p) && p > 0).toBe(true);
  });
});

describe("calculator reference (section 3, 'Calculator')", () => {
  it("lists each material with its formats, prices and initially selected format", async () => {
    const ref = await calculator("product=photoprint&materials[]=poster&materials[]=leinwand");
    expect(ref.options.map((o) => o.value)).toEqual(["poster", "leinwand"]);
    expect(ref.options[0]).toMatchObject({
      label: "Poster",
      initiallySelectedFormat: "600x400",
      context: { materialType: "poster" },
    });
    expect(ref.options[1].label).toBe("Leinwand");
    expect(ref.options[0].formats.every((f) => f.priceCurrent <= f.priceOriginal)).toBe(true);
  });

  it("answers in the language of the locale", async () => {
    const ref = await calculator("product=photoprint&materials[]=leinwand", SHOPS.chf);
    expect(ref.options[0].label).toBe("Toile");
  });

  it("has realistic sale prices on some formats", async () => {
    const ref = await calculator("product=photoprint&materials[]=poster&materials[]=leinwand&materials[]=acrylglas");
    const formats = ref.options.flatMap((o) => o.formats);
    const onSale = formats.filter((f) => f.priceOriginal > f.priceCurrent);
    expect(onSale.length).toBeGreaterThan(0);
    expect(onSale.length).toBeLessThan(formats.length / 2);
    for (const f of onSale) expect(f.priceCurrent / f.priceOriginal).toBeGreaterThan(0.7);
  });

  it("prices a framed material as material plus its default frame, black variant", async () => {
    const [framed, plain, frame] = await Promise.all([
      calculator("product=framedMaterial&materials[]=poster"),
      calculator("product=photoprint&materials[]=poster"),
      json<FramePrices>("/price-api/frame?frameType=holzrahmen"),
    ]);
    expect(framed.options[0].context).toEqual({
      materialType: "poster",
      frameType: "holzrahmen",
      frameVariant: "schwarz",
    });
    const at = (list: Array<{ value: string; priceCurrent: number }>) =>
      list.find((f) => f.value === "600x400")!.priceCurrent;
    expect(at(framed.options[0].formats)).toBe(at(plain.options[0].formats) + at(frame.formats));
    expect(framed.options[0].formats.some((f) => !f.listed)).toBe(true);
  });

  it("gives a collage the channel's default collage id", async () => {
    expect((await calculator("product=collage&materials[]=poster", SHOPS.eur)).designId).toBe("1");
    expect((await calculator("product=collage&materials[]=poster", SHOPS.gbp)).designId).toBe("13");
  });

  it("offers the photo box types in a photo box calculator", async () => {
    const ref = await calculator("product=photobox&materials[]=small&materials[]=photoprint");
    expect(ref.options.map((o) => o.context.photoboxType)).toEqual(["small", "photoprint"]);
  });

  it("answers an unknown material with a 404 and an unknown product with a 400", async () => {
    expect((await call("/web-api/calculator/reference?product=photoprint&materials[]=marmor")).status).toBe(404);
    expect((await call("/web-api/calculator/reference?product=poster&materials[]=poster")).status).toBe(400);
    expect((await call("/web-api/calculator/reference?product=photoprint")).status).toBe(400);
  });

  it("logs error-no-default-option-for-material-type for a framed material without a default frame", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const ref = await calculator("product=framedMaterial&materials[]=echtglas&materials[]=poster");
    expect(ref.options.map((o) => o.value)).toEqual(["poster"]);
    expect(warn.mock.calls.some(([line]) => String(line).includes("error-no-default-option-for-material-type"))).toBe(
      true,
    );
    warn.mockRestore();
  });

  it("logs error-no-materials-for-frame-type when no material of a frame product is left", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await call("/web-api/calculator/reference?product=photoFrame&materials[]=echtglas")).status).toBe(404);
    expect(warn.mock.calls.some(([line]) => String(line).includes("error-no-materials-for-frame-type"))).toBe(true);
    warn.mockRestore();
  });
});

describe("SKU container", () => {
  it("returns context and prices of known SKUs", async () => {
    const container = await json<SkuContainer>(
      "/web-api/sku/container?skus[]=leinwand_900x600&skus[]=holzrahmen_300x200",
      SHOPS.chf,
    );
    expect(container.currency).toBe("chf");
    expect(container.skus[0]).toMatchObject({
      sku: "leinwand_900x600",
      context: { materialType: "leinwand", formatType: "900x600" },
    });
    expect(container.skus[1].context).toEqual({ frameType: "holzrahmen", formatType: "300x200" });
  });

  it("answers an unknown SKU with a 404 and a malformed one with a 400", async () => {
    expect((await call("/web-api/sku/container?skus[]=leinwand_123x456")).status).toBe(404);
    expect((await call("/web-api/sku/container?skus[]=leinwand_0900x600")).status).toBe(400);
    expect((await call("/web-api/sku/container")).status).toBe(400);
  });
});

describe("prices per format group and format, frames and option groups", () => {
  it("groups a material's formats by format group", async () => {
    const prices = await json<FormatPrices>("/price-api/prices/formats?material=poster", SHOPS.gbp);
    expect(prices.groups.map((g) => g.group)).toEqual(["3:2", "4:3", "square", "din", "2:1"]);
    const group = await json<FormatPrices>("/price-api/prices/format-group?material=poster&group=square", SHOPS.gbp);
    expect(group.groups).toHaveLength(1);
    expect(group.groups[0].formats.map((f) => f.value)).toContain("300x300");
    expect((await call("/price-api/prices/format-group?material=poster&group=nope")).status).toBe(404);
    expect((await call("/price-api/prices/formats?material=Poster!")).status).toBe(400);
  });

  it("lists every frame type with its variants and its black default", async () => {
    const { frameTypes } = await json<FrameTypeVariants>("/web-api/variants-for-frame-types");
    expect(frameTypes).toHaveLength(7);
    for (const frame of frameTypes) {
      expect(frame.variants.filter((v) => v.isDefault).map((v) => v.value)).toEqual([frame.defaultVariant]);
      expect(frame.defaultVariant).toMatch(/schwarz/);
    }
    expect((await call("/web-api/variants-for-frame-types?frameTypes[]=goldrahmen")).status).toBe(404);
  });

  it("prices photo option groups per currency", async () => {
    const { groups } = await json<PhotoOptionGroups>("/price-api/photo-options-groups", SHOPS.usd);
    expect(groups.find((g) => g.group === "stretcherFrame")?.materials).toEqual(["leinwand"]);
    expect(groups.find((g) => g.group === "drilling")?.options.map((o) => o.value)).toEqual(["none", "corners"]);
  });
});
