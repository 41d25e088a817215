import { describe, expect, it } from "vitest";
import {
  PICTURE_WIDTHS,
  densitySrcSet,
  parseVariantPath,
  placeholderUrl,
  resizedUrl,
  responsiveImage,
  variantFile,
  widthSrcSet,
} from "./image-url.ts";

const drawn = "/content/images/canvas-0123456789.webp";
const storyblok = "https://a.storyblok.com/f/287146/1600x1200/4d1a2b3c4e/canvas.webp";

describe("content picture addresses (section 9, Images)", () => {
  it("asks Storyblok's image service for webp at quality 85 and the drawn pictures by the same path", () => {
    expect(resizedUrl(storyblok, 400, 300)).toBe(`${storyblok}/m/400x300/filters:quality(85):format(webp)`);
    expect(resizedUrl(drawn, 399.6, 0)).toBe(`${drawn}/m/400x0/filters:quality(85):format(webp)`);
  });

  it("leaves vector files and unknown hosts as they are, with no srcset", () => {
    for (const src of [
      "/content/images/flag-de.svg",
      "https://example.com/a.jpg",
      "/content/images/canvas.webp",
      "https://a.storyblok.com/f/1/logo.svg",
    ]) {
      expect(resizedUrl(src, 100, 100)).toBe(src);
      expect(densitySrcSet(src, 100, 100)).toBeUndefined();
      expect(widthSrcSet(src, 0.75)).toBeUndefined();
      expect(placeholderUrl(src)).toBeUndefined();
      expect(responsiveImage(src, { width: 100, height: 100, sizes: "50vw" })).toEqual({ src });
    }
  });

  it("gives fixed boxes densities 1 and 2", () => {
    expect(densitySrcSet(drawn, 130, 130)).toBe(
      `${drawn}/m/130x130/filters:quality(85):format(webp) 1x, ${drawn}/m/260x260/filters:quality(85):format(webp) 2x`,
    );
    const image = responsiveImage(storyblok, { width: 110, height: 73 });
    expect(image.srcSet).toBe(
      `${storyblok}/m/110x73/filters:quality(85):format(webp) 1x, ${storyblok}/m/220x146/filters:quality(85):format(webp) 2x`,
    );
    expect(image.sizes).toBeUndefined();
    expect(image.src).toBe(`${storyblok}/m/110x73/filters:quality(85):format(webp)`);
  });

  it("gives fluid boxes a width set in the box's ratio, with sizes only beside a srcset", () => {
    const image = responsiveImage(drawn, { width: 800, height: 450, sizes: "(min-width: 960px) 896px, 100vw" });
    const candidates = image.srcSet!.split(", ");
    expect(candidates).toHaveLength(PICTURE_WIDTHS.length);
    expect(candidates[0]).toBe(`${drawn}/m/160x90/filters:quality(85):format(webp) 160w`);
    expect(candidates.at(-1)).toBe(`${drawn}/m/1600x900/filters:quality(85):format(webp) 1600w`);
    expect(image.sizes).toBe("(min-width: 960px) 896px, 100vw");
  });

  it("has a 10x10 placeholder at quality 50 with blur 3", () => {
    expect(placeholderUrl(drawn)).toBe(`${drawn}/m/10x10/filters:quality(50):blur(3)`);
    expect(responsiveImage(storyblok, { width: 10, height: 10 }).placeholder).toBe(
      `${storyblok}/m/10x10/filters:quality(50):blur(3)`,
    );
  });
});

describe("resize paths of drawn pictures", () => {
  it("reads what the builder writes and picks the smallest drawn width that covers the box", () => {
    const request = (url: string) =>
      parseVariantPath(url) as Exclude<ReturnType<typeof parseVariantPath>, string | undefined>;
    expect(variantFile(request(resizedUrl(drawn, 160, 120)))).toBe("/content/images/canvas-0123456789/160.webp");
    expect(variantFile(request(resizedUrl(drawn, 161, 0)))).toBe("/content/images/canvas-0123456789/320.webp");
    // A square box of 260 crops a 4:3 picture: it needs 347 px of width.
    expect(variantFile(request(resizedUrl(drawn, 260, 260)))).toBe("/content/images/canvas-0123456789/480.webp");
    expect(variantFile(request(resizedUrl(drawn, 0, 600)))).toBe("/content/images/canvas-0123456789/800.webp");
    expect(variantFile(request(resizedUrl(drawn, 1600, 1200)))).toBe(drawn);
    expect(variantFile(request(resizedUrl(drawn, 3000, 2000)))).toBe(drawn);
    expect(variantFile(request(placeholderUrl(drawn)!))).toBe("/content/images/canvas-0123456789/placeholder.webp");
    expect(variantFile(request(`${drawn}/m/10x10`))).toBe("/content/images/canvas-0123456789/160.webp");
  });

  it("says what is wrong with a malformed path and ignores other paths", () => {
    expect(parseVariantPath("/content/images/flag-de.svg")).toBeUndefined();
    expect(parseVariantPath("/assets/app.js")).toBeUndefined();
    expect(parseVariantPath(`${drawn}/m/abc`)).toBe("size must be WIDTHxHEIGHT");
    expect(parseVariantPath(`${drawn}/m/0x0`)).toMatch(/between/);
    expect(parseVariantPath(`${drawn}/m/99999x1`)).toMatch(/between/);
    expect(parseVariantPath(`${drawn}/m/10x10/filters:format(png)`)).toBe("only the webp format is served");
    expect(parseVariantPath(`${drawn}/m/10x10/filters:quality(101)`)).toBe("quality must be 0 to 100");
    expect(parseVariantPath(`${drawn}/m/10x10/filters:grayscale()`)).toMatch(/unknown filter/);
    expect(parseVariantPath("/content/images/x.webp/m/10x10")).toBe("not a drawn picture");
  });
});
