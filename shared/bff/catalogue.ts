/**
 * The catalogue part of the BFF contract (section 7, "Product and web-api paths"): response types
 * shared by the backend and the renderer. Money is integer minor units in the currency of the
 * request's locale (the `x-shop-locale` header); labels are in its language.
 */
import type { PriceRecord } from "../pricing/price-record.ts";
import type { CalculatorProduct, SortOption } from "../catalogue/enumerations.ts";
import type { Currency } from "../site/locales.ts";

export type { PriceRecord };

/** A format with its price (section 3, "Calculator: Format"). */
export interface CalculatorFormat extends PriceRecord {
  value: string;
  /** In the main list; the others are reached through 'more formats' (frame products). */
  listed: boolean;
  context: {
    formatType: string;
    formatGroup: string;
    labelTranslationKey: string;
    translationOptions: { width: number; height: number };
  };
}

/** Material option (section 3, "Calculator: Material option"). */
export interface CalculatorMaterialOption {
  value: string;
  label: string;
  labelTranslationKey: string;
  formats: CalculatorFormat[];
  initiallySelectedFormat: string;
  context: {
    materialType?: string;
    frameType?: string;
    frameVariant?: string;
    photoboxType?: string;
    calendarType?: string;
    /** `printing-cover`, e.g. `digitalfotobuch-hard`. */
    photobookType?: string;
    /** The design group of each format orientation; the designer's template id (section 3). */
    designGroupIds?: { landscape?: string; portrait?: string; square?: string };
  };
  set: string;
}

/** A label on a format entry of a material (section 3, "Calculator: labels"). */
export interface CalculatorLabel {
  material: string;
  index: number;
  text: string;
  backgroundColor: string;
  textColor: string;
}

/** GET /web-api/calculator/reference */
export interface CalculatorReference {
  product: CalculatorProduct;
  currency: Currency;
  options: CalculatorMaterialOption[];
  selectedValue: string;
  isCollage: boolean;
  /** The channel's default collage id when the calculator is a collage (section 9). */
  designId?: string;
  labels: CalculatorLabel[];
}

/** GET /web-api/sku/container (section 3, "SKU: context and prices"). */
export interface SkuEntry extends PriceRecord {
  sku: string;
  context: { materialType?: string; frameType?: string; photoboxType?: string; formatType: string };
}
export interface SkuContainer {
  currency: Currency;
  skus: SkuEntry[];
}

/** GET /price-api/prices/formats and /price-api/prices/format-group */
export interface FormatPrices {
  currency: Currency;
  material: string;
  groups: Array<{ group: string; label: string; formats: Array<PriceRecord & { value: string }> }>;
}

/** GET /web-api/variants-for-frame-types */
export interface FrameTypeVariants {
  frameTypes: Array<{
    frameType: string;
    label: string;
    defaultVariant: string;
    materials: string[];
    variants: Array<{ value: string; label: string; isDefault: boolean }>;
  }>;
}

/** GET /price-api/frame */
export interface FramePrices {
  currency: Currency;
  frameType: string;
  formats: Array<PriceRecord & { value: string }>;
  mat: { sizes: number[]; types: string[]; prices: Array<PriceRecord & { value: string }> };
}

/** GET /price-api/photo-options-groups */
export interface PhotoOptionGroups {
  currency: Currency;
  groups: Array<{ group: string; materials: string[]; options: Array<PriceRecord & { value: string }> }>;
}

/** GET /web-api/photobox-data */
export interface PhotoboxData {
  currency: Currency;
  types: Array<{ value: string; label: string; formats: Array<PriceRecord & { value: string; label: string }> }>;
}

/** GET /web-api/calendar-price */
export interface CalendarPrice extends PriceRecord {
  currency: Currency;
  calendarType: string;
  formatType: string;
  mounting: string;
}

/** GET /web-api/calendar-design-group */
export interface CalendarDesignGroups {
  calendarType: string;
  designGroups: Array<{ id: string; name: string; formats: string[] }>;
}

/** GET /web-api/photobook-price */
export interface PhotobookPrice extends PriceRecord {
  currency: Currency;
  photobookType: string;
  format: string;
  pageCount: number;
  paper: string;
}

/** GET /web-api/photobook-design-group-set */
export interface PhotobookDesignGroupSet {
  categories: Array<{
    id: number;
    label: string;
    designGroups: Array<{ id: string; landscape: string; portrait: string; square: string }>;
  }>;
}

/** GET /web-api/card-price */
export interface CardPrice extends PriceRecord {
  currency: Currency;
  themeId: number;
  quantity: number;
  refinement: string;
  /** Envelope extra price per card for the card's size in the request's country (section 9). */
  envelopeExtra: number;
}

/** GET /web-api/card-accessories */
export interface CardAccessories {
  currency: Currency;
  envelopeSize: string;
  envelopeExtra: number;
  accessories: Array<PriceRecord & { type: string; sku: string; label: string; shape: Record<string, string> }>;
}

/** A card theme (motif). */
/** A picture of a card design: its front, or its inside or back where the card has them. */
export interface ThemeImage {
  view: "front" | "inside" | "back";
  /** The picture's address as content pictures have it (`shared/content/image-url.ts` sizes it). */
  src: string;
}

export interface Theme {
  id: number;
  /** The theme's name in the request's language (Mondschein Geburt, Clair de lune – Naissance). */
  name: string;
  /** The design alone, in the request's language (Mondschein, Clair de lune). */
  design: string;
  /** The design's pictures, the front first; none when the catalogue has no picture of it. */
  images: ThemeImage[];
  product: string;
  category: string;
  categoryLabel: string;
  color: string;
  style: string;
  punching: string;
  label: string;
  aspectRatio: string;
  format: string;
  createdAt: string;
  price: PriceRecord;
}

/** GET /web-api/themes: a filtered, sorted page of themes. */
export interface ThemePage {
  currency: Currency;
  themes: Theme[];
  total: number;
  page: number;
  pageSize: number;
  sort: SortOption;
  /** Values each filter offers, with their labels. */
  filters: Record<string, Array<{ value: string; label: string }>>;
}

/** GET /web-api/products: the overview with 'from' prices. */
export interface ProductOverview {
  currency: Currency;
  /** `image`: the product's picture as content pictures have it, null when it has none. */
  products: Array<{ key: string; label: string; image: string | null; fromPrice: PriceRecord | null }>;
}

/** GET /web-api/shipping-information */
export interface ShippingInformation {
  currency: Currency;
  standard: number;
  express: number;
  freeFrom: number;
}
