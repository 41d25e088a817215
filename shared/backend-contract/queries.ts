/**
 * Validation of the queries of the contract paths beside `shared/bff/catalogue.ts` (section 5; STYLE
 * habit 13): one schema per call; the backend answers anything else with a 400 naming the field.
 */
import { z } from "zod";
import { DESIGNER_TYPES } from "../designer/options.ts";
import { isFormatString } from "../catalogue/format-string.ts";
import { QUANTITY_MAX } from "../config/catalogue.ts";

const key = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "not a catalogue key");
const format = z.string().refine(isFormatString, "not a format string (width x height, positive integers)");
const positiveInt = (max: number) =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, "not a positive integer")
    .transform(Number)
    .pipe(z.number().max(max));
const themeId = positiveInt(999_999_999);

export const accessoryQuery = z.object({ type: key.optional() });
export const accessoryPriceQuery = z.object({ skus: z.array(key).min(1).max(50) });
export const cardAccessoryOrderQuery = z.object({ themeId });
export const cardAccessoryPriceQuery = z.object({
  themeId,
  quantity: positiveInt(QUANTITY_MAX),
  accessories: z.array(key).min(1).max(20),
});

export const localizedUrlsQuery = z.object({
  path: z
    .string()
    .regex(/^\/[a-z0-9_/-]{0,200}$/, "not a route path")
    .optional(),
});
export const locationQuery = z.object({
  countries: z
    .array(z.string().regex(/^[A-Za-z]{2}$/, "not a two-letter country"))
    .max(50)
    .optional(),
});

export const formatGroupImagesQuery = z.object({ material: key });
export const articlePriceQuery = z.object({ type: z.enum(DESIGNER_TYPES) }).passthrough();

export const photoFrameQuery = z.object({ frameType: key });
export const photoFrameGroupQuery = z.object({
  frameType: key,
  group: z.string().regex(/^[a-z0-9:-]{1,32}$/, "not a format group"),
});
export const photoFramesFromQuery = z.object({ frameTypes: z.array(key).max(20).optional() });
export const photoFrameArticleQuery = z.object({
  frameType: key,
  frameVariant: key.optional(),
  formatType: format,
  matType: z.enum(["mat-none", "mat-weiss"]).optional(),
});

export const collageGroupsQuery = z.object({ categoryIds: z.array(positiveInt(1000)).max(50).optional() });
export const collageGroupQuery = z.object({ designGroupSetId: positiveInt(1_000_000) });

export const fileIdQuery = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, "not a file id") });
