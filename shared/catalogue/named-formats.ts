/**
 * Formats the catalogue names by key instead of `width x height` (section 3, "Enumerations"):
 * calendar formats `a3`..`a6` portrait and landscape and `square-145/200/300`, photo book formats
 * `din-landscape`, `din-portrait` and `square`. Their sizes in millimetres, and one label for any
 * catalogue format in the shopper's unit, so the calculator and the formats table read alike.
 */
import { type FormatSize, parseFormat } from "./format-string.ts";
import { formatLabel } from "./units.ts";
import type { Unit } from "../site/locales.ts";

const DIN: Record<string, [number, number]> = { a3: [297, 420], a4: [210, 297], a5: [148, 210], a6: [105, 148] };

/** The DIN name (A4) and the size of a named format; undefined for keys that are not formats. */
export function namedFormat(key: string): { name?: string; size: FormatSize } | undefined {
  const din = /^(a[3-6])-(portrait|landscape)$/.exec(key);
  if (din) {
    const [short, long] = DIN[din[1]];
    return {
      name: din[1].toUpperCase(),
      size: din[2] === "portrait" ? { width: short, height: long } : { width: long, height: short },
    };
  }
  const square = /^square-([1-9]\d{1,3})$/.exec(key);
  if (square) return { size: { width: Number(square[1]), height: Number(square[1]) } };
  if (key === "din-landscape") return { name: "A4", size: { width: 297, height: 210 } };
  if (key === "din-portrait") return { name: "A4", size: { width: 210, height: 297 } };
  if (key === "square") return { size: { width: 300, height: 300 } };
  return undefined;
}

/** `300x200` -> `30 x 20 cm`; `a4-portrait` -> `A4 · 21 x 29.7 cm` (`29,7` in de-DE); `square` -> `30 x 30 cm` (inches for en-US). */
export function catalogueFormatLabel(key: string, unit: Unit, locale?: string): string {
  if (parseFormat(key)) return formatLabel(key, unit, locale);
  const named = namedFormat(key);
  if (!named) return key;
  const size = formatLabel(named.size, unit, locale);
  return named.name ? `${named.name} · ${size}` : size;
}
