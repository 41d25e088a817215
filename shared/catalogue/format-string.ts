/**
 * Format strings (specification section 3, "Price, format and SKU shapes"; section 5): width and
 * height joined by `x`, for example `300x200`. Both are positive integers without a leading zero.
 * Dimensions can be swapped, and the orientation follows from them. No zod here: the price
 * calculator island imports this file, and zod would weigh 90 KB gzip on its page (decision 097).
 */
/** Positive integer, `x`, positive integer, no leading zero (section 5). */
export const FORMAT_STRING_PATTERN = /^[1-9]\d*x[1-9]\d*$/;

export interface FormatSize {
  width: number;
  height: number;
}

export type Orientation = "portrait" | "landscape" | "square";

/** `300x200` -> `{ width: 300, height: 200 }`; anything else (or a side beyond a safe integer) -> undefined. */
export function parseFormat(value: string): FormatSize | undefined {
  if (!FORMAT_STRING_PATTERN.test(value)) return undefined;
  const [width, height] = value.split("x").map(Number);
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height)) return undefined;
  return { width, height };
}

export function isFormatString(value: string): boolean {
  return parseFormat(value) !== undefined;
}

/** `{ width: 300, height: 200 }` -> `300x200`; throws a RangeError for sides that are not positive integers. */
export function toFormatString({ width, height }: FormatSize): string {
  if (!isPositiveInteger(width) || !isPositiveInteger(height)) {
    throw new RangeError(`Format sides must be positive integers, got ${width}x${height}`);
  }
  return `${width}x${height}`;
}

/** `300x200` -> `200x300` (section 3: dimensions can be swapped); undefined for an invalid string. */
export function swapFormat(value: string): string | undefined {
  const size = parseFormat(value);
  return size && toFormatString({ width: size.height, height: size.width });
}

/** Wider than high is landscape, higher than wide is portrait, equal sides are square. */
export function orientationOf({ width, height }: FormatSize): Orientation {
  if (width > height) return "landscape";
  if (width < height) return "portrait";
  return "square";
}

function isPositiveInteger(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0;
}
