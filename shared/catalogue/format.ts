/**
 * Format strings (section 3, "Price, format and SKU shapes"; section 5): width and height in
 * millimetres joined by x, both positive integers without a leading zero, for example 300x200.
 */
export interface Dimensions {
  width: number;
  height: number;
}

export type Orientation = "landscape" | "portrait" | "square";

/** Longest side we accept, so a format string can never be an absurd number. */
const MAX_SIDE = 100_000;
const FORMAT_PATTERN = /^([1-9]\d{0,5})x([1-9]\d{0,5})$/;

export function parseFormat(value: string): Dimensions | undefined {
  const match = FORMAT_PATTERN.exec(value);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width <= MAX_SIDE && height <= MAX_SIDE ? { width, height } : undefined;
}

export function isFormat(value: string): boolean {
  return parseFormat(value) !== undefined;
}

export function formatOf({ width, height }: Dimensions): string {
  return `${width}x${height}`;
}

/** Dimensions can be swapped, so portrait or landscape can be derived (section 3). */
export function swapFormat(value: string): string {
  const d = parseFormat(value);
  return d ? formatOf({ width: d.height, height: d.width }) : value;
}

export function orientationOf({ width, height }: Dimensions): Orientation {
  if (width === height) return "square";
  return width > height ? "landscape" : "portrait";
}

/** The portrait form of a format: the longer side becomes the height. */
export function portraitFormat(value: string): string {
  const d = parseFormat(value);
  return d && d.width > d.height ? formatOf({ width: d.height, height: d.width }) : value;
}

/** An inlay counts as square if its sides differ by less than 3 mm (section 9). */
export const INLAY_SQUARE_TOLERANCE_MM = 3;

export function isSquareInlay({ width, height }: Dimensions): boolean {
  return Math.abs(width - height) < INLAY_SQUARE_TOLERANCE_MM;
}
