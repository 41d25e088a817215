// The catalogue's seed data: formats, frames, calendars, photo books, photo boxes, cards and
// themes, with their euro base prices. Enumerations come from shared/catalogue/enumerations.ts.
import {
  CALENDAR_MOUNTINGS,
  CARD_ACCESSORIES,
  CARD_FILTERS,
  CARD_OCCASIONS,
  CARD_REFINEMENTS,
  DEFAULT_FRAME_FOR_MATERIAL,
  DEFAULT_FRAME_VARIANTS,
  FRAME_MATERIALS,
  FRAME_TYPES,
  FRAME_VARIANTS,
  MATERIALS,
  MAT_SIZES,
  MAT_TYPES,
  PHOTOBOOK_BINDINGS,
  PHOTOBOOK_COVERS,
  PHOTOBOOK_FORMATS,
  PHOTOBOOK_PAPERS,
  PHOTOBOOK_PRINTINGS,
  PHOTOBOX_TYPES,
} from "../../shared/catalogue/enumerations.ts";

export {
  CALENDAR_MOUNTINGS,
  CARD_ACCESSORIES,
  CARD_FILTERS,
  CARD_OCCASIONS,
  CARD_REFINEMENTS,
  DEFAULT_FRAME_FOR_MATERIAL,
  DEFAULT_FRAME_VARIANTS,
  FRAME_MATERIALS,
  FRAME_TYPES,
  FRAME_VARIANTS,
  MATERIALS,
  MAT_SIZES,
  MAT_TYPES,
  PHOTOBOOK_BINDINGS,
  PHOTOBOOK_COVERS,
  PHOTOBOOK_FORMATS,
  PHOTOBOOK_PAPERS,
  PHOTOBOOK_PRINTINGS,
  PHOTOBOX_TYPES,
};

/** Wall-art format groups (section 3, "Print formats"), formats in millimetres. */
export const FORMAT_GROUPS = {
  "3:2": ["300x200", "450x300", "600x400", "750x500", "900x600", "1200x800", "1500x1000"],
  "4:3": ["400x300", "600x450", "800x600", "1000x750", "1200x900"],
  square: ["200x200", "300x300", "500x500", "700x700", "1000x1000"],
  din: ["297x210", "420x297", "594x420", "841x594"],
  "2:1": ["600x300", "1000x500", "1400x700"],
  fototapete: ["2000x1500", "3000x2000", "3500x2500"],
};
/** Formats in the calculator's main list; the others are behind 'more formats' for frames. */
export const LISTED_FORMATS = ["300x200", "450x300", "600x400", "900x600", "1200x800", "300x300"];
export const BESTSELLER_FORMATS = ["600x400", "900x600"];
export const DEFAULT_FORMAT = "600x400";

/** Euro base fee and price per square metre, in cents. */
export const MATERIAL_PRICING = {
  poster: [800, 4500],
  hahnemuehle: [1500, 12000],
  leinwand: [2000, 11000],
  acrylglas: [3000, 26000],
  aludibond: [2500, 20000],
  echtglas: [4000, 32000],
  forexplatte: [1800, 12000],
  gallerybond: [3000, 22000],
  backlitfolie: [2000, 15000],
  klebefolie: [1000, 6000],
  pvcplane: [1500, 7000],
  fototapete: [2500, 4000],
};

export function materialGroups(material) {
  if (material === "fototapete") return ["fototapete"];
  return Object.keys(FORMAT_GROUPS).filter((g) => g !== "fototapete");
}

/** Frame price: base plus price per metre of perimeter, in euro cents; frames go up to 1200 mm. */
export const FRAME_PRICING = {
  alurahmen: [1500, 2400],
  artbox: [2500, 3200],
  fotorahmen: [800, 1500],
  holzrahmen: [1200, 2200],
  kunststoffrahmen: [700, 1200],
  "schattenfuge-leinwand": [2200, 3000],
  "schattenfuge-platte": [2400, 3200],
};
export const MAX_FRAME_SIDE = 1200;

