/**
 * Data of the price calculator block: the story block's fields checked, the calculator reference
 * from the BFF, the story's initially selected formats applied, and an optional preselected SKU.
 * Bad fields never break the page: they end in a calm notice or the standard selection.
 */
import type { CalculatorReference } from "../../shared/bff/catalogue.ts";
import { CALCULATOR_PRODUCTS, isOneOf } from "../../shared/catalogue/enumerations.ts";
import { isFormatString } from "../../shared/catalogue/format-string.ts";
import type { CalculatorBlockFields } from "../../shared/catalogue/products.ts";
import { BffError } from "./client.ts";
import { getCalculatorReference, getSkuContainer } from "./catalogue.ts";
import type { Env } from "../env.ts";
import { describeError, logEvent } from "../log.ts";
import type { RenderRecord } from "../render/render-record.ts";
import type { RequestContext } from "../site/request-context.ts";
import type { DeliveryPromise } from "../../shared/delivery/delivery-date.ts";
import { calculatorDeliveryProduct, parseDeliveryProduct } from "../../shared/delivery/delivery-products.ts";
import { getDeliveryPromises } from "./delivery.ts";

/** The story block of component `PriceCalculator` (content issue), as Storyblok delivers it. */
export interface PriceCalculatorStoryBlock {
  _uid?: string;
  component?: "PriceCalculator";
  headline?: unknown;
  product?: unknown;
  materials?: unknown;
  initiallySelectedFormats?: unknown;
  tags?: unknown;
  isCollage?: unknown;
}

/** A calculator block whose fields were checked: the shared shape of its fields. */
export type CheckedBlock = CalculatorBlockFields;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/** The block's fields, or undefined when the block cannot describe a calculator. */
export function checkBlock(block: PriceCalculatorStoryBlock): CheckedBlock | undefined {
  const materials = strings(block.materials).slice(0, 20);
  if (!isOneOf(CALCULATOR_PRODUCTS, block.product) || materials.length === 0) return undefined;
  const formats =
    block.initiallySelectedFormats && typeof block.initiallySelectedFormats === "object"
      ? block.initiallySelectedFormats
      : {};
  return {
    headline: typeof block.headline === "string" ? block.headline : "",
    product: block.product,
    materials,
    initiallySelectedFormats: Object.fromEntries(
      Object.entries(formats).filter((e): e is [string, string] => typeof e[1] === "string"),
    ),
    tags: strings(block.tags),
    isCollage: block.isCollage === true || block.isCollage === "true",
  };
}

export const NO_DEFAULT_OPTION = "error-no-default-option-for-material-type";
const SKU = /^[a-z0-9-]{1,64}_[1-9]\d{0,5}x[1-9]\d{0,5}$/;

export type CalculatorData =
  | {
      ok: true;
      reference: CalculatorReference;
      preselect: { material: string; format: string } | null;
      skuMissing: boolean;
      /** When an order arrives, per delivery product key of the block's options (may be empty). */
      delivery: Record<string, DeliveryPromise>;
    }
  | { ok: false };

/** The story's initially selected format wins when the material offers it; otherwise the default stays and it is logged. */
export function applyInitialFormats(
  reference: CalculatorReference,
  formats: Record<string, string>,
  path: string,
): CalculatorReference {
  const options = reference.options.map((option) => {
    const wanted = formats[option.value];
    if (wanted === undefined) return option;
    if (isFormatString(wanted) && option.formats.some((f) => f.value === wanted))
      return { ...option, initiallySelectedFormat: wanted };
    logEvent("warn", NO_DEFAULT_OPTION, { path, material: option.value, format: wanted.slice(0, 40) });
    return option;
  });
  return { ...reference, options };
}

/**
 * The calculator's data with the delivery promise of each option, asked for at once; a failed
 * reference, SKU lookup or delivery promise marks `record`'s render incomplete.
 */
export async function loadCalculator(
  env: Env,
  request: RequestContext,
  record: RenderRecord,
  block: CheckedBlock,
  sku: string | undefined,
): Promise<CalculatorData> {
  const products = block.materials
    .map((option) => calculatorDeliveryProduct(block.product, option))
    .filter((key) => parseDeliveryProduct(key));
  const delivery = getDeliveryPromises(env, request, record, products);
  const data = await loadReference(env, request, record, block, sku);
  return data.ok ? { ...data, delivery: await delivery } : data;
}

async function loadReference(
  env: Env,
  request: RequestContext,
  record: RenderRecord,
  block: CheckedBlock,
  sku: string | undefined,
): Promise<Omit<Extract<CalculatorData, { ok: true }>, "delivery"> | { ok: false }> {
  const loaded = await record.settle("price-calculator", getCalculatorReference(env, request, block), (error) => {
    logEvent("warn", "calculator-unavailable", {
      path: request.path,
      status: error instanceof BffError ? error.status : undefined,
      product: block.product,
    });
    return undefined;
  });
  if (!loaded) return { ok: false };
  const reference = applyInitialFormats(loaded, block.initiallySelectedFormats, request.path);
  if (!sku) return { ok: true, reference, preselect: null, skuMissing: false };
  if (!SKU.test(sku)) return { ok: true, reference, preselect: null, skuMissing: true };
  // Only the backend's "no such SKU" means the SKU is missing; any other failure is logged and the calculator starts at its defaults.
  const preselected = getSkuContainer(env, request, [sku]).then(
    ({ skus: [entry] }) => {
      if (!entry) return { preselect: null, skuMissing: true };
      const material = entry.context.materialType ?? entry.context.photoboxType ?? "";
      const known = reference.options.some(
        (o) => o.value === material && o.formats.some((f) => f.value === entry.context.formatType),
      );
      return { preselect: known ? { material, format: entry.context.formatType } : null, skuMissing: !known };
    },
    (error: unknown) => {
      if (error instanceof BffError && (error.status === 404 || error.status === 400))
        return { preselect: null, skuMissing: true };
      throw error;
    },
  );
  const found = await record.settle("price-calculator-sku", preselected, (error) => {
    logEvent("warn", "calculator-sku-unavailable", {
      path: request.path,
      status: error instanceof BffError ? error.status : undefined,
      ...describeError(error),
    });
    return { preselect: null, skuMissing: false };
  });
  return { ok: true, reference, ...found };
}
