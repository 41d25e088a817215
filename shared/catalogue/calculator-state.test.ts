import { describe, expect, it } from "vitest";
import type { CalculatorFormat, CalculatorMaterialOption } from "../bff/catalogue.ts";
import { DEFAULT_BASE_PATHS } from "../designer/base-paths.ts";
import { designerAddress } from "../designer/address.ts";
import {
  handoffOptions,
  hasMoreFormats,
  initialState,
  selectFormat,
  selectMaterial,
  shownFormat,
  visibleFormats,
} from "./calculator-state.ts";

const format = (value: string, listed: boolean): CalculatorFormat => ({
  value,
  listed,
  priceOriginal: 1000,
  priceCurrent: 1000,
  context: {
    formatType: value,
    formatGroup: "3:2",
    labelTranslationKey: "formatGroup.3:2",
    translationOptions: { width: 1, height: 1 },
  },
});
const poster: CalculatorMaterialOption = {
  value: "poster",
  label: "Poster",
  labelTranslationKey: "material.poster",
  formats: [format("300x200", true), format("600x400", true), format("750x500", false)],
  initiallySelectedFormat: "600x400",
  context: { materialType: "poster", frameType: "holzrahmen", frameVariant: "schwarz" },
  set: "paper",
};
const canvas: CalculatorMaterialOption = {
  ...poster,
  value: "leinwand",
  initiallySelectedFormat: "300x200",
  context: { materialType: "leinwand", frameType: "schattenfuge-leinwand", frameVariant: "schwarz-lack" },
};
const options = [poster, canvas];

describe("calculator state (section 4)", () => {
  it("starts with the selected material and its initially selected format", () => {
    expect(initialState(options, "poster")).toEqual({ material: "poster", format: "600x400" });
  });

  it("lets a preselected SKU context set material and format", () => {
    expect(initialState(options, "poster", { material: "leinwand", format: "300x200" })).toEqual({
      material: "leinwand",
      format: "300x200",
    });
    expect(initialState(options, "poster", { material: "leinwand", format: "750x500" })).toMatchObject({
      format: "750x500",
      extra: "750x500",
    });
    expect(initialState(options, "poster", { material: "marmor", format: "300x200" })).toEqual({
      material: "poster",
      format: "600x400",
    });
  });

  it("resets the format to the material's initially selected format when the material changes", () => {
    expect(selectMaterial(options, "leinwand")).toEqual({ material: "leinwand", format: "300x200" });
  });

  it("shows a format chosen in 'more formats' as the extra entry until another is picked", () => {
    const withExtra = selectFormat({ material: "poster", format: "600x400" }, poster, "750x500");
    expect(withExtra).toEqual({ material: "poster", format: "750x500", extra: "750x500" });
    expect(visibleFormats("framedMaterial", poster, withExtra).map((f) => f.value)).toEqual([
      "300x200",
      "600x400",
      "750x500",
    ]);
    const cleared = selectFormat(withExtra, poster, "300x200");
    expect(cleared.extra).toBeUndefined();
    expect(visibleFormats("framedMaterial", poster, cleared).map((f) => f.value)).toEqual(["300x200", "600x400"]);
  });

  it("offers 'more formats' for frame products only", () => {
    expect(hasMoreFormats("framedMaterial", poster)).toBe(true);
    expect(hasMoreFormats("photoFrame", poster)).toBe(true);
    expect(hasMoreFormats("photoprint", poster)).toBe(false);
    expect(visibleFormats("photoprint", poster, { material: "poster", format: "600x400" })).toHaveLength(3);
  });

  it("swaps formats to portrait when the swap is on", () => {
    expect(shownFormat("600x400", true)).toBe("400x600");
    expect(shownFormat("600x400", false)).toBe("600x400");
  });
});

describe("calculator call to action (section 2, 'Designer hand-off')", () => {
  const address = (
    product: Parameters<typeof handoffOptions>[0],
    extras = { isCollage: false, portraitSwap: false, designId: undefined as string | undefined },
  ) => designerAddress(handoffOptions(product, poster, "600x400", extras), DEFAULT_BASE_PATHS, "fr-CH");

  it("sends a framed material to the photo frame designer with material and frame", () => {
    expect(address("framedMaterial")).toBe(
      "/bff/designer/photo-frame/?materialType=poster&frameType=holzrahmen&frameVariant=schwarz&formatType=600x400&locale=fr-CH",
    );
  });

  it("sends a photo frame without the material", () => {
    expect(address("photoFrame")).toBe(
      "/bff/designer/photo-frame/?frameType=holzrahmen&frameVariant=schwarz&formatType=600x400&locale=fr-CH",
    );
  });

  it("sends a collage to the collage designer with its design id", () => {
    expect(address("collage", { isCollage: true, portraitSwap: false, designId: "1" })).toBe(
      "/bff/designer/collage/?designId=1&materialType=poster&formatType=600x400&locale=fr-CH",
    );
  });

  it("hands off the portrait format when the swap is on", () => {
    expect(address("photoprint", { isCollage: false, portraitSwap: true, designId: undefined })).toContain(
      "formatType=400x600",
    );
  });

  it("sends a photo box calculator to the photo box designer", () => {
    const box: CalculatorMaterialOption = { ...poster, value: "small", context: { photoboxType: "small" } };
    expect(
      designerAddress(
        handoffOptions("photobox", box, "130x90", { isCollage: false, portraitSwap: false }),
        DEFAULT_BASE_PATHS,
        "de-DE",
      ),
    ).toBe("/bff/designer/photobox/?type=small&width=130&height=90&locale=de-DE");
  });
});
