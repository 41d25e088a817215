/**
 * The picture of each product of the overview (`/web-api/products`, docs/decisions/188): one of the
 * shop's drawn pictures (`npm run pictures`), by the product's key. The overview answers its file,
 * as a real catalogue answers its product pictures; the shop sizes it like any content picture.
 */
import pictures from "../../content/source/pictures.json";

const DRAWN: Record<string, { file: string }> = pictures;

/** Product key -> the drawn picture's name. */
const PRODUCT_PICTURES: Record<string, string> = {
  "wall-art": "wallart",
  "framed-prints": "frame",
  "photo-frames": "frame-oak",
  collage: "collage",
  photobox: "photobox",
  cards: "card",
  calendars: "calendar",
  photobooks: "photobook",
};

/** The product's picture file, or null when it has none. */
export function productPicture(key: string): string | null {
  const name = PRODUCT_PICTURES[key];
  return (name && DRAWN[name]?.file) || null;
}
