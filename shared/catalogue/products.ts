/**
 * The products of the overview (section 2, "/products") and their detail pages, per channel.
 * Products with a price calculator carry the story block their page shows until the content
 * stories land (same shape as the `PriceCalculator` block of the content issue).
 */
import type { Channel } from "../site/sites.ts";
import type { CalculatorProduct } from "./enumerations.ts";

export interface CalculatorBlockFields {
  headline: string;
  product: CalculatorProduct;
  materials: string[];
  initiallySelectedFormats: Record<string, string>;
  tags: string[];
  isCollage: boolean;
}

/** The calendar types and photo book types (`printing-cover`) the calculators offer (section 3, "Enumerations"). */
export const CALENDAR_CALCULATOR_TYPES = [
  "wandkalender",
  "tischkalender",
  "familienplaner",
  "kuechenkalender",
  "terminkalender",
] as const;
export const PHOTOBOOK_CALCULATOR_TYPES = [
  "digitalfotobuch-hard",
  "digitalfotobuch-soft",
  "echtfotobuch-hard",
  "fotoheft-soft",
] as const;

export type ProductKind = "calculator" | "cards" | "calendars" | "photobooks";

export interface ProductDefinition {
  key: string;
  channels: Channel[];
  kind: ProductKind;
  calculator?: Omit<CalculatorBlockFields, "headline">;
  /**
   * The calculator's materials the overview's 'from' price is taken from, when not all of them: the
   * photo box tile shows a box, not the single photo print its calculator also sells.
   */
  fromPriceMaterials?: string[];
}

export const PRODUCTS: ProductDefinition[] = [
  {
    key: "wall-art",
    channels: ["wallart", "kartenliebe"],
    kind: "calculator",
    calculator: {
      product: "photoprint",
      materials: ["poster", "leinwand", "acrylglas", "aludibond", "forexplatte", "hahnemuehle"],
      initiallySelectedFormats: { leinwand: "900x600" },
      tags: ["portrait-swap"],
      isCollage: false,
    },
  },
  {
    key: "framed-prints",
    channels: ["wallart"],
    kind: "calculator",
    calculator: {
      product: "framedMaterial",
      materials: ["poster", "leinwand", "acrylglas", "aludibond", "hahnemuehle"],
      initiallySelectedFormats: {},
      tags: [],
      isCollage: false,
    },
  },
  {
    key: "photo-frames",
    channels: ["wallart"],
    kind: "calculator",
    calculator: {
      product: "photoFrame",
      materials: ["poster", "leinwand", "acrylglas"],
      initiallySelectedFormats: { poster: "450x300" },
      tags: [],
      isCollage: false,
    },
  },
  {
    key: "collage",
    channels: ["wallart", "kartenliebe"],
    kind: "calculator",
    calculator: {
      product: "collage",
      materials: ["poster", "leinwand", "acrylglas"],
      initiallySelectedFormats: {},
      tags: [],
      isCollage: true,
    },
  },
  {
    key: "photobox",
    channels: ["wallart", "kartenliebe"],
    kind: "calculator",
    calculator: {
      product: "photobox",
      materials: ["small", "photoprint"],
      initiallySelectedFormats: { small: "130x90", photoprint: "150x100" },
      tags: [],
      isCollage: false,
    },
    fromPriceMaterials: ["small"],
  },
  { key: "cards", channels: ["kartenliebe"], kind: "cards" },
  {
    key: "calendars",
    channels: ["kartenliebe", "wallart"],
    kind: "calendars",
    calculator: {
      product: "calendar",
      materials: [...CALENDAR_CALCULATOR_TYPES],
      initiallySelectedFormats: {},
      tags: [],
      isCollage: false,
    },
  },
  {
    key: "photobooks",
    channels: ["kartenliebe"],
    kind: "photobooks",
    calculator: {
      product: "photobook",
      materials: [...PHOTOBOOK_CALCULATOR_TYPES],
      initiallySelectedFormats: {},
      tags: [],
      isCollage: false,
    },
  },
];

export function productsOf(channel: Channel): ProductDefinition[] {
  return PRODUCTS.filter((p) => p.channels.includes(channel));
}

export function productByKey(channel: Channel, key: string): ProductDefinition | undefined {
  return productsOf(channel).find((p) => p.key === key);
}
