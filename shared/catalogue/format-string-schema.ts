/**
 * The format string (`format-string.ts`) as a zod schema, for queries and bodies validated at the
 * edge (STYLE habit 13). A file of its own so that browser code using the format helpers does not
 * bundle zod (decision 097).
 */
import { z } from "zod";
import { isFormatString } from "./format-string.ts";

export const formatStringSchema = z.string().refine(isFormatString, { message: "Expected a format like 300x200" });
