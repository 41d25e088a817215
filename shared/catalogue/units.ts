/**
 * Formats shown in the shopper's unit (section 3, "Units"; "Catalogue vocabulary"): centimetres
 * everywhere, inches for en-US. Photo box keys 100x100 ... 300x200 read 10x10 ... 30x20 cm, and in
 * the US 4x4, 4x4.5, 5x3.5, 6x4, 7x5 and 12x8: inches rounded to the nearest half inch. A side with
 * a fraction is written with the locale's decimal separator: 29,7 cm in Germany and France, 29.7 cm
 * in Switzerland's German and Italian and in English.
 */
import type { Unit } from "../site/locales.ts";
import { type FormatSize, parseFormat } from "./format-string.ts";

const MM_PER_INCH = 25.4;

function trim(value: number): string {
  return String(Number(value.toFixed(1)));
}

export function sideInUnit(mm: number, unit: Unit): string {
  if (unit === "in") return trim(Math.round((mm / MM_PER_INCH) * 2) / 2);
  if (unit === "cm") return trim(mm / 10);
  return String(mm);
}

const separators = new Map<string, string>();

/** The locale's decimal separator (`,` for de-DE, `.` for de-CH and en); `.` without a locale. */
function decimalSeparator(locale: string | undefined): string {
  if (!locale) return ".";
  let separator = separators.get(locale);
  if (separator === undefined) {
    separator = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === "decimal")?.value ?? ".";
    separators.set(locale, separator);
  }
  return separator;
}

/** `300x200` -> `30 x 20 cm`, or `12 x 8 in` for inches; `297x420` in de-DE -> `29,7 x 42 cm`. */
export function formatLabel(format: string | FormatSize, unit: Unit, locale?: string): string {
  const d = typeof format === "string" ? parseFormat(format) : format;
  if (!d) return String(format);
  const suffix = unit === "none" ? "" : ` ${unit}`;
  const side = (mm: number) => sideInUnit(mm, unit).replace(".", decimalSeparator(locale));
  return `${side(d.width)} x ${side(d.height)}${suffix}`;
}
