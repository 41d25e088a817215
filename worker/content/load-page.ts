/**
 * The critical data of a content page (section 2 "Route handling"): the story for the slug along the
 * fallback chain; it must be of component Page, otherwise a fatal 404 logged as
 * `storyblok-page-not-found` (section 8).
 */
import { PageError } from "../render/page-error.ts";
import { componentOf, mapPage, slugOf } from "./map-story.ts";
import { loadStory } from "./load-story.ts";
import type { ContentScope } from "./scope.ts";
import type { ContentPage } from "./types.ts";

export const PAGE_NOT_FOUND_CODE = "storyblok-page-not-found";

export function pageNotFound(path: string): PageError {
  return new PageError(404, `Page Not Found: ${path}`, true, PAGE_NOT_FOUND_CODE);
}

/** The page at a route path, or the 404 PageError. Content API failures propagate. */
export async function loadContentPage(scope: ContentScope, routePath: string): Promise<ContentPage> {
  const story = await loadStory(scope, slugOf(routePath));
  if (!story || componentOf(story) !== "Page") throw pageNotFound(scope.request.path);
  const page = mapPage(story);
  if (page.redirect && page.redirect.routePath === routePath) page.redirect = null;
  return page;
}
