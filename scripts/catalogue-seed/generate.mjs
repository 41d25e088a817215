// Writes backend/migrations/0101_catalogue_seed.sql from the seed data (run with Node 22, which
// reads the shared TypeScript enumerations): `npx node scripts/catalogue-seed/generate.mjs`. The output is committed;
// D1 applies it like any other migration. The designs' names in six languages came after 0101 was
// applied, so they go to 0103_theme_names.sql (its table and rows) from the same run.
import { writeFileSync } from "node:fs";
import path from "node:path";
import * as d from "./data.mjs";
import { EN_GB_ABSENT_CATEGORIES, LABELS, LANGUAGE_ORDER } from "./labels.mjs";
import { priceRows } from "./prices.mjs";
import { themeNameRows } from "./theme-names.mjs";

const options = [];
const prices = [];
const position = new Map();

function option(kind, parent, key, data = {}) {
  const slot = `${kind}/${parent}`;
  const n = position.get(slot) ?? 0;
  position.set(slot, n + 1);
  options.push([kind, parent, String(key), n, JSON.stringify(data)]);
}
const price = (sku, cents, extra) => prices.push(...priceRows(sku, cents, extra));
const sides = (format) => format.split("x").map(Number);
const area = (format) => sides(format).reduce((a, b) => a * b, 1) / 1e6;
const perimeter = (format) => (2 * sides(format).reduce((a, b) => a + b, 0)) / 1000;

for (const [group, formats] of Object.entries(d.FORMAT_GROUPS)) option("format_group", "", group, { formats });

for (const material of d.MATERIALS) {
  const groups = d.materialGroups(material);
  const formats = groups.flatMap((g) => d.FORMAT_GROUPS[g].map((f) => [g, f]));
  const initial = material === "fototapete" ? formats[0][1] : d.DEFAULT_FORMAT;
  option("material", "", material, {
    defaultFrame: d.DEFAULT_FRAME_FOR_MATERIAL[material] ?? null,
    initiallySelectedFormat: initial,
    groups,
  });
  const [base, perSquareMetre] = d.MATERIAL_PRICING[material];
  for (const [group, format] of formats) {
    option("material_format", material, format, {
      group,
      listed: d.LISTED_FORMATS.includes(format) || group === "fototapete",
      bestseller: d.BESTSELLER_FORMATS.includes(format),
    });
    price(`material/${material}/${format}`, base + perSquareMetre * area(format));
  }
}

for (const frameType of d.FRAME_TYPES) {
  option("frame_type", "", frameType, {
    defaultVariant: d.DEFAULT_FRAME_VARIANTS[frameType],
    materials: d.FRAME_MATERIALS[frameType],
  });
  for (const variant of d.FRAME_VARIANTS[frameType])
    option("frame_variant", frameType, variant, { isDefault: variant === d.DEFAULT_FRAME_VARIANTS[frameType] });
  const [base, perMetre] = d.FRAME_PRICING[frameType];
  const frameFormats = new Set(
    Object.values(d.FORMAT_GROUPS)
      .flat()
      .filter((f) => Math.max(...sides(f)) <= d.MAX_FRAME_SIDE),
  );
  for (const format of frameFormats) price(`frame/${frameType}/${format}`, base + perMetre * perimeter(format));
}
for (const format of new Set(
  Object.values(d.FORMAT_GROUPS)
    .flat()
    .filter((f) => Math.max(...sides(f)) <= d.MAX_FRAME_SIDE),
)) {
  price(`mat/mat-weiss/${format}`, 400 + 600 * perimeter(format), { sale: false });
}
for (const size of d.MAT_SIZES) option("mat_size", "", size);
for (const type of d.MAT_TYPES) option("mat_type", "", type);

for (const [group, { materials, options: groupOptions }] of Object.entries(d.PHOTO_OPTION_GROUPS)) {
  option("photo_option_group", "", group, { materials });
  for (const [key, cents] of Object.entries(groupOptions)) {
    option("photo_option", group, key);
    price(`option/${group}/${key}`, cents, { sale: false });
  }
}

for (const [type, formats] of Object.entries(d.CALENDAR_FORMATS)) {
  option("calendar_type", "", type, { mountings: d.CALENDAR_MOUNTINGS_BY_TYPE[type] });
  for (const [format, cents] of Object.entries(formats)) {
    option("calendar_format", type, format);
    price(`calendar/${type}/${format}`, cents);
  }
  for (let i = 1; i <= 3; i++)
    option("calendar_design_group", type, `${type}-${i}`, {
      name: ["Classic", "Modern", "Natur"][i - 1],
      formats: Object.keys(formats),
    });
}
for (const mounting of d.CALENDAR_MOUNTINGS) {
  option("calendar_mounting", "", mounting);
  price(`mounting/${mounting}`, d.MOUNTING_PRICES[mounting], { sale: false });
}

