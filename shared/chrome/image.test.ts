import { describe, expect, it } from "vitest";
import {
  type ImageWarning,
  decodingOf,
  densitiesOf,
  imageUrl,
  loadingOf,
  parseAspectRatio,
  placeholderUrl,
  sizesAttribute,
  srcSet,
} from "./image.ts";

function collect() {
  const warnings: ImageWarning[] = [];
  return { warnings, warn: (w: ImageWarning) => warnings.push(w) };
}

describe("image rules (section 5)", () => {
  it("accepts an aspect ratio of number/number and warns about anything else", () => {
    const { warnings, warn } = collect();
    expect(parseAspectRatio("73/32", warn)).toBeCloseTo(2.28125);
    expect(parseAspectRatio("16:9", warn)).toBeUndefined();
    expect(parseAspectRatio("4/0", warn)).toBeUndefined();
    expect(warnings.map((w) => w.code)).toEqual(["image-aspect-ratio", "image-aspect-ratio"]);
  });

  it("accepts only px or vw sizes", () => {
    const { warnings, warn } = collect();
    expect(sizesAttribute([{ size: "100vw" }, { minWidth: 1000, size: "130px" }, { size: "50%" }], warn)).toBe(
      "(min-width: 1000px) 130px, 100vw",
    );
    expect(warnings).toEqual([{ code: "image-sizes", value: "50%" }]);
  });

  it("defaults densities to 1 and 2 and never leaves them empty", () => {
    const { warnings, warn } = collect();
    expect(densitiesOf(undefined, warn)).toEqual([1, 2]);
    expect(densitiesOf([], warn)).toEqual([1, 2]);
    expect(densitiesOf([1, 3], warn)).toEqual([1, 3]);
    expect(warnings.map((w) => w.code)).toEqual(["image-densities"]);
  });

  it("accepts only lazy or eager loading and async, auto or sync decoding", () => {
    const { warnings, warn } = collect();
    expect(loadingOf("eager", warn)).toBe("eager");
    expect(loadingOf("soon", warn)).toBe("lazy");
    expect(decodingOf("sync", warn)).toBe("sync");
    expect(decodingOf("later", warn)).toBe("async");
    expect(warnings.map((w) => w.code)).toEqual(["image-loading", "image-decoding"]);
  });

  it("requests quality 85 webp at each density, and a 10x10 blurred placeholder", () => {
    const src = "https://a.storyblok.com/f/1/cal.jpg";
    expect(srcSet(src, 130, 90, [1, 2])).toBe(
      `${src}/m/130x90/filters:quality(85):format(webp) 1x, ${src}/m/260x180/filters:quality(85):format(webp) 2x`,
    );
    expect(placeholderUrl(src)).toBe(`${src}/m/10x10/filters:quality(50):blur(3)`);
    expect(imageUrl("/images/a.jpg", 100, undefined)).toBe("/_ipx/w_100&q_85&f_webp/images/a.jpg");
    expect(srcSet("/images/nav/card.svg", 130, 90, [1, 2])).toBeUndefined();
  });

  it("throws for an unknown provider", () => {
    expect(() => imageUrl("/a.jpg", 10, 10, "cloudinary" as never)).toThrow("unknown image provider");
  });
});