/** Option groups of section 3 with the materials they apply to and extra euro cents per option. */
export const PHOTO_OPTION_GROUPS = {
  drilling: { materials: ["acrylglas", "aludibond", "echtglas", "forexplatte"], options: { none: 0, corners: 490 } },
  printProcess: {
    materials: ["aludibond"],
    options: { "direct-print": 0, "fine-art-glossy": 1500, "fine-art-matt": 1500, "fine-art-hahnemuehle": 2500 },
  },
  materialFinish: { materials: ["aludibond"], options: { standard: 0, brushed: 900 } },
  lightbox: { materials: ["backlitfolie"], options: { "without-led": 0, "with-led": 8900 } },
  milling: { materials: ["aludibond"], options: { none: 0, lines: 1900, dots: 1900 } },
  hahnemuehleSurface: { materials: ["hahnemuehle"], options: { standard: 0, "matt-cotton-smooth": 700 } },
  adhesiveFilmStyle: {
    materials: ["klebefolie"],
    options: { normal: 0, transparent: 300, "transparent-mirrored": 500, white: 300 },
  },
  stretcherFrame: { materials: ["leinwand"], options: { 25: 0, 38: 900 } },
  canvasEdge: { materials: ["leinwand"], options: { coloured: 0, mirrored: 0, folded: 0 } },
  posterLamination: { materials: ["poster"], options: { none: 0, glossy: 500, matt: 500 } },
  posterMaterial: { materials: ["poster"], options: { standard: 0, "silk-matt": 300, "eco-paper": 200 } },
  pvcEyelets: { materials: ["pvcplane"], options: { none: 0, simple: 400 } },
};

/** Calendar formats per type, with euro cents. */
export const CALENDAR_FORMATS = {
  wandkalender: {
    "a3-portrait": 3499,
    "a3-landscape": 3499,
    "a4-portrait": 2499,
    "a4-landscape": 2499,
    "square-300": 3299,
    "square-200": 2299,
  },
  familienplaner: { "a3-portrait": 2999, "a4-portrait": 2299 },
  kuechenkalender: { "a4-portrait": 1999, "a5-portrait": 1599 },
  terminkalender: { "a5-portrait": 1799, "a6-portrait": 1299 },
  tischkalender: { "a5-landscape": 1999, "a6-landscape": 1499, "square-145": 1699 },
};
export const CALENDAR_MOUNTINGS_BY_TYPE = {
  wandkalender: ["spirale", "holzblock", "lochung"],
  familienplaner: ["spirale", "lochung"],
  kuechenkalender: ["spirale"],
  terminkalender: ["spirale"],
  tischkalender: ["holzfuss", "spirale"],
};
export const MOUNTING_PRICES = { spirale: 0, lochung: 0, holzblock: 990, holzfuss: 790 };

/** Photo book types: printing-cover with binding, papers, page range and euro cents per format. */
export const PHOTOBOOK_TYPES = {
  "digitalfotobuch-hard": {
    binding: "pur",
    papers: ["standard", "matt", "glaenzend"],
    pages: [24, 200],
    base: 2999,
    perPage: 60,
  },
  "digitalfotobuch-soft": { binding: "pur", papers: ["standard", "matt"], pages: [24, 120], base: 1999, perPage: 50 },
  "echtfotobuch-hard": {
    binding: "layflat",
    papers: ["glaenzend", "matt"],
    pages: [20, 120],
    base: 4999,
    perPage: 150,
  },
  "fotoheft-soft": {
    binding: "heftbindung",
    papers: ["standard", "feinstweiss"],
    pages: [16, 64],
    base: 999,
    perPage: 40,
  },
};
export const PHOTOBOOK_FORMAT_FACTORS = { "din-landscape": 1, "din-portrait": 1, square: 1.3 };
export const PHOTOBOOK_PAPER_PRICES = { standard: 0, matt: 500, glaenzend: 500, feinstweiss: 300 };
export const PHOTOBOOK_CATEGORIES = [1, 2, 3, 4, 5, 8, 9, 10, 12, 15, 16, 18, 20, 22, 41, 42, 43, 45];

/** Photo box formats per type, euro cents per box (small: 30 prints) or per print. */
export const PHOTOBOX_PRICES = {
  small: { "100x100": 1999, "100x120": 2199, "130x90": 1999, "150x100": 2299 },
  photoprint: { "100x100": 19, "130x90": 15, "150x100": 19, "180x130": 39, "300x200": 199 },
};

/** Card formats with their envelope size class (section 9) and euro cents per card. */
export const CARD_FORMATS = {
  "148x105": { envelope: "standard", price: 189 },
  "105x148": { envelope: "standard", price: 189 },
  "125x125": { envelope: "compact", price: 169 },
  "210x148": { envelope: "large", price: 249 },
  "148x210": { envelope: "large", price: 249 },
};
export const REFINEMENT_PRICES = { none: 0, gold: 60, silver: 60, rosegold: 70, relief: 80 };

/**
 * Envelope extra price per card (section 9): DE 0.95 standard, 1.10 compact, 1.80 large; AT 1.00 to
 * 1.50; CH 1.00, 1.20 and 2.90 CHF. GB and US are not stated: converted from DE. Other countries
 * take DE's prices in their currency.
 */
