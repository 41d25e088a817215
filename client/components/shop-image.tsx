/**
 * The image component (specification section 5, "Images"; section 8, "Image load error";
 * section 9, "Images"): width and height always set (no layout shift), densities 1 and 2,
 * px or vw sizes, lazy or eager loading, async/auto/sync decoding, and the #EFEFEF placeholder
 * behind it. A failed load hides the image and leaves the placeholder: one listener for the
 * whole page does that (`client/services/page-images.ts`), so server-only images get it too.
 */
import {
  type ImageWarning,
  type SizeEntry,
  decodingOf,
  densitiesOf,
  imageUrl,
  loadingOf,
  parseAspectRatio,
  placeholderUrl,
  sizesAttribute,
  srcSet,
} from "../../shared/chrome/image.ts";

const warn = (w: ImageWarning) => console.warn(JSON.stringify({ level: "warn", ...w }));

export interface ShopImageProps {
  src: string;
  alt: string;
  width: number;
  /** Either a height or an aspect ratio `w/h`. */
  height?: number;
  aspectRatio?: string;
  sizes?: SizeEntry[];
  densities?: number[];
  loading?: string;
  decoding?: string;
  className?: string;
}

export function ShopImage(props: ShopImageProps) {
  const ratio = parseAspectRatio(props.aspectRatio, warn);
  const height = props.height ?? (ratio ? Math.round(props.width / ratio) : props.width);
  const densities = densitiesOf(props.densities, warn);
  const placeholder = placeholderUrl(props.src);
  const set = srcSet(props.src, props.width, height, densities);
  const loading = loadingOf(props.loading, warn);
  const url = placeholder ? `url("${placeholder}")` : undefined;
  // A lazy picture's placeholder waits for the first screen's paint (decision 211, shop.css).
  const style = {
    aspectRatio: `${props.width} / ${height}`,
    ...(loading === "eager" ? { backgroundImage: url } : { "--placeholder": url }),
  };
  return (
    <span className={`shop-image ${props.className ?? ""}`.trim()} style={style}>
      <img
        src={imageUrl(props.src, props.width, height)}
        srcSet={set}
        sizes={set && props.sizes ? sizesAttribute(props.sizes, warn) : undefined}
        width={props.width}
        height={height}
        alt={props.alt}
        loading={loading}
        decoding={decodingOf(props.decoding, warn)}
      />
    </span>
  );
}
