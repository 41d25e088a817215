/**
 * The query of the Content Delivery API v2 as the embedded API understands it. Unknown parameters
 * are ignored as Storyblok does; malformed known ones are a 400.
 */
import { z } from "zod";

/** Storyblok's page size bounds: 25 by default, at most 100 (section 9 "Content service"). */
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 100;

const positiveInt = z.coerce.number().int().positive();

export const cdnQuery = z.object({
  token: z.string().max(200).optional(),
  version: z.enum(["published", "draft"]).default("published"),
  cv: z.coerce.number().int().nonnegative().optional(),
  resolve_relations: z.string().max(2000).optional(),
  starts_with: z.string().max(300).optional(),
  by_slugs: z.string().max(4000).optional(),
  by_uuids: z.string().max(4000).optional(),
  by_uuids_ordered: z.string().max(4000).optional(),
  excluding_slugs: z.string().max(4000).optional(),
  with_tag: z.string().max(300).optional(),
  find_by: z.enum(["uuid"]).optional(),
  from_release: z.string().max(40).optional(),
  per_page: positiveInt
    .max(1000)
    .optional()
    .transform((n) => Math.min(n ?? DEFAULT_PER_PAGE, MAX_PER_PAGE)),
  page: positiveInt.max(100000).default(1),
});

/** `de-de/*,en-gb/photo-books` -> a matcher; `*` stands for any characters, as in Storyblok. */
export function slugMatcher(list: string): (slug: string) => boolean {
  const patterns = list
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((p) => new RegExp(`^${p.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`));
  return (slug) => patterns.some((re) => re.test(slug));
}
