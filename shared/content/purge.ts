/**
 * Validation of the content purge request and of Storyblok's webhook body, one
 * schema each, checked at the edge (STYLE habit 13).
 */
import { z } from "zod";
import { CHANNELS } from "../site/sites.ts";

const slug = z.string().regex(/^[a-z0-9][a-z0-9_/-]{0,199}$/, "a slug of lower-case letters, digits, '-', '_' and '/'");

/** `{channel, slug}` purges one slug in all locales; `{channel, globalConfig: true}` the global config; `{channel, all: true}` everything. */
export const purgeRequest = z.union([
  z.object({ channel: z.enum(CHANNELS), slug }).strict(),
  z.object({ channel: z.enum(CHANNELS), globalConfig: z.literal(true) }).strict(),
  z.object({ channel: z.enum(CHANNELS), all: z.literal(true) }).strict(),
]);

/** Storyblok's story webhook: the actions that change what is published. */
export const storyWebhook = z.object({
  action: z.string().max(40),
  text: z.string().max(2000).optional(),
  space_id: z.number().int().optional(),
  story_id: z.number().int().positive().optional(),
  full_slug: z.string().max(300).optional(),
});

export const PURGING_ACTIONS = ["published", "unpublished", "deleted", "moved"] as const;
