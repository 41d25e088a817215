/**
 * The query a designer receives (section 3, "Designer parameters"): the selected options of its
 * product type, then the common ones, then the locale. Each rule of the section is one function.
 */
import { orientationOf, parseFormat } from "../catalogue/format-string.ts";
import type { DesignerOptions, DesignerType } from "./options.ts";

export type Params = Array<[string, string]>;

/** `a=1&b=x%20y`: the query of a parameter list, in order. */
export function toQuery(params: Params): string {
  return params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&");
}

function put(params: Params, key: string, value: string | number | boolean | undefined): void {
  if (value !== undefined && value !== "") params.push([key, String(value)]);
}

/** Calendar: startMonth and startYear default to the start date, or today; accessory types default to 'without'. */
export function calendarStart(options: DesignerOptions, today: Date): { startMonth: number; startYear: number } {
  const start =
    options.startDate && /^\d{4}-\d{2}-\d{2}$/.test(options.startDate)
      ? new Date(`${options.startDate}T00:00:00Z`)
      : undefined;
  const from = start && !Number.isNaN(start.getTime()) ? start : today;
  return {
    startMonth: options.startMonth ?? from.getUTCMonth() + 1,
    startYear: options.startYear ?? from.getUTCFullYear(),
  };
}

export const ACCESSORY_WITHOUT = "without";

function calendarParams(options: DesignerOptions, today: Date, params: Params): void {
  const { startMonth, startYear } = calendarStart(options, today);
  put(params, "calendarType", options.calendarType);
  put(params, "formatType", options.formatType);
  put(params, "designId", options.designId);
  put(params, "startMonth", startMonth);
  put(params, "startYear", startYear);
  put(params, "mounting", options.mounting);
  const accessories = options.accessoryTypes?.filter(Boolean) ?? [];
  put(params, "accessoryTypes", accessories.length > 0 ? accessories.join(",") : ACCESSORY_WITHOUT);
}

/** Card: a 'sample' quantity is converted to 1 and sets the sample flag. */
export function cardQuantity(options: DesignerOptions): { quantity?: number; sample: boolean } {
  if (options.quantity === "sample") return { quantity: 1, sample: true };
  return { quantity: options.quantity, sample: options.sample === true };
}

function cardParams(options: DesignerOptions, params: Params): void {
  const { quantity, sample } = cardQuantity(options);
  put(params, "themeId", options.themeId);
  put(params, "formatType", options.formatType);
  put(params, "quantity", quantity);
  if (sample) put(params, "sample", "true");
  if (isRefinement(options.refinementType)) put(params, "refinementType", options.refinementType);
}

/** Photo book type `digitalfotobuch-hard` is split into printing and cover. */
export function splitPhotobookType(options: DesignerOptions): { printing?: string; cover?: string } {
  if (!options.photobookType) return { printing: options.printing };
  const [printing, cover] = options.photobookType.split("-", 2);
  return { printing: printing || options.printing, cover: cover || undefined };
}

/** Landscape, portrait or square, from a photo book format key or a format string. */
export function photobookOrientation(format: string | undefined): "landscape" | "portrait" | "square" | undefined {
  if (!format) return undefined;
  if (format.endsWith("-landscape")) return "landscape";
  if (format.endsWith("-portrait")) return "portrait";
  if (format === "square") return "square";
  const d = parseFormat(format);
  return d ? orientationOf(d) : undefined;
}

/** templateId comes from the design group id of the format's orientation. */
export function templateIdOf(options: DesignerOptions): string | undefined {
  const orientation = photobookOrientation(options.format);
  return orientation ? options.designGroupIds?.[orientation] : undefined;
}

/** A refinement is set only when it is neither none nor 'without'. */
export function isRefinement(value: string | undefined): value is string {
  return !!value && value !== "none" && value !== ACCESSORY_WITHOUT;
}

function photobookParams(options: DesignerOptions, params: Params): void {
  const { printing, cover } = splitPhotobookType(options);
  put(params, "printing", printing);
  put(params, "cover", cover);
  put(params, "binding", options.binding);
  put(params, "paper", options.paper);
  put(params, "format", options.format);
  put(params, "pageCount", options.photobookPageCount);
  put(params, "templateId", templateIdOf(options));
  put(params, "amount", options.amount ?? 1);
  if (isRefinement(options.refinement)) put(params, "refinement", options.refinement);
}

/** Photo box: the type is small for a photo box, otherwise photo prints. */
export function photoboxKind(photoboxType: string | undefined): "small" | "photoprint" {
  return photoboxType === "photobox" || photoboxType === "small" ? "small" : "photoprint";
}

function photoboxParams(options: DesignerOptions, params: Params): void {
  const d = options.formatType ? parseFormat(options.formatType) : undefined;
  put(params, "type", photoboxKind(options.photoboxType));
  put(params, "width", d?.width);
  put(params, "height", d?.height);
}

function frameParams(options: DesignerOptions, params: Params, withDesign: boolean): void {
  if (withDesign) put(params, "designId", options.designId);
  if (!options.frameOnly) put(params, "materialType", options.materialType);
  put(params, "frameType", options.frameType);
  put(params, "frameVariant", options.frameVariant);
  put(params, "formatType", options.formatType);
  put(params, "matSize", options.matSize);
  put(params, "matType", options.matType);
}

/** The full query for a designer type: its options, then gclid and referral source, then the locale. */
export function designerParams(type: DesignerType, options: DesignerOptions, locale: string, today: Date): Params {
  const params: Params = [];
  switch (type) {
    case "calendar":
      calendarParams(options, today, params);
      break;
    case "card":
      cardParams(options, params);
      break;
    case "photobook":
      photobookParams(options, params);
      break;
    case "photobox":
      photoboxParams(options, params);
      break;
    case "photoFrame":
      frameParams(options, params, false);
      break;
    case "collage":
      frameParams(options, params, true);
      break;
  }
  put(params, "gclid", options.gclid);
  put(params, "referralSource", options.referralSource);
  put(params, "locale", locale);
  return params;
}
