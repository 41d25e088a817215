/**
 * What an article handed back from the designer must name to be priced (section 3, "Designer
 * parameters"; section 2, "Designer hand-off"): one schema per designer type, read from the
 * parameters the designer received. Parameters a schema does not name (locale, gclid, design id)
 * are kept with the article but play no part in its price.
 */
import { z } from "zod";
import { isFormatString } from "../catalogue/format-string.ts";
import { QUANTITY_MAX } from "../config/catalogue.ts";
import type { DesignerType } from "./options.ts";

const key = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "not a catalogue key");
const format = z.string().refine(isFormatString, "not a format string (width x height, positive integers)");
const count = (max: number) =>
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/, "not a positive integer")
    .transform(Number)
    .pipe(z.number().max(max));

/** Wall art: a material, a frame, or both (section 2: a material or frame type means a frame or collage). */
const wallArt = z
  .object({ materialType: key.optional(), frameType: key.optional(), frameVariant: key.optional(), formatType: format })
  .refine((o) => o.materialType !== undefined || o.frameType !== undefined, "a material or a frame type is required");

export const ARTICLE_OPTIONS = {
  photoFrame: wallArt,
  collage: wallArt.refine((o) => o.materialType !== undefined, "a collage needs a material"),
  photobox: z.object({ type: key, width: count(100_000), height: count(100_000) }),
  card: z.object({
    themeId: count(999_999_999),
    formatType: format.optional(),
    quantity: count(QUANTITY_MAX).optional(),
    refinementType: key.optional(),
  }),
  calendar: z.object({ calendarType: key, formatType: key, mounting: key.optional() }),
  photobook: z.object({
    printing: z.string().regex(/^[a-z]{1,40}$/, "not a printing"),
    cover: z.enum(["hard", "soft"]),
    format: key,
    pageCount: count(1000).optional(),
    paper: key.optional(),
    amount: count(QUANTITY_MAX).optional(),
  }),
} satisfies Record<DesignerType, z.ZodType>;

export type ArticleOptions = { [T in DesignerType]: z.infer<(typeof ARTICLE_OPTIONS)[T]> };
