/**
 * The price calculator's state (section 4, "Calculator"):
 * - changing the material resets the format to that material's initially selected format;
 * - a format chosen in the 'more formats' dialog that is not in the list becomes the shown extra
 *   entry, cleared when another format is picked;
 * - a preselected SKU context sets material and format;
 * - the portrait swap (tag plus experiment flag) shows and hands off formats in portrait.
 * Pure functions, so the island and the server render the same first state.
 */
import type { CalculatorFormat, CalculatorMaterialOption } from "../bff/catalogue.ts";
import type { DesignerOptions } from "../designer/options.ts";
import { type CalculatorProduct, isFrameProduct } from "./enumerations.ts";
import { parseFormat, toFormatString } from "./format-string.ts";

/** What the state needs of a format and of a material option: the contract's shapes, slimmed for island props. */
export type StateFormat = Pick<CalculatorFormat, "value" | "listed" | "priceOriginal" | "priceCurrent" | "pricePrior">;
export interface StateOption {
  value: string;
  label: string;
  formats: StateFormat[];
  initiallySelectedFormat: string;
  context: CalculatorMaterialOption["context"];
}

/** Drops what the island does not read (format contexts, translation keys, sets). */
export function slimOption(option: StateOption): StateOption {
  return {
    value: option.value,
    label: option.label,
    formats: option.formats.map((f) => ({
      value: f.value,
      listed: f.listed,
      priceOriginal: f.priceOriginal,
      priceCurrent: f.priceCurrent,
      ...(f.pricePrior === undefined ? {} : { pricePrior: f.pricePrior }),
    })),
    initiallySelectedFormat: option.initiallySelectedFormat,
    context: option.context,
  };
}

export interface CalculatorState {
  material: string;
  format: string;
  /** A format picked in 'more formats' that the list does not show. */
  extra?: string;
}

export function optionOf(options: StateOption[], material: string): StateOption {
  return options.find((o) => o.value === material) ?? options[0];
}

/** The first state: the preselected SKU context when it names a known material and format, else the first material. */
export function initialState(
  options: StateOption[],
  selectedValue: string,
  preselect?: { material?: string; format?: string },
): CalculatorState {
  const chosen = preselect?.material ? options.find((o) => o.value === preselect.material) : undefined;
  if (chosen && preselect?.format && chosen.formats.some((f) => f.value === preselect.format)) {
    const listed = chosen.formats.find((f) => f.value === preselect.format)?.listed;
    return { material: chosen.value, format: preselect.format, extra: listed ? undefined : preselect.format };
  }
  const option = optionOf(options, selectedValue);
  return { material: option.value, format: option.initiallySelectedFormat };
}

export function selectMaterial(options: StateOption[], material: string): CalculatorState {
  const option = optionOf(options, material);
  return { material: option.value, format: option.initiallySelectedFormat };
}

/** Picking a format: from the list clears the extra entry; from the dialog a format outside the list becomes it. */
export function selectFormat(state: CalculatorState, option: StateOption, format: string): CalculatorState {
  const entry = option.formats.find((f) => f.value === format);
  if (!entry) return state;
  return { material: state.material, format, extra: entry.listed ? undefined : format };
}

/** Frame products list only the listed formats plus the extra entry; the others list every format. */
export function visibleFormats(product: CalculatorProduct, option: StateOption, state: CalculatorState): StateFormat[] {
  if (!isFrameProduct(product)) return option.formats;
  return option.formats.filter((f) => f.listed || f.value === state.extra);
}

export function hasMoreFormats(product: CalculatorProduct, option: StateOption): boolean {
  return isFrameProduct(product) && option.formats.some((f) => !f.listed);
}

/** The portrait form of a format: the longer side becomes the height. */
export function portraitFormat(value: string): string {
  const size = parseFormat(value);
  return size && size.width > size.height ? toFormatString({ width: size.height, height: size.width }) : value;
}

/** The format shown and handed off: in portrait when the swap is on. */
export function shownFormat(format: string, portraitSwap: boolean): string {
  return portraitSwap ? portraitFormat(format) : format;
}

/** The designer options of the current choice (section 2, "Designer hand-off"). */
export function handoffOptions(
  product: CalculatorProduct,
  option: StateOption,
  format: string,
  extras: { designId?: string; isCollage: boolean; portraitSwap: boolean },
): DesignerOptions {
  const formatType = shownFormat(format, extras.portraitSwap);
  if (product === "calendar") return { calendarType: option.context.calendarType, formatType: format };
  if (product === "photobook")
    return { photobookType: option.context.photobookType, format, designGroupIds: option.context.designGroupIds };
  if (product === "photobox")
    return { photoboxType: option.context.photoboxType === "small" ? "photobox" : "photoprint", formatType };
  const base: DesignerOptions = { materialType: option.context.materialType, formatType };
  if (product === "collage" || extras.isCollage) return { ...base, designId: extras.designId, isCollage: true };
  if (product === "photoFrame")
    return { ...base, frameType: option.context.frameType, frameVariant: option.context.frameVariant, frameOnly: true };
  if (product === "framedMaterial")
    return { ...base, frameType: option.context.frameType, frameVariant: option.context.frameVariant };
  return base;
}
