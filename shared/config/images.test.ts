import { describe, expect, it } from "vitest";
import {
  DEFAULT_IMAGE_FORMAT,
  DEFAULT_IMAGE_PROVIDER,
  FLYOUT_IMAGE_WIDTHS,
  IMAGE_DECODING,
  IMAGE_DENSITIES,
  IMAGE_LOADING,
  IMAGE_PLACEHOLDER,
  IMAGE_QUALITY,
  PAYMENT_LOGO,
  SUB_NAVIGATION_TILES,
} from "./images.ts";

describe("image constants (section 9, 'Images'; section 5)", () => {
  it("uses quality 85, densities 1 and 2, webp and the ipx provider by default", () => {
    expect(IMAGE_QUALITY).toBe(85);
    expect(IMAGE_DENSITIES).toEqual([1, 2]);
    expect(DEFAULT_IMAGE_FORMAT).toBe("webp");
    expect(DEFAULT_IMAGE_PROVIDER).toBe("ipx");
  });

  it("has a 10x10 placeholder with quality 50, blur 3 and background #EFEFEF", () => {
    expect(IMAGE_PLACEHOLDER).toEqual({ width: 10, height: 10, quality: 50, blur: 3, background: "#EFEFEF" });
  });

  it("has the flyout image widths", () => {
    expect(FLYOUT_IMAGE_WIDTHS).toEqual({
      calendar: 130,
      cardAdditional: 80,
      cardOccasion: 130,
      collageCategory: 130,
      frameColors: 48,
      frameOther: 60,
      framePoster: 150,
      photobookCategory: 170,
      photobookWithoutTemplate: 153,
      photobookSubline: 73,
      wallart: 150,
      wallartExperiment: 120,
    });
  });

  it("has sub-navigation tiles circle 76x76, square 110x73, square-image 110x110 and payment logos 73/32 at 73px", () => {
    expect(SUB_NAVIGATION_TILES).toEqual({
      circle: { width: 76, height: 76 },
      square: { width: 110, height: 73 },
      squareImage: { width: 110, height: 110 },
    });
    expect(PAYMENT_LOGO).toEqual({ aspectRatio: "73/32", width: 73 });
  });

  it("accepts lazy or eager loading and async, auto or sync decoding", () => {
    expect(IMAGE_LOADING).toEqual(["lazy", "eager"]);
    expect(IMAGE_DECODING).toEqual(["async", "auto", "sync"]);
  });
});