export const ENVELOPE_EXTRA = {
  DE: { currency: "eur", standard: 95, compact: 110, large: 180 },
  AT: { currency: "eur", standard: 100, compact: 120, large: 150 },
  CH: { currency: "chf", standard: 100, compact: 120, large: 290 },
  LI: { currency: "chf", standard: 100, compact: 120, large: 290 },
  GB: { currency: "gbp", standard: 85, compact: 95, large: 160 },
  US: { currency: "usd", standard: 110, compact: 130, large: 210 },
};

/** Card accessories with their SKU shapes (section 3): envelope type-colour-dimensions, inlay dimensions-paper, ribbon type-colour. */
export const ACCESSORY_SKUS = [
  {
    type: "envelope",
    sku: "envelope-standard-weiss-156x110",
    shape: { type: "standard", colour: "weiss", dimensions: "156x110" },
    price: 0,
  },
  {
    type: "envelope",
    sku: "envelope-standard-kraft-156x110",
    shape: { type: "standard", colour: "kraft", dimensions: "156x110" },
    price: 0,
  },
  {
    type: "envelope",
    sku: "envelope-compact-weiss-130x130",
    shape: { type: "compact", colour: "weiss", dimensions: "130x130" },
    price: 0,
  },
  {
    type: "envelope",
    sku: "envelope-large-weiss-220x156",
    shape: { type: "large", colour: "weiss", dimensions: "220x156" },
    price: 0,
  },
  {
    type: "inlay",
    sku: "inlay-140x100-transparent",
    shape: { dimensions: "140x100", paper: "transparent" },
    price: 40,
  },
  {
    type: "inlay",
    sku: "inlay-120x121-transparent",
    shape: { dimensions: "120x121", paper: "transparent" },
    price: 40,
  },
  { type: "ribbon", sku: "ribbon-satin-weiss", shape: { type: "satin", colour: "weiss" }, price: 50 },
  { type: "ribbon", sku: "ribbon-organza-rosa", shape: { type: "organza", colour: "rosa" }, price: 60 },
  { type: "bow", sku: "bow-rosa", shape: {}, price: 80 },
  { type: "box", sku: "box-kraft", shape: {}, price: 150 },
  { type: "posterbar", sku: "posterbar-eiche", shape: {}, price: 1990 },
  { type: "screw", sku: "screw-set", shape: {}, price: 490 },
  { type: "standard", sku: "standard-none", shape: {}, price: 0 },
];

const MOTIFS = [
  "Aurora",
  "Bloom",
  "Linea",
  "Nordic",
  "Serena",
  "Eukalyptus",
  "Confetti",
  "Mondschein",
  "Pastell",
  "Aquarell",
];
const COLOURS = ["weiss", "gruen", "blau", "rosa", "gold", "schwarz"];
const STYLES = ["modern", "klassisch", "floral", "verspielt", "minimalistisch"];
const PUNCHINGS = ["none", "none", "rund", "welle"];
const PRODUCTS = ["klappkarte", "postkarte", "einladungsset"];
const LABELS = ["", "", "neu", "bestseller", "foto"];
const FORMATS = Object.keys(CARD_FORMATS);

function aspectOf(format) {
  const [w, h] = format.split("x").map(Number);
  return w === h ? "square" : w > h ? "landscape" : "portrait";
}

/** 120 card themes, ten per occasion, with attributes spread evenly so every filter finds some. */
export function themes() {
  const list = [];
  let id = 1001;
  CARD_OCCASIONS.forEach((category, c) => {
    for (let i = 0; i < 10; i++) {
      const n = c * 10 + i;
      const format = FORMATS[n % FORMATS.length];
      const day = String(1 + ((n * 7) % 28)).padStart(2, "0");
      const month = String(1 + (n % 12)).padStart(2, "0");
      list.push({
        id: id++,
        name: `${MOTIFS[i]} ${category.charAt(0).toUpperCase()}${category.slice(1)}`,
        product: PRODUCTS[n % PRODUCTS.length],
        category,
        color: COLOURS[n % COLOURS.length],
        style: STYLES[(n * 3) % STYLES.length],
        punching: PUNCHINGS[n % PUNCHINGS.length],
        label: LABELS[(n * 7) % LABELS.length],
        aspect_ratio: aspectOf(format),
        format,
        popularity: (n * 37) % 1000,
        created_at: `${2024 + (n % 3)}-${month}-${day}`,
      });
    }
  });
  return list;
}
