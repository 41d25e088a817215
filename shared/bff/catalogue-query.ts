/**
 * Validation of the catalogue calls' queries (section 5; STYLE habit 13): one schema per call,
 * used by the backend to answer bad input with a 400.
 */
import { z } from "zod";
import { CALCULATOR_PRODUCTS, CARD_FILTERS, SORT_OPTIONS } from "../catalogue/enumerations.ts";
import { CARD_FILTER_PAGE_SIZES, QUANTITY_MAX } from "../config/catalogue.ts";

const key = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "not a catalogue key");
const bool = z.enum(["true", "false"]).transform((v) => v === "true");
const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, "not a positive integer")
    .transform(Number)
    .pipe(z.number().max(max));

export const calculatorQuery = z.object({
  product: z.enum(CALCULATOR_PRODUCTS),
  materials: z.array(key).min(1).max(20),
  isCollage: bool.optional(),
});

export const skuQuery = z.object({
  skus: z
    .array(z.string().regex(/^[a-z0-9-]{1,64}_[1-9]\d{0,5}x[1-9]\d{0,5}$/, "not a SKU (key_format)"))
    .min(1)
    .max(50),
});

export const materialQuery = z.object({ material: key, group: z.string().max(32).optional() });
export const frameQuery = z.object({ frameType: key });
export const frameTypesQuery = z.object({ frameTypes: z.array(key).max(20).optional() });
export const calendarPriceQuery = z.object({ calendarType: key, formatType: key, mounting: key.optional() });
export const calendarDesignQuery = z.object({ calendarType: key });
export const photobookPriceQuery = z.object({
  photobookType: z.string().regex(/^[a-z]+-(hard|soft)$/, "not a photo book type (printing-cover)"),
  format: key,
  pageCount: positiveInt(1000).optional(),
  paper: key.optional(),
});
export const photobookDesignQuery = z.object({
  categoryIds: z.array(positiveInt(1000)).max(50).optional(),
  designGroupSetId: positiveInt(1_000_000).optional(),
});
export const themeId = positiveInt(999_999_999);
export const cardPriceQuery = z.object({ themeId, quantity: positiveInt(QUANTITY_MAX), refinement: key.optional() });
export const cardAccessoriesQuery = z.object({ themeId });

const filterValue = z.string().regex(/^[a-z0-9-]{1,32}$/, "not a filter value");
export const themesQuery = z.object({
  ...Object.fromEntries(CARD_FILTERS.map((f) => [f, filterValue.optional()])),
  page: positiveInt(10_000).optional(),
  pageSize: z
    .enum(CARD_FILTER_PAGE_SIZES.map(String) as [string, ...string[]])
    .transform(Number)
    .optional(),
  sort: z.enum(SORT_OPTIONS).optional(),
}) as z.ZodType<ThemesQuery>;

export type ThemesQuery = Partial<Record<(typeof CARD_FILTERS)[number], string>> & {
  page?: number;
  pageSize?: number;
  sort?: (typeof SORT_OPTIONS)[number];
};
