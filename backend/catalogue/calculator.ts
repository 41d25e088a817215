/**
 * The calculator reference (section 3, "Calculator"; section 7, /web-api/calculator/reference):
 * the material options of a calculator with their formats and prices in the shop's currency.
 * Frame products price material plus the material's default frame (framed material) or the frame
 * alone (photo frame); a photo box calculator offers the photo box types as its options.
 */
import type {
  CalculatorFormat,
  CalculatorLabel,
  CalculatorMaterialOption,
  CalculatorReference,
} from "../../shared/bff/catalogue.ts";
import { type CalculatorProduct, isFrameProduct } from "../../shared/catalogue/enumerations.ts";
import { parseFormat } from "../../shared/catalogue/format-string.ts";
import { namedFormat } from "../../shared/catalogue/named-formats.ts";
import { type PriceRecord, addPrices } from "../../shared/pricing/price-record.ts";
import { CHANNEL_FLAGS } from "../../shared/site/sites.ts";
import type { Shop } from "./shop.ts";
import { type Labels, labels as loadLabels, options, optionsUnder, pricesByPrefix } from "./store.ts";
import { present } from "../../shared/assert/present.ts";

interface MaterialData {
  defaultFrame: string | null;
  initiallySelectedFormat: string;
}
interface FormatData {
  group: string;
  listed: boolean;
  bestseller: boolean;
}

const MATERIAL_SETS: Record<string, string> = {
  poster: "paper",
  hahnemuehle: "paper",
  leinwand: "canvas",
  fototapete: "wall",
  klebefolie: "film",
  backlitfolie: "film",
  pvcplane: "film",
};

const BESTSELLER_COLOURS = { backgroundColor: "#1f4e79", textColor: "#ffffff" };

export type CalculatorResult = { ok: true; reference: CalculatorReference } | { ok: false; status: 404; text: string };

/** Logged when a material has no default frame, and when no material is left for a frame product (section 8). */
export const NO_DEFAULT_OPTION = "error-no-default-option-for-material-type";
export const NO_MATERIALS = "error-no-materials-for-frame-type";

function log(code: string, detail: Record<string, unknown>): void {
  console.warn(JSON.stringify({ level: "warn", code, ...detail }));
}

function formatEntry(value: string, group: string, listed: boolean, price: PriceRecord): CalculatorFormat {
  const d = parseFormat(value) ?? present(namedFormat(value), `format ${value}`).size;
  return {
    value,
    listed,
    ...price,
    context: {
      formatType: value,
      formatGroup: group,
      labelTranslationKey: `formatGroup.${group}`,
      translationOptions: { width: d.width, height: d.height },
    },
  };
}

function withInitial(
  option: Omit<CalculatorMaterialOption, "initiallySelectedFormat">,
  preferred: string,
): CalculatorMaterialOption {
  const known = option.formats.some((f) => f.value === preferred);
  return {
    ...option,
    initiallySelectedFormat: known
      ? preferred
      : ((option.formats.find((f) => f.listed) ?? option.formats[0])?.value ?? ""),
  };
}

/** The built options, and per material the formats the catalogue marks as bestsellers. */
type Built = { options: CalculatorMaterialOption[]; bestsellers: Map<string, Set<string>> } | { text: string };

async function photoboxOptions(db: D1Database, shop: Shop, types: string[], t: Labels): Promise<Built> {
  const known = new Set((await options(db, "photobox_type")).map((o) => o.key));
  const unknown = types.find((type) => !known.has(type));
  if (unknown) return { text: `unknown photo box type ${unknown}` };
  const [prices, formatsByType] = await Promise.all([
    pricesByPrefix(
      db,
      shop.currency,
      types.map((type) => `photobox/${type}/`),
    ),
    optionsUnder(db, "photobox_format", types),
  ]);
  const result: CalculatorMaterialOption[] = [];
  for (const type of types) {
    const formats = (formatsByType.get(type) ?? []).flatMap((f) => {
      const p = prices.get(`photobox/${type}/${f.key}`);
      return p ? [formatEntry(f.key, "photobox", true, p)] : [];
    });
    result.push(
      withInitial(
        {
          value: type,
          label: t(`photoboxType.${type}`),
          labelTranslationKey: `photoboxType.${type}`,
          formats,
          context: { photoboxType: type },
          set: "photobox",
        },
        formats[0]?.value ?? "",
      ),
    );
  }
  return { options: result, bestsellers: new Map() };
}

