/**
 * What the stand-in asks for before an article can be priced (decision 184): a navigation
 * link hands the designer a product kind without its format ("Wandkalender", a photo book
 * category, a frame colour). The real designer lets the shopper choose it there; the stand-in
 * does the same, one choice at a time, each from what the catalogue prices in the shop's currency,
 * so the article that reaches the cart is always one the cart can price.
 */
import { catalogueFormatLabel, namedFormat } from "../../shared/catalogue/named-formats.ts";
import { parseFormat } from "../../shared/catalogue/format-string.ts";
import type { DesignerType } from "../../shared/designer/options.ts";
import { type Locale, currencyOf, unitOf } from "../../shared/site/locales.ts";
import type { Labels } from "../catalogue/store.ts";
import { pricesByPrefix } from "../catalogue/store.ts";
import { readableOptions } from "./readable.ts";

/** The next parameter to choose: its name and the SKU prefix whose next part gives its values. */
interface Step {
  field: string;
  prefix: string;
  /** The value a SKU part stands for (a photo book type `digitalfotobuch-hard` holds printing and cover). */
  pick?: (part: string) => string | undefined;
}

const KEY = /^[a-z0-9][a-z0-9-]{0,63}$/;

function nextStep(type: DesignerType, o: Record<string, string>): Step | undefined {
  const has = (name: string) => typeof o[name] === "string" && KEY.test(o[name]);
  switch (type) {
    case "calendar":
      if (!has("calendarType")) return { field: "calendarType", prefix: "calendar/" };
      return has("formatType") ? undefined : { field: "formatType", prefix: `calendar/${o.calendarType}/` };
    case "photoFrame":
      if (!has("frameType") && !has("materialType")) return { field: "frameType", prefix: "frame/" };
      if (has("formatType")) return undefined;
      return {
        field: "formatType",
        prefix: has("materialType") ? `material/${o.materialType}/` : `frame/${o.frameType}/`,
      };
    case "collage":
      if (!has("materialType")) return { field: "materialType", prefix: "material/" };
      return has("formatType") ? undefined : { field: "formatType", prefix: `material/${o.materialType}/` };
    case "photobook":
      if (!has("printing")) return { field: "printing", prefix: "photobook/", pick: (part) => part.split("-")[0] };
      if (!has("cover")) return { field: "cover", prefix: `photobook/${o.printing}-`, pick: (part) => part };
      return has("format") ? undefined : { field: "format", prefix: `photobook/${o.printing}-${o.cover}/` };
    default:
      return undefined;
  }
}

/** Smallest format first, as the calculator lists them; a key that is no format goes last. */
function area(key: string): number {
  const size = parseFormat(key) ?? namedFormat(key)?.size;
  return size ? size.width * size.height : Number.MAX_SAFE_INTEGER;
}

export interface Choice {
  field: string;
  label: string;
  values: Array<{ value: string; label: string }>;
}

/** The choice the article still needs, with the catalogue's values in its order; undefined when none is missing or the catalogue has none. */
export async function missingChoice(
  db: D1Database,
  type: DesignerType,
  options: Record<string, string>,
  locale: Locale,
  t: Labels,
): Promise<Choice | undefined> {
  const step = nextStep(type, options);
  if (!step) return undefined;
  const skus = [...(await pricesByPrefix(db, currencyOf(locale), [step.prefix])).keys()];
  const values: string[] = [];
  for (const sku of skus) {
    const part = sku.slice(step.prefix.length).split("/")[0];
    const value = step.pick ? step.pick(part) : part;
    if (value && KEY.test(value) && !values.includes(value)) values.push(value);
  }
  if (values.length === 0) return undefined;
  const isFormat = step.field === "formatType" || step.field === "format";
  if (isFormat) values.sort((a, b) => area(a) - area(b) || a.localeCompare(b));
  const unit = unitOf(locale);
  const label = readableOptions([[step.field, ""]], locale, t)[0].label;
  return {
    field: step.field,
    label,
    values: values.map((value) => ({
      value,
      label: isFormat
        ? catalogueFormatLabel(value, unit, locale)
        : readableOptions([[step.field, value]], locale, t)[0].value,
    })),
  };
}
