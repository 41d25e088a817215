/**
 * The error page's content (section 2 "Error page"): its own story (slug `error`) along the fallback
 * chain, and, when that story has no promotion bar, the promotion bar of the story at the current
 * path. Anything that fails yields null: the error page then shows without content.
 */
import type { Context } from "hono";
import type { AppEnv } from "../env.ts";
import { describeError, logEvent } from "../log.ts";
import { loadStory } from "./load-story.ts";
import { componentOf, mapPage, slugOf } from "./map-story.ts";
import { type ContentScope, contentScope } from "./scope.ts";
import type { ContentPage } from "./types.ts";

export const ERROR_STORY_SLUG = "error";
/** The error page's promotion bar could not be looked up by the path: the page shows without it. */
export const PROMOTION_BAR_UNAVAILABLE = "error-page-promotion-bar-unavailable";

async function pageAt(scope: ContentScope, slug: string): Promise<ContentPage | null> {
  const story = await loadStory(scope, slug);
  return story && componentOf(story) === "Page" ? mapPage(story) : null;
}

/** At most this many stories are asked for a promotion bar: the path itself and its nearest parents. */
const PROMOTION_BAR_LOOKUPS = 3;

/**
 * The promotion bar for a path: the bar of the story at the path or, for a path without a story
 * (a 404), of its nearest parent with a story, up to the home page (`/a/b` -> `/a/b`, `/a`, `/`).
 */
async function promotionBarByPath(scope: ContentScope, routePath: string): Promise<ContentPage["promotionBar"]> {
  const segments = routePath.split("/").filter(Boolean);
  const candidates = segments.map((_, i) => `/${segments.slice(0, segments.length - i).join("/")}`);
  candidates.push("/");
  for (const path of candidates.slice(0, PROMOTION_BAR_LOOKUPS)) {
    let page: ContentPage | null;
    try {
      page = await pageAt(scope, slugOf(path));
    } catch (error) {
      // A story that is missing is null; a content API that fails would fail for the parents too.
      logEvent("warn", PROMOTION_BAR_UNAVAILABLE, { path: routePath, lookup: path, ...describeError(error) });
      return [];
    }
    if (page) return page.promotionBar;
  }
  return [];
}

/** `pathIsSlug`: the current path passed the slug check, so its story may be asked for. */
export async function loadErrorStory(
  c: Context<AppEnv>,
  pathIsSlug: boolean,
): Promise<{ scope: ContentScope; page: ContentPage } | null> {
  try {
    const scope = contentScope(c);
    const page = await pageAt(scope, ERROR_STORY_SLUG);
    if (!page) return null;
    if (page.promotionBar.length === 0 && pathIsSlug && scope.request.routePath !== "/error") {
      page.promotionBar = await promotionBarByPath(scope, scope.request.routePath);
    }
    return { scope, page };
  } catch (error) {
    logEvent("warn", "error-page-content-unavailable", { path: c.get("request")?.path, ...describeError(error) });
    return null;
  }
}
