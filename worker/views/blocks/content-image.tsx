/**
 * A content picture (section 9 "Images"): responsive through `shared/content/image-url.ts` (a width
 * set with `sizes` for the fluid boxes of the content blocks, densities 1 and 2 for fixed ones),
 * webp at quality 85, the 10x10 blurred placeholder on #EFEFEF behind it until it loads. The page's
 * main picture (the first of its teaser or body, `main-picture.ts`) loads at once with high
 * priority, once per page; every other picture lazily.
 */
import { type CSSProperties, createContext, type ReactNode, useContext } from "react";
import { IMAGE_PLACEHOLDER } from "../../../shared/config/images.ts";
import { responsiveImage } from "../../../shared/content/image-url.ts";
import type { AssetValue } from "../../content/types.ts";

/**
 * How wide each box of the content blocks is shown (client/styles/blocks.css: content at most
 * 1280 px wide, grids of two columns on phones and three to six from 768 px), by the box the block
 * asks for. A box not listed here is a fixed one and gets densities.
 */
export const CONTENT_SIZES: Readonly<Record<string, string>> = {
  /** Stage of the teaser: full width on phones, the larger of two columns from 768 px. */
  "800x600": "(min-width: 1280px) 690px, (min-width: 768px) 54vw, 100vw",
  /** Video poster, at most 56rem wide. */
  "800x450": "(min-width: 960px) 896px, 100vw",
  /** Product detail picture: half the content from 768 px. */
  "600x450": "(min-width: 1280px) 620px, (min-width: 768px) 50vw, 100vw",
  /** Product cards: two columns on phones, three or four from 768 px. */
  "400x300": "(min-width: 1280px) 410px, (min-width: 768px) 33vw, 50vw",
  /** Customer pictures: always two columns. */
  "300x225": "(min-width: 1280px) 630px, 50vw",
  /** Category and theme tiles: two columns on phones, up to six from 768 px. */
  "200x150": "(min-width: 1280px) 320px, (min-width: 768px) 25vw, 50vw",
};

/** The page's main picture; the first image that shows it claims the high priority. */
const MainPicture = createContext<{ filename: string | undefined; claimed: boolean } | null>(null);

export function MainPictureScope({ filename, children }: { filename: string | undefined; children: ReactNode }) {
  return <MainPicture.Provider value={{ filename, claimed: false }}>{children}</MainPicture.Provider>;
}

/**
 * The placeholder behind a picture (decision 211): a picture loaded at once has it at once; a lazy
 * one gets its address in `--placeholder`, which client/styles/shop.css draws once the first
 * screen is painted, so the first frame does not ask for a placeholder of every picture below it.
 */
export function placeholderStyle(placeholder: string | undefined, eager: boolean): CSSProperties {
  if (!placeholder) return { background: IMAGE_PLACEHOLDER.background };
  if (eager) return { background: `${IMAGE_PLACEHOLDER.background} url("${placeholder}") center / cover no-repeat` };
  return { backgroundColor: IMAGE_PLACEHOLDER.background, "--placeholder": `url("${placeholder}")` } as CSSProperties;
}

export function ContentImage({
  image,
  width,
  height,
  eager,
  caption,
  sizes,
}: {
  image: AssetValue;
  width: number;
  height: number;
  eager?: boolean;
  caption?: string;
  sizes?: string;
}) {
  const main = useContext(MainPicture);
  let priority = Boolean(eager);
  if (main && !main.claimed && main.filename === image.filename && width >= 400) {
    main.claimed = true;
    priority = true;
  } else if (main?.claimed && main.filename === image.filename) {
    priority = false;
  }
  // Beside a caption that says the same (the tile's title), the alt stays empty (WCAG H2).
  const alt = caption !== undefined && image.alt.trim().toLowerCase() === caption.trim().toLowerCase() ? "" : image.alt;
  const picture = responsiveImage(image.filename, {
    width,
    height,
    sizes: sizes ?? CONTENT_SIZES[`${width}x${height}`],
  });
  return (
    <img
      src={picture.src}
      srcSet={picture.srcSet}
      sizes={picture.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      style={placeholderStyle(picture.placeholder, priority)}
    />
  );
}
