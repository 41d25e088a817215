/**
 * Formats and prices the content shows (section 3 "Price, format and SKU shapes"; section 9).
 * Prices are integer minor units per currency, so one story serves every country of a language.
 */
export type Currency = "eur" | "chf" | "gbp" | "usd";
export type Prices = Record<Currency, number>;

/** Rounds a converted price to a shop price ending in 95 (or 90 in CHF). */
function shopPrice(minor: number, ending: number): number {
  return Math.max(ending, Math.round((minor - ending) / 100) * 100 + ending);
}

export function pricesFrom(eur: number): Prices {
  if (eur < 100) return { eur, chf: Math.round(eur * 1.2), gbp: Math.round(eur * 0.9), usd: Math.round(eur * 1.1) };
  return { eur, chf: shopPrice(eur * 1.15, 90), gbp: shopPrice(eur * 0.87, 95), usd: shopPrice(eur * 1.1, 95) };
}

export interface FormatRow {
  /** The catalogue's format key, width x height (section 5: positive integers, no leading zero). */
  format: string;
  label: { cm: string; in: string };
  eur: number;
}

function cmRow(format: string, eur: number): FormatRow {
  const [w, h] = format.split("x").map(Number);
  return { format, label: { cm: `${w} x ${h} cm`, in: `${Math.round(w / 2.54)} x ${Math.round(h / 2.54)} in` }, eur };
}

export const WALL_ART_FORMATS: Record<"leinwand" | "poster" | "acrylglas" | "frame", FormatRow[]> = {
  leinwand: [cmRow("30x20", 2495), cmRow("40x30", 3495), cmRow("60x40", 4995), cmRow("90x60", 7995), cmRow("120x80", 11995)],
  poster: [cmRow("30x20", 995), cmRow("45x30", 1495), cmRow("60x40", 1995), cmRow("90x60", 2995), cmRow("120x80", 4495)],
  acrylglas: [cmRow("30x20", 3995), cmRow("45x30", 5495), cmRow("60x40", 7995), cmRow("90x60", 12995)],
  frame: [cmRow("30x20", 3995), cmRow("40x30", 4995), cmRow("60x40", 6995), cmRow("70x50", 8995)],
};

/** Photobox and photo print keys in millimetres, shown in cm or inches (section 3 "Catalogue vocabulary"). */
export const PRINT_FORMATS: FormatRow[] = [
  { format: "100x100", label: { cm: "10 x 10 cm", in: "4 x 4 in" }, eur: 9 },
  { format: "100x120", label: { cm: "10 x 12 cm", in: "4 x 4.5 in" }, eur: 12 },
  { format: "130x90", label: { cm: "13 x 9 cm", in: "5 x 3.5 in" }, eur: 12 },
  { format: "150x100", label: { cm: "15 x 10 cm", in: "6 x 4 in" }, eur: 15 },
  { format: "180x130", label: { cm: "18 x 13 cm", in: "7 x 5 in" }, eur: 29 },
  { format: "300x200", label: { cm: "30 x 20 cm", in: "12 x 8 in" }, eur: 99 },
];

export const CALENDAR_FORMATS: FormatRow[] = [
  { format: "148x210", label: { cm: "A5 (14,8 x 21 cm)", in: "A5 (5.8 x 8.3 in)" }, eur: 1495 },
  { format: "210x297", label: { cm: "A4 (21 x 29,7 cm)", in: "A4 (8.3 x 11.7 in)" }, eur: 1995 },
  { format: "297x420", label: { cm: "A3 (29,7 x 42 cm)", in: "A3 (11.7 x 16.5 in)" }, eur: 2995 },
  { format: "300x300", label: { cm: "30 x 30 cm", in: "12 x 12 in" }, eur: 2795 },
];

export const PHOTOBOOK_FORMATS: FormatRow[] = [
  { format: "200x200", label: { cm: "20 x 20 cm", in: "8 x 8 in" }, eur: 2495 },
  { format: "300x300", label: { cm: "30 x 30 cm", in: "12 x 12 in" }, eur: 4495 },
  { format: "297x210", label: { cm: "A4 quer (29,7 x 21 cm)", in: "11 x 8 in" }, eur: 3495 },
  { format: "210x297", label: { cm: "A4 hoch (21 x 29,7 cm)", in: "8 x 11 in" }, eur: 3495 },
];

/** The cm label in a language: English uses a decimal point, A4 orientation words are translated. */
export function localLabel(row: FormatRow, unit: "cm" | "in", lang: string): string {
  if (unit === "in") return row.label.in;
  let label = row.label.cm;
  if (lang === "en") label = label.replace(/(\d),(\d)/g, "$1.$2");
  const orientation: Record<string, [string, string]> = {
    de: ["quer", "hoch"],
    en: ["landscape", "portrait"],
    fr: ["paysage", "portrait"],
    it: ["orizzontale", "verticale"],
    es: ["horizontal", "vertical"],
    nl: ["liggend", "staand"],
  };
  const [landscape, portrait] = orientation[lang] ?? orientation.de;
  return label.replace("quer", landscape).replace("hoch", portrait);
}
