/**
 * Tag-manager ID validation (specification section 5): `GTM-` or `G-` followed by uppercase letters
 * or digits. The ID goes into a script address, so nothing else may pass.
 */
import { z } from "zod";

export const TAG_MANAGER_ID_PATTERN = /^(?:GTM|G)-[A-Z0-9]+$/;

export const tagManagerIdSchema = z.string().regex(TAG_MANAGER_ID_PATTERN, { message: "Expected GTM-... or G-..." });
