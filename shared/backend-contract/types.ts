/**
 * The rest of the BFF contract (section 7, "Product and web-api paths"): response
 * types of the paths the embedded backend added beside `shared/bff/catalogue.ts`. Money is integer
 * minor units in the currency of the request's locale (`x-shop-locale`); labels in its language.
 */
import type { PriceRecord } from "../pricing/price-record.ts";
import type { ChannelFlags, Channel } from "../site/sites.ts";
import type { Currency, Locale, Unit } from "../site/locales.ts";

/** An accessory SKU (section 3: envelope is type, colour, dimensions; inlay dimensions, paper; ribbon type, colour). */
export interface AccessoryEntry {
  type: string;
  sku: string;
  label: string;
  shape: Record<string, string>;
}
/** GET /accessory */
export interface AccessoryList {
  accessories: AccessoryEntry[];
}
/** GET /price-api/accessory */
export interface AccessoryPrices {
  currency: Currency;
  prices: Array<PriceRecord & { sku: string; type: string }>;
}
/** GET /web-api/card-accessory-order: the accessory types a theme offers, in display order, with the SKUs that fit it. */
export interface CardAccessoryOrder {
  themeId: number;
  envelopeSize: string;
  order: Array<{ position: number; type: string; label: string; skus: string[] }>;
}
/** GET /web-api/card-accessory-price: chosen accessories for a quantity of cards of a theme. */
export interface CardAccessoryPrice extends PriceRecord {
  currency: Currency;
  themeId: number;
  quantity: number;
  /** Per card, added once per card when an envelope is chosen (section 9). */
  envelopeExtra: number;
  accessories: Array<{ sku: string; type: string; unit: PriceRecord } & PriceRecord>;
}

/** GET /web-api/feature-flags: the channel feature flags of section 3 for the client. */
export interface FeatureFlagsAnswer {
  channel: Channel;
  flags: ChannelFlags;
}

/** GET /web-api/shop-frontends-initial-data */
export interface InitialData {
  channel: Channel;
  code: string;
  country: string;
  currentLocale: Locale;
  fallbackLocale: Locale;
  currencyCode: Currency;
  unit: Unit;
  /** Production host of the site. */
  host: string;
  locales: Array<{ locale: Locale; folder: string }>;
  flags: ChannelFlags;
  shipping: { standard: number; express: number; freeFrom: number };
}

/** One locale's address of a story. `fallback` when the locale shows another locale's story (section 3, fallback locales). */
export interface LocalizedUrl {
  locale: Locale;
  host: string;
  path: string;
  url: string;
  fallback: boolean;
}
/** GET /web-api/localized-urls: every story in every locale, or one story (`?path=`). */
export interface LocalizedUrls {
  channel: Channel;
  stories: Array<{ groupId: string; name: string; urls: LocalizedUrl[] }>;
}

/** GET /api/get-location/ */
export interface Location {
  /** Two-letter country of the request as the edge saw it, or null. */
  country: string | null;
  /** Whether the channel has a domain for that country. */
  served: boolean;
  /** The site to suggest: the country's, else the request's own. */
  suggested: { code: string; locale: Locale; host: string };
  /** With `countries[]`: whether the country is one of them. */
  inList?: boolean;
}

/** GET /web-api/express-shop: the products made for express delivery, with the express surcharge. */
export interface ExpressShop {
  currency: Currency;
  expressShipping: number;
  standardShipping: number;
  products: Array<{ key: string; label: string; fromPrice: PriceRecord | null }>;
}

/** GET /price-api/prices/format-group-prices-images */
export interface FormatGroupPriceImages {
  currency: Currency;
  material: string;
  groups: Array<{
    group: string;
    label: string;
    fromPrice: PriceRecord;
    formatType: string;
    image: { src: string; width: number; height: number; alt: string };
  }>;
}
/** GET /price-api/prices/article */
export interface ArticlePriceAnswer extends PriceRecord {
  currency: Currency;
  type: string;
  quantity: number;
  unitPrice: PriceRecord;
}

/** Photo frame product selection (six paths under /web-api/product-selection-photo-frame/). */
export interface PhotoFrameData {
  frameTypes: Array<{
    frameType: string;
    label: string;
    defaultVariant: string;
    materials: string[];
    variants: Array<{ value: string; isDefault: boolean }>;
  }>;
  mat: { sizes: number[]; types: string[] };
}
export interface PhotoFrameFormat extends PriceRecord {
  value: string;
  group: string;
}
export interface PhotoFramePrices {
  currency: Currency;
  frameType: string;
  group?: string;
  formats: PhotoFrameFormat[];
}
export interface PhotoFrameFormatLimits {
  frameType: string;
  unit: Unit;
  /** Millimetres. */
  min: { width: number; height: number };
  max: { width: number; height: number };
  formats: string[];
}
export interface PhotoFramePricesFrom {
  currency: Currency;
  prices: Array<{ frameType: string; formatType: string; fromPrice: PriceRecord }>;
}
export interface PhotoFrameArticlePrice extends PriceRecord {
  currency: Currency;
  frameType: string;
  frameVariant: string;
  formatType: string;
  matType: string;
  frame: PriceRecord;
  mat: PriceRecord | null;
}

/** Collage designer design groups. */
export interface CollageDesignGroup {
  id: number;
  categoryId: number;
  name: string;
  photoCount: number;
  orientation: "landscape" | "portrait" | "square";
  formats: string[];
  /** The cheapest of the group's formats on poster, the collage's first material. */
  fromPrice: PriceRecord;
}
export interface CollageDesignGroups {
  currency: Currency;
  categories: Array<{ id: number; label: string; designGroups: CollageDesignGroup[] }>;
}
export interface CollageDesignGroupAnswer {
  currency: Currency;
  isDefault: boolean;
  designGroup: CollageDesignGroup & { formatPrices: Array<PriceRecord & { value: string }> };
}

/** A file kept by the toolbox or uploaded as a customer picture. */
export interface StoredFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
  createdAt: string;
  expiresAt: string;
  downloadUrl: string;
}
export interface ToolboxResult {
  operation: "convert-file" | "convert-pdf" | "optimize-image";
  input: { size: number; contentType: string; files: number };
  file: StoredFile;
}