/** Calendars: one option per calendar type, its formats priced with the type's first mounting (as `/web-api/calendar-price` does). */
async function calendarOptions(db: D1Database, shop: Shop, types: string[], t: Labels): Promise<Built> {
  const rows = new Map((await options<{ mountings: string[] }>(db, "calendar_type")).map((o) => [o.key, o.data]));
  const unknown = types.find((type) => !rows.has(type));
  if (unknown) return { text: `unknown calendar type ${unknown}` };
  const [prices, formatsByType] = await Promise.all([
    pricesByPrefix(db, shop.currency, [...types.map((type) => `calendar/${type}/`), "mounting/"]),
    optionsUnder(db, "calendar_format", types),
  ]);
  const result = types.map((type) => {
    const mounting = prices.get(`mounting/${present(rows.get(type), `calendar type ${type}`).mountings[0]}`);
    const formats = (formatsByType.get(type) ?? []).flatMap((f) => {
      const p = prices.get(`calendar/${type}/${f.key}`);
      return p && mounting && namedFormat(f.key) ? [formatEntry(f.key, "calendar", true, addPrices(p, mounting))] : [];
    });
    return withInitial(
      {
        value: type,
        label: t(`calendarType.${type}`),
        labelTranslationKey: `calendarType.${type}`,
        formats,
        context: { calendarType: type },
        set: "calendar",
      },
      formats[0]?.value ?? "",
    );
  });
  return { options: result, bestsellers: new Map() };
}

/** The design group the photo book calculator hands to the designer: the first of the 'basic' category (16). */
const PHOTOBOOK_DEFAULT_CATEGORY = "16";

/** Photo books: one option per type (`printing-cover`), its formats priced at the least pages and the first paper (as `/web-api/photobook-price` does). */
async function photobookOptions(db: D1Database, shop: Shop, types: string[], t: Labels): Promise<Built> {
  const rows = new Map(
    (await options<{ printing: string; cover: string; papers: string[] }>(db, "photobook_type")).map((o) => [
      o.key,
      o.data,
    ]),
  );
  const unknown = types.find((type) => !rows.has(type));
  if (unknown) return { text: `unknown photo book type ${unknown}` };
  const [prices, formats, groups] = await Promise.all([
    pricesByPrefix(db, shop.currency, [...types.map((type) => `photobook/${type}/`), "photobook-paper/"]),
    options(db, "photobook_format"),
    options<{ landscape: string; portrait: string; square: string }>(
      db,
      "photobook_design_group",
      PHOTOBOOK_DEFAULT_CATEGORY,
    ),
  ]);
  const designGroupIds = groups[0]?.data;
  const result = types.map((type) => {
    const data = present(rows.get(type), `photobook type ${type}`);
    const paper = prices.get(`photobook-paper/${data.papers[0]}`);
    const entries = formats.flatMap((f) => {
      const p = prices.get(`photobook/${type}/${f.key}`);
      return p && paper && namedFormat(f.key) ? [formatEntry(f.key, "photobook", true, addPrices(p, paper))] : [];
    });
    const label = `${t(`photobookType.${data.printing}`)} · ${t(`cover.${data.cover}`)}`;
    const context = { photobookType: type, ...(designGroupIds ? { designGroupIds } : {}) };
    return withInitial(
      {
        value: type,
        label,
        labelTranslationKey: `photobookType.${data.printing}`,
        formats: entries,
        context,
        set: "photobook",
      },
      entries[0]?.value ?? "",
    );
  });
  return { options: result, bestsellers: new Map() };
}

