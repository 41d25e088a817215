/**
 * A `/configurator-*` link's query read as designer options (section 2, "Configurator path
 * prefixes"; section 3, "Configurator query parameters" and "Designer parameters"), so the
 * navigation's links go through the same designer rules as the price calculator's call to action:
 * calendar start month and year, accessories 'without', card 'sample' -> 1, photo book type split
 * into printing and cover, template id by orientation, amount 1, refinement only when real.
 * Parameters the rules do not name (`occasion`, `categoryId`, `assistant` ...) are configurator
 * parameters of the designer's own and are passed on after the rules' ones, when well formed.
 */
import { designerTypeOf } from "./designer-type.ts";
import type { DesignerOptions, DesignerType } from "./options.ts";
import { type Params, designerParams, toQuery } from "./parameters.ts";

const STRINGS = [
  "photoboxType",
  "materialType",
  "frameType",
  "frameVariant",
  "designId",
  "calendarType",
  "photobookType",
  "printing",
  "themeId",
  "formatType",
  "matType",
  "refinementType",
  "startDate",
  "mounting",
  "binding",
  "paper",
  "format",
  "refinement",
] as const;

/** Names read by the rules (or replaced by them) and never passed on as they came. Pure: dropped from bundles that do not read it. */
const CONSUMED = /* @__PURE__ */ consumedNames();

function consumedNames(): Set<string> {
  return new Set<string>([
    ...STRINGS,
    "matSize",
    "startMonth",
    "startYear",
    "photobookPageCount",
    "pageCount",
    "amount",
    "quantity",
    "sample",
    "frameOnly",
    "isCollage",
    "accessoryTypes",
    "designGroupLandscape",
    "designGroupPortrait",
    "designGroupSquare",
    "gclid",
    "referralSource",
    "utm_source",
    "locale",
  ]);
}

/** What this reads of a `URLSearchParams` (shared code has no DOM types). */
export interface QueryParams extends Iterable<[string, string]> {
  get(name: string): string | null;
  getAll(name: string): string[];
}

const NAME = /^[a-zA-Z][a-zA-Z0-9_]{0,39}$/;
const MAX_VALUE = 200;
const MAX_PASSED = 20;

function int(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

const clean = (value: string | null) =>
  value && value.length <= MAX_VALUE && !/[\u0000-\u001f]/.test(value) ? value : undefined;

/** Common parameters the shop remembered for the visitor (the ad click and where they came from). */
export interface Attribution {
  gclid?: string;
  referralSource?: string;
}

export function optionsFromQuery(query: QueryParams, remembered: Attribution = {}): DesignerOptions {
  const options: DesignerOptions = {};
  for (const name of STRINGS) {
    const value = clean(query.get(name));
    if (value) options[name] = value;
  }
  options.matSize = int(query.get("matSize"), 0, 1000);
  options.startMonth = int(query.get("startMonth"), 1, 12);
  options.startYear = int(query.get("startYear"), 2000, 2999);
  options.photobookPageCount = int(query.get("photobookPageCount") ?? query.get("pageCount"), 1, 1000);
  options.amount = int(query.get("amount"), 1, 5000);
  const quantity = query.get("quantity");
  options.quantity = quantity === "sample" ? "sample" : int(quantity, 1, 5000);
  if (query.get("sample") === "true" || query.get("sample") === "1") options.sample = true;
  if (query.get("frameOnly") === "true") options.frameOnly = true;
  if (query.get("isCollage") === "true") options.isCollage = true;
  const accessories = query
    .getAll("accessoryTypes")
    .flatMap((v: string) => v.split(","))
    .map((v: string) => v.trim())
    .filter((v: string) => /^[a-z0-9-]{1,40}$/.test(v));
  if (accessories.length > 0) options.accessoryTypes = accessories;
  const groups = {
    landscape: clean(query.get("designGroupLandscape")),
    portrait: clean(query.get("designGroupPortrait")),
    square: clean(query.get("designGroupSquare")),
  };
  if (groups.landscape || groups.portrait || groups.square) options.designGroupIds = groups;
  options.gclid = clean(query.get("gclid")) ?? remembered.gclid;
  options.referralSource =
    clean(query.get("referralSource")) ?? clean(query.get("utm_source")) ?? remembered.referralSource;
  return options;
}

/** The designer query of a configurator link: the rules of its designer type, the link's own further parameters, then gclid, referral source and locale. */
export function configuratorParams(
  type: DesignerType,
  query: QueryParams,
  locale: string,
  today: Date,
  remembered: Attribution = {},
): Params {
  const ruled = designerParams(type, optionsFromQuery(query, remembered), locale, today);
  const named = new Set(ruled.map(([k]) => k));
  const passed: Params = [];
  for (const [name, value] of query) {
    if (passed.length >= MAX_PASSED) break;
    if (CONSUMED.has(name) || named.has(name) || !NAME.test(name) || !clean(value)) continue;
    passed.push([name, value]);
  }
  const common = ruled.findIndex(([k]) => k === "gclid" || k === "referralSource" || k === "locale");
  return [...ruled.slice(0, common), ...passed, ...ruled.slice(common)];
}

/** The path segment of each designer type's configurator (`/configurator-photo-frame`). */
export const CONFIGURATOR_SEGMENTS: Record<DesignerType, string> = {
  calendar: "calendar",
  card: "card",
  collage: "collage",
  photoFrame: "photo-frame",
  photobook: "photobook",
  photobox: "photobox",
};

/**
 * The shop's own link for chosen options: `/configurator-{type}?{options}&locale=`, which the
 * worker turns into the designer address (rules, gclid, referral source). The reverse of
 * `optionsFromQuery`; no type, no link. Channels with trailing slashes (section 3) get one.
 */
export function configuratorLink(options: DesignerOptions, locale: string, trailingSlash = false): string | undefined {
  const type = designerTypeOf(options);
  if (!type) return undefined;
  const params: Params = [];
  for (const [name, value] of Object.entries(options)) {
    if (value === undefined || value === false || name === "gclid" || name === "referralSource") continue;
    if (name === "designGroupIds") {
      for (const [orientation, id] of Object.entries(value as Record<string, string | undefined>)) {
        if (id) params.push([`designGroup${orientation[0].toUpperCase()}${orientation.slice(1)}`, id]);
      }
    } else if (Array.isArray(value)) params.push([name, value.join(",")]);
    else params.push([name, String(value)]);
  }
  params.push(["locale", locale]);
  return `/configurator-${CONFIGURATOR_SEGMENTS[type]}${trailingSlash ? "/" : ""}?${toQuery(params)}`;
}
