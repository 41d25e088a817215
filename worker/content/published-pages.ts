/**
 * Every published page story of a channel, slimmed to what a sitemap needs: the
 * locale folder and route path, the alternates the page's hreflang links are built from, and the
 * time of the last publication. Listed with the content API's paging, 25 per page (section 9), in
 * the published version only, so drafts never appear.
 */
import type StoryblokClient from "storyblok-js-client";
import type { Locale } from "../../shared/site/locales.ts";
import { PER_PAGE, asContentApiError } from "./client.ts";
import { componentOf, mapPage, slugOf } from "./map-story.ts";
import type { RawStory } from "./stories.ts";
import type { Alternate } from "./types.ts";

export interface PublishedPage {
  locale: Locale;
  routePath: string;
  alternates: Alternate[];
  /** ISO date of the last publication (`published_at`, else `updated_at`); empty when unknown. */
  lastmod: string;
}

/** Fields of a story's content the sitemap never reads; Storyblok leaves them out of the answer. */
const HEAVY_FIELDS = ["body", "teaser", "promotionBar", "productSnippet", "footerOverride"].join(",");

/** Stories that are pages but no address of their own: the error page's story and shared stories. */
export function isListedSlug(slug: string): boolean {
  return slug !== "error" && slug !== "global-config" && !slug.startsWith("shared/");
}

function dateOf(story: RawStory): string {
  for (const field of ["published_at", "updated_at"]) {
    const value = story[field];
    if (typeof value === "string" && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  }
  return "";
}

/** A page story that has an address: component Page, in a locale folder, not redirecting, not the error page. */
export function publishedPageOf(story: RawStory): PublishedPage | undefined {
  if (componentOf(story) !== "Page") return undefined;
  const page = mapPage(story);
  const folder = String(story.full_slug ?? "").split("/")[0];
  if (folder !== page.locale.toLowerCase() || page.redirect || !isListedSlug(slugOf(page.routePath))) return undefined;
  return { locale: page.locale, routePath: page.routePath, alternates: page.alternates, lastmod: dateOf(story) };
}

export async function listPublishedPages(client: StoryblokClient): Promise<PublishedPage[]> {
  let stories: RawStory[];
  try {
    stories = (await client.getAll("cdn/stories", {
      version: "published",
      per_page: PER_PAGE,
      excluding_fields: HEAVY_FIELDS,
    })) as RawStory[];
  } catch (error) {
    throw asContentApiError(error);
  }
  return stories.flatMap((story) => publishedPageOf(story) ?? []);
}