for (const key of d.PHOTOBOOK_PRINTINGS) option("photobook_printing", "", key);
for (const key of d.PHOTOBOOK_COVERS) option("photobook_cover", "", key);
for (const key of d.PHOTOBOOK_BINDINGS) option("photobook_binding", "", key);
for (const key of d.PHOTOBOOK_PAPERS) {
  option("photobook_paper", "", key);
  price(`photobook-paper/${key}`, d.PHOTOBOOK_PAPER_PRICES[key], { sale: false });
}
for (const key of d.PHOTOBOOK_FORMATS) option("photobook_format", "", key);
for (const [type, spec] of Object.entries(d.PHOTOBOOK_TYPES)) {
  const [printing, cover] = type.split("-");
  option("photobook_type", "", type, {
    printing,
    cover,
    binding: spec.binding,
    papers: spec.papers,
    minPages: spec.pages[0],
    maxPages: spec.pages[1],
  });
  for (const format of d.PHOTOBOOK_FORMATS) {
    const factor = d.PHOTOBOOK_FORMAT_FACTORS[format];
    price(`photobook/${type}/${format}`, spec.base * factor);
    price(`photobook-page/${type}/${format}`, spec.perPage * factor, { sale: false });
  }
}
for (const id of d.PHOTOBOOK_CATEGORIES) {
  option("photobook_category", "", id, { absentIn: EN_GB_ABSENT_CATEGORIES.includes(id) ? ["en-GB"] : [] });
  for (let i = 1; i <= 2; i++) {
    const groupId = id * 100 + i;
    option("photobook_design_group", String(id), groupId, {
      landscape: `${groupId}-L`,
      portrait: `${groupId}-P`,
      square: `${groupId}-S`,
    });
  }
}

for (const type of d.PHOTOBOX_TYPES) {
  option("photobox_type", "", type);
  for (const [format, cents] of Object.entries(d.PHOTOBOX_PRICES[type])) {
    option("photobox_format", type, format);
    price(`photobox/${type}/${format}`, cents);
  }
}

for (const key of d.CARD_OCCASIONS) option("card_occasion", "", key);
for (const key of d.CARD_FILTERS) option("card_filter", "", key);
for (const key of d.CARD_REFINEMENTS) {
  option("card_refinement", "", key);
  price(`refinement/${key}`, d.REFINEMENT_PRICES[key], { sale: false });
}
for (const [format, { envelope, price: cents }] of Object.entries(d.CARD_FORMATS)) {
  option("card_format", "", format, { envelope });
  price(`card/${format}`, cents);
}
for (const key of d.CARD_ACCESSORIES) option("card_accessory", "", key);
for (const accessory of d.ACCESSORY_SKUS) {
  option("accessory_sku", accessory.type, accessory.sku, accessory.shape);
  price(`accessory/${accessory.sku}`, accessory.price, { sale: false });
}
for (const [country, { currency, ...sizes }] of Object.entries(d.ENVELOPE_EXTRA)) {
  for (const [size, cents] of Object.entries(sizes))
    prices.push([`envelope-extra/${country}/${size}`, currency, cents, cents]);
}
const shipping = {
  standard: { eur: 495, chf: 790, gbp: 450, usd: 699 },
  express: { eur: 995, chf: 1490, gbp: 895, usd: 1499 },
  "free-from": { eur: 5900, chf: 7900, gbp: 5000, usd: 7500 },
};
for (const [kind, exact] of Object.entries(shipping)) price(`shipping/${kind}`, 0, { exact, sale: false });

const quote = (v) => (typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`);
function inserts(table, columns, rows) {
  const out = [];
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200).map((r) => `(${r.map(quote).join(", ")})`);
    out.push(`INSERT INTO ${table} (${columns.join(", ")}) VALUES\n${chunk.join(",\n")};`);
  }
  return out.join("\n");
}

const labels = Object.entries(LABELS).flatMap(([key, texts]) => texts.map((text, i) => [key, LANGUAGE_ORDER[i], text]));
const themeRows = d
  .themes()
  .map((t) => [
    t.id,
    t.name,
    t.product,
    t.category,
    t.color,
    t.style,
    t.punching,
    t.label,
    t.aspect_ratio,
    t.format,
    t.popularity,
    t.created_at,
  ]);

const sql = [
  "-- Generated by scripts/catalogue-seed/generate.mjs; do not edit by hand.",
  inserts("catalogue_options", ["kind", "parent", "key", "position", "data"], options),
  inserts("catalogue_prices", ["sku", "currency", "price_original", "price_current"], prices),
  inserts("catalogue_labels", ["key", "language", "text"], labels),
  inserts(
    "themes",
    [
      "id",
      "name",
      "product",
      "category",
      "color",
      "style",
      "punching",
      "label",
      "aspect_ratio",
      "format",
      "popularity",
      "created_at",
    ],
    themeRows,
  ),
  "",
].join("\n");

const target = path.resolve(import.meta.dirname, "../../backend/migrations/0101_catalogue_seed.sql");
writeFileSync(target, sql);
const names = themeNameRows(d.themes());
const namesTarget = path.resolve(import.meta.dirname, "../../backend/migrations/0103_theme_names.sql");
writeFileSync(
  namesTarget,
  [
    "-- Generated by scripts/catalogue-seed/generate.mjs; do not edit by hand.",
    "-- A card design's name per language: `design` is the design alone (Mondschein), `name` the theme's",
    "-- full name (Mondschein Geburt); the backend answers in the request's language, else the theme's name.",
    "CREATE TABLE theme_names (",
    "  theme_id INTEGER NOT NULL REFERENCES themes (id),",
    "  language TEXT NOT NULL CHECK (language IN ('de', 'en', 'es', 'fr', 'it', 'nl')),",
    "  name TEXT NOT NULL,",
    "  design TEXT NOT NULL,",
    "  PRIMARY KEY (theme_id, language)",
    ");",
    inserts("theme_names", ["theme_id", "language", "name", "design"], names),
    "",
  ].join("\n"),
);
console.log(`wrote ${path.relative(process.cwd(), namesTarget)}: ${names.length} names`);
console.log(
  `wrote ${path.relative(process.cwd(), target)}: ${options.length} options, ${prices.length} prices, ${labels.length} labels, ${themeRows.length} themes`,
);