async function materialOptions(
  db: D1Database,
  shop: Shop,
  product: CalculatorProduct,
  materials: string[],
  t: Labels,
): Promise<Built> {
  const [materialRows, frameRows] = await Promise.all([
    options<MaterialData>(db, "material"),
    options<{ defaultVariant: string }>(db, "frame_type"),
  ]);
  const rows = new Map(materialRows.map((o) => [o.key, o.data]));
  const unknown = materials.find((m) => !rows.has(m));
  if (unknown) return { text: `unknown material ${unknown}` };
  const frames = new Map(frameRows.map((o) => [o.key, o.data.defaultVariant]));
  const framed = isFrameProduct(product);
  const usable = materials.filter((m) => {
    if (!framed || rows.get(m)?.defaultFrame) return true;
    log(NO_DEFAULT_OPTION, { product, material: m });
    return false;
  });
  const prefixes = usable.flatMap((m) => [
    `material/${m}/`,
    ...(framed ? [`frame/${rows.get(m)?.defaultFrame}/`] : []),
  ]);
  const [prices, formatsByMaterial] = await Promise.all([
    pricesByPrefix(db, shop.currency, prefixes),
    optionsUnder<FormatData>(db, "material_format", usable),
  ]);
  const result: CalculatorMaterialOption[] = [];
  const bestsellers = new Map<string, Set<string>>();
  for (const material of usable) {
    const data = present(rows.get(material), `material ${material}`);
    const frameType = framed ? data.defaultFrame : undefined;
    const rowsOfMaterial = formatsByMaterial.get(material) ?? [];
    bestsellers.set(material, new Set(rowsOfMaterial.filter((f) => f.data.bestseller).map((f) => f.key)));
    const formats = rowsOfMaterial.flatMap((f) => {
      const materialPrice = prices.get(`material/${material}/${f.key}`);
      const framePrice = frameType ? prices.get(`frame/${frameType}/${f.key}`) : undefined;
      if (!materialPrice || (framed && !framePrice)) return [];
      const p =
        product === "photoFrame" && framePrice
          ? framePrice
          : framePrice
            ? addPrices(materialPrice, framePrice)
            : materialPrice;
      return [formatEntry(f.key, f.data.group, framed ? f.data.listed : true, p)];
    });
    const context = frameType
      ? { materialType: material, frameType, frameVariant: frames.get(frameType) }
      : { materialType: material };
    result.push(
      withInitial(
        {
          value: material,
          label: t(`material.${material}`),
          labelTranslationKey: `material.${material}`,
          formats,
          context,
          set: MATERIAL_SETS[material] ?? "panel",
        },
        data.initiallySelectedFormat,
      ),
    );
  }
  return { options: result, bestsellers };
}

function bestsellerLabels(
  list: CalculatorMaterialOption[],
  bestsellers: Map<string, Set<string>>,
  t: Labels,
): CalculatorLabel[] {
  const labels: CalculatorLabel[] = [];
  for (const option of list) {
    if (!option.context.materialType) continue;
    const marked = bestsellers.get(option.value);
    option.formats.forEach((f, index) => {
      if (marked?.has(f.value))
        labels.push({ material: option.value, index, text: t("calculatorLabel.bestseller"), ...BESTSELLER_COLOURS });
    });
  }
  return labels;
}

/**
 * Queries are few and independent ones run together (material, frame, price and format rows each in
 * one query): the product overview builds one reference per calculator product. `labels` may be
 * passed in when the caller has the shop's language loaded already.
 */
export async function calculatorReference(
  db: D1Database,
  shop: Shop,
  query: { product: CalculatorProduct; materials: string[]; isCollage?: boolean },
  labels?: Labels,
): Promise<CalculatorResult> {
  const t = labels ?? (await loadLabels(db, shop.language));
  const materials = [...new Set(query.materials)];
  const built =
    query.product === "photobox"
      ? await photoboxOptions(db, shop, materials, t)
      : query.product === "calendar"
        ? await calendarOptions(db, shop, materials, t)
        : query.product === "photobook"
          ? await photobookOptions(db, shop, materials, t)
          : await materialOptions(db, shop, query.product, materials, t);
  if ("text" in built) return { ok: false, status: 404, text: built.text ?? "unknown option" };
  if (built.options.length === 0) {
    log(NO_MATERIALS, { product: query.product, materials });
    return { ok: false, status: 404, text: "no material of this calculator can be offered" };
  }
  const isCollage = query.product === "collage" || query.isCollage === true;
  return {
    ok: true,
    reference: {
      product: query.product,
      currency: shop.currency,
      options: built.options,
      selectedValue: built.options[0].value,
      isCollage,
      ...(isCollage ? { designId: CHANNEL_FLAGS[shop.channel].defaultCollageId } : {}),
      labels: bestsellerLabels(built.options, built.bestsellers, t),
    },
  };
}
