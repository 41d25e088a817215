/**
 * Addresses of content pictures (specification section 9 "Images"; section 7, image requests): one
 * pure module for every picture the shop shows from its content.
 *
 * - Assets of a real Storyblok space (`https://a.storyblok.com/f/...`) go through Storyblok's image
 *   service: `{asset}/m/{W}x{H}/filters:quality(85):format(webp)`.
 * - The shop's own drawn pictures of the embedded content (`/content/images/{name}-{hash}.webp`,
 *   `npm run pictures`) use the same path shape; the worker answers it from the pre-drawn widths
 *   (`worker/routes/content-images.ts`, decision 095).
 * - Vector files and anything else are used as they are: no `srcset`, and so never a `sizes`.
 */
import { IMAGE_DENSITIES, IMAGE_PLACEHOLDER, IMAGE_QUALITY } from "../config/images.ts";

/** The widths every embedded picture is drawn at (`scripts/draw-products.mjs` draws the same). */
export const PICTURE_WIDTHS = [160, 320, 480, 800, 1200, 1600] as const;
/** The drawn pictures' shape: 4 wide, 3 high. */
export const PICTURE_RATIO = 3 / 4;

const STORYBLOK_ASSET = /^https:\/\/a\.storyblok\.com\/f\/\d+\/[^?#\s]+\.(?:jpe?g|png|webp|gif|avif)$/i;
/** `/content/images/canvas-0123456789.webp`: a drawn picture; its name carries a hash of the drawing. */
export const EMBEDDED_PICTURE = /^\/content\/images\/([a-z0-9]+(?:-[a-z0-9]+)*)-([0-9a-f]{10})\.webp$/;

export type PictureSource = "storyblok" | "embedded" | "plain";

export function pictureSource(src: string): PictureSource {
  if (STORYBLOK_ASSET.test(src)) return "storyblok";
  if (EMBEDDED_PICTURE.test(src)) return "embedded";
  return "plain";
}

/** Whether the picture can be asked for at other sizes (and so gets a `srcset`). */
export const isResizable = (src: string) => pictureSource(src) !== "plain";

const px = (n: number) => Math.max(0, Math.round(n));

/** The picture at W x H (0 keeps the ratio), webp at quality 85; a plain file as it is. */
export function resizedUrl(src: string, width: number, height = 0, quality: number = IMAGE_QUALITY): string {
  if (!isResizable(src)) return src;
  return `${src}/m/${px(width)}x${px(height)}/filters:quality(${quality}):format(webp)`;
}

/** The 10 x 10 placeholder at quality 50 with blur 3, shown on #EFEFEF until the picture loads. */
export function placeholderUrl(src: string): string | undefined {
  if (!isResizable(src)) return undefined;
  const p = IMAGE_PLACEHOLDER;
  return `${src}/m/${p.width}x${p.height}/filters:quality(${p.quality}):blur(${p.blur})`;
}

/** A fixed-size picture: `url 1x, url 2x` (densities 1 and 2 unless given). */
export function densitySrcSet(
  src: string,
  width: number,
  height: number,
  densities: readonly number[] = IMAGE_DENSITIES,
): string | undefined {
  if (!isResizable(src) || densities.length === 0) return undefined;
  return densities.map((d) => `${resizedUrl(src, width * d, height * d)} ${d}x`).join(", ");
}

/** A fluid picture: one candidate per drawn width, cropped to the box's ratio (`height / width`). */
export function widthSrcSet(
  src: string,
  ratio: number,
  widths: readonly number[] = PICTURE_WIDTHS,
): string | undefined {
  if (!isResizable(src) || widths.length === 0) return undefined;
  return widths.map((w) => `${resizedUrl(src, w, w * ratio)} ${w}w`).join(", ");
}

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  /** Only with a `srcSet`: `sizes` alone is invalid HTML. */
  sizes?: string;
  placeholder?: string;
}

/**
 * The attributes of one content picture shown in a W x H box: with `sizes` (a fluid box) a width
 * set, else densities 1 and 2. A picture that cannot be resized gets neither.
 */
export function responsiveImage(
  src: string,
  box: { width: number; height: number; sizes?: string; densities?: readonly number[] },
): ResponsiveImage {
  if (!isResizable(src)) return { src };
  const placeholder = placeholderUrl(src);
  if (box.sizes) {
    const srcSet = widthSrcSet(src, box.height / box.width);
    return { src: resizedUrl(src, box.width, box.height), srcSet, sizes: srcSet ? box.sizes : undefined, placeholder };
  }
  return {
    src: resizedUrl(src, box.width, box.height),
    srcSet: densitySrcSet(src, box.width, box.height, box.densities),
    placeholder,
  };
}

export interface VariantRequest {
  /** The drawn picture's own file: `/content/images/canvas-0123456789.webp`. */
  asset: string;
  width: number;
  height: number;
  placeholder: boolean;
}

const MAX_SIDE = 4000;

/**
 * Reads a resize path of a drawn picture (`/content/images/x-<hash>.webp/m/640x480/filters:...`):
 * undefined when the path is not one, a string saying what is wrong when it is malformed.
 */
export function parseVariantPath(pathname: string): VariantRequest | string | undefined {
  const match = /^(\/content\/images\/[^/]+\.webp)\/m\/([^/]*)(?:\/(filters:[^/]*))?\/?$/.exec(pathname);
  if (!match) return undefined;
  const [, asset, size, filters = ""] = match;
  if (!EMBEDDED_PICTURE.test(asset)) return "not a drawn picture";
  const dims = /^(\d{1,5})x(\d{1,5})$/.exec(size);
  if (!dims) return "size must be WIDTHxHEIGHT";
  const [width, height] = [Number(dims[1]), Number(dims[2])];
  if (width > MAX_SIDE || height > MAX_SIDE || (width === 0 && height === 0))
    return `size must be between 1 and ${MAX_SIDE} pixels`;
  let blur = 0;
  for (const filter of filters
    .replace(/^filters:/, "")
    .split(":")
    .filter(Boolean)) {
    const f = /^(quality|format|blur)\(([a-z0-9]{1,8})\)$/.exec(filter);
    if (!f) return `unknown filter '${filter.slice(0, 40)}'`;
    if (f[1] === "quality" && !(/^\d{1,3}$/.test(f[2]) && Number(f[2]) <= 100)) return "quality must be 0 to 100";
    if (f[1] === "format" && f[2] !== "webp") return "only the webp format is served";
    if (f[1] === "blur") {
      if (!/^\d{1,3}$/.test(f[2])) return "blur must be a number";
      blur = Number(f[2]);
    }
  }
  const p = IMAGE_PLACEHOLDER;
  return { asset, width, height, placeholder: blur > 0 && width <= p.width && height <= p.height };
}

/**
 * The pre-drawn file that answers a request: the placeholder, else the smallest drawn width that
 * covers the box once cropped to it (the page crops with object-fit: cover), else the largest.
 */
export function variantFile(request: VariantRequest): string {
  const base = request.asset.replace(/\.webp$/, "");
  if (request.placeholder) return `${base}/placeholder.webp`;
  const needed = Math.max(request.width, request.height / PICTURE_RATIO);
  const width = PICTURE_WIDTHS.find((w) => w >= needed) ?? PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];
  return width === PICTURE_WIDTHS.at(-1) ? request.asset : `${base}/${width}.webp`;
}
