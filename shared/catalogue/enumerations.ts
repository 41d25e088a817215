/**
 * The catalogue's enumerations (specification section 3, "Enumerations"). The backend seeds its
 * tables from the same lists, and the shared validation schemas accept exactly these keys.
 */
export const MATERIALS = [
  "acrylglas",
  "aludibond",
  "backlitfolie",
  "echtglas",
  "forexplatte",
  "fototapete",
  "gallerybond",
  "hahnemuehle",
  "klebefolie",
  "leinwand",
  "poster",
  "pvcplane",
] as const;
export type Material = (typeof MATERIALS)[number];

export const FRAME_TYPES = [
  "alurahmen",
  "artbox",
  "fotorahmen",
  "holzrahmen",
  "kunststoffrahmen",
  "schattenfuge-leinwand",
  "schattenfuge-platte",
] as const;
export type FrameType = (typeof FRAME_TYPES)[number];

const WOOD_FINISHES = ["eiche", "natur", "schwarz-lack", "schwarz-struktur", "weiss-lack", "weiss-struktur"] as const;
const ALU_COLOURS = ["gold", "kupfer", "schwarz", "schwarz-matt", "silber", "silber-matt", "weiss"] as const;

/** Frame variants per frame type (section 3, "Catalogue vocabulary: frame products"). */
export const FRAME_VARIANTS: Record<FrameType, readonly string[]> = {
  // Pure: the table is dropped from bundles that do not read it (the calculator island).
  alurahmen: /* @__PURE__ */ ["eckig", "rund"].flatMap((shape) => ALU_COLOURS.map((c) => `${shape}-${c}`)),
  artbox: WOOD_FINISHES,
  fotorahmen: ["eiche", "natur", "schwarz", "weiss"],
  holzrahmen: ["eiche", "natur", "schwarz", "weiss"],
  kunststoffrahmen: ["schwarz", "silber", "weiss"],
  "schattenfuge-leinwand": WOOD_FINISHES,
  "schattenfuge-platte": WOOD_FINISHES,
};

/** Each frame type has a black default variant (section 3). */
export const DEFAULT_FRAME_VARIANTS: Record<FrameType, string> = {
  alurahmen: "eckig-schwarz",
  artbox: "schwarz-lack",
  fotorahmen: "schwarz",
  holzrahmen: "schwarz",
  kunststoffrahmen: "schwarz",
  "schattenfuge-leinwand": "schwarz-lack",
  "schattenfuge-platte": "schwarz-lack",
};

/** The materials each frame type holds; every default frame of a material is among them. */
export const FRAME_MATERIALS: Record<FrameType, readonly Material[]> = {
  alurahmen: ["poster", "hahnemuehle"],
  artbox: ["leinwand"],
  fotorahmen: ["poster"],
  holzrahmen: ["poster", "hahnemuehle"],
  kunststoffrahmen: ["poster"],
  "schattenfuge-leinwand": ["leinwand"],
  "schattenfuge-platte": ["acrylglas", "aludibond", "forexplatte", "gallerybond"],
};

/** Default frame per material (section 3); materials not named here have no default frame. */
export const DEFAULT_FRAME_FOR_MATERIAL: Partial<Record<Material, FrameType>> = {
  acrylglas: "schattenfuge-platte",
  aludibond: "schattenfuge-platte",
  forexplatte: "schattenfuge-platte",
  gallerybond: "schattenfuge-platte",
  leinwand: "schattenfuge-leinwand",
  poster: "holzrahmen",
  hahnemuehle: "holzrahmen",
};

export const MAT_SIZES = [0, 30] as const;
export const MAT_TYPES = ["mat-none", "mat-weiss"] as const;

export const CALENDAR_MOUNTINGS = ["holzblock", "holzfuss", "spirale", "lochung"] as const;

export const PHOTOBOOK_PRINTINGS = ["digitalfotobuch", "echtfotobuch", "fotoheft"] as const;
export const PHOTOBOOK_COVERS = ["hard", "soft"] as const;
export const PHOTOBOOK_BINDINGS = ["heftbindung", "layflat", "pur"] as const;
export const PHOTOBOOK_PAPERS = ["feinstweiss", "glaenzend", "matt", "standard"] as const;
export const PHOTOBOOK_FORMATS = ["din-landscape", "din-portrait", "square"] as const;

export const PHOTOBOX_TYPES = ["small", "photoprint"] as const;

export const CARD_ACCESSORIES = [
  "bow",
  "box",
  "envelope",
  "inlay",
  "posterbar",
  "ribbon",
  "screw",
  "standard",
] as const;
export const CARD_REFINEMENTS = ["gold", "none", "relief", "rosegold", "silver"] as const;
export const CARD_FILTERS = ["aspectRatio", "category", "color", "label", "product", "punching", "style"] as const;
export const CARD_OCCASIONS = [
  "einschulung",
  "firmung",
  "geburt",
  "geburtstag",
  "hochzeit",
  "kindergeburtstag",
  "kommunion",
  "konfirmation",
  "ostern",
  "taufe",
  "trauer",
  "weihnachten",
] as const;

export const SORT_OPTIONS = ["popularity", "created"] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** The product kinds of the price calculator (section 3, "Calculator"). */
/** Calendar and photobook price their types and formats the same way (docs/decisions/096). */
export const CALCULATOR_PRODUCTS = [
  "photoFrame",
  "framedMaterial",
  "photobox",
  "photoprint",
  "collage",
  "calendar",
  "photobook",
] as const;
export type CalculatorProduct = (typeof CALCULATOR_PRODUCTS)[number];

/** Calculator products whose list has a 'more formats' entry (section 2, "Price calculator block"). */
export function isFrameProduct(product: CalculatorProduct): boolean {
  return product === "photoFrame" || product === "framedMaterial";
}

export function isOneOf<T extends string | number>(list: readonly T[], value: unknown): value is T {
  return (list as readonly unknown[]).includes(value);
}
