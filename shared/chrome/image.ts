/**
 * The image component's rules (specification section 5, "Images"; section 7, image requests;
 * section 8, "Image load error"; section 9, "Images"): aspect ratio `number/number` (else a console
 * warning), sizes in px or vw only, densities 1 and 2 by default and never empty, loading lazy or
 * eager, decoding async, auto or sync; quality 85, webp, and a 10x10 blurred placeholder on #EFEFEF.
 */

import {
  DEFAULT_IMAGE_FORMAT as DEFAULT_FORMAT,
  IMAGE_DENSITIES as DEFAULT_DENSITIES,
  IMAGE_QUALITY,
} from "../config/images.ts";
import { isResizable, placeholderUrl as contentPlaceholder, resizedUrl } from "../content/image-url.ts";

export type Loading = "lazy" | "eager";
export type Decoding = "async" | "auto" | "sync";
export type Provider = "ipx" | "storyblok" | "static";

/**
 * Default provider ipx (section 9); Storyblok assets and the shop's drawn pictures use Storyblok's
 * image service path (`shared/content/image-url.ts`); vector files are served as they are.
 */
export function providerFor(src: string): Provider {
  if (isResizable(src)) return "storyblok";
  if (/\.svg($|\?)/i.test(src)) return "static";
  return "ipx";
}

export interface ImageWarning {
  code: "image-aspect-ratio" | "image-sizes" | "image-densities" | "image-loading" | "image-decoding";
  value: string;
}

/** `16/9` -> 1.777…; anything else is undefined and a warning. */
export function parseAspectRatio(value: string | undefined, warn: (w: ImageWarning) => void): number | undefined {
  if (value === undefined) return undefined;
  const match = /^(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/.exec(value.trim());
  if (!match || Number(match[2]) === 0) {
    warn({ code: "image-aspect-ratio", value });
    return undefined;
  }
  return Number(match[1]) / Number(match[2]);
}

/** One `sizes` entry: a width in px or vw, optionally from a minimum viewport width up. */
export interface SizeEntry {
  minWidth?: number;
  size: string;
}

/** Keeps only px and vw values; the widest media query comes first, as browsers read them in order. */
export function sizesAttribute(entries: readonly SizeEntry[], warn: (w: ImageWarning) => void): string | undefined {
  const valid = entries.filter((entry) => {
    const ok = /^\d+(\.\d+)?(px|vw)$/.test(entry.size);
    if (!ok) warn({ code: "image-sizes", value: entry.size });
    return ok;
  });
  if (!valid.length) return undefined;
  return [...valid]
    .sort((a, b) => (b.minWidth ?? -1) - (a.minWidth ?? -1))
    .map((entry) => (entry.minWidth ? `(min-width: ${entry.minWidth}px) ${entry.size}` : entry.size))
    .join(", ");
}

export function densitiesOf(value: readonly number[] | undefined, warn: (w: ImageWarning) => void): number[] {
  if (value === undefined) return [...DEFAULT_DENSITIES];
  const valid = value.filter((d) => Number.isFinite(d) && d > 0);
  if (!valid.length) {
    warn({ code: "image-densities", value: JSON.stringify(value) });
    return [...DEFAULT_DENSITIES];
  }
  return valid;
}

export function loadingOf(value: string | undefined, warn: (w: ImageWarning) => void): Loading {
  if (value === undefined || value === "lazy" || value === "eager") return (value ?? "lazy") as Loading;
  warn({ code: "image-loading", value });
  return "lazy";
}

export function decodingOf(value: string | undefined, warn: (w: ImageWarning) => void): Decoding {
  if (value === undefined || value === "async" || value === "auto" || value === "sync")
    return (value ?? "async") as Decoding;
  warn({ code: "image-decoding", value });
  return "async";
}

/** The address of the image at a pixel size through its provider. */
export function imageUrl(
  src: string,
  width: number,
  height: number | undefined,
  provider: Provider = providerFor(src),
  quality: number = IMAGE_QUALITY,
): string {
  const w = Math.round(width);
  const h = height ? Math.round(height) : 0;
  switch (provider) {
    case "static":
      return src;
    case "storyblok":
      return resizedUrl(src, w, h, quality);
    case "ipx":
      return `/_ipx/w_${w}${h ? `&h_${h}` : ""}&q_${quality}&f_${DEFAULT_FORMAT}/${src.replace(/^\//, "")}`;
    default:
      throw new Error(`unknown image provider '${String(provider)}'`);
  }
}

/** `src 1x, src@2 2x` for the densities; vector files need only one entry. */
export function srcSet(
  src: string,
  width: number,
  height: number | undefined,
  densities: readonly number[],
): string | undefined {
  const provider = providerFor(src);
  if (provider === "static") return undefined;
  return densities
    .map((d) => `${imageUrl(src, width * d, height ? height * d : undefined, provider)} ${d}x`)
    .join(", ");
}

/** Section 9: the placeholder image (10x10, quality 50, blur 3) where the provider can make one. */
export function placeholderUrl(src: string): string | undefined {
  return contentPlaceholder(src);
}
