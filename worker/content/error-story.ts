/**
 * The error page's content (section 2 "Error page"): its own story (slug `error`) along the fallback
 * chain, and, when that story has no promotion bar, the promotion bar of the story at the current
 * path. Anything that fails yields null: the error page then shows without content.
 */
import type { Context } from "hono";
import type { AppEnv } from "../env.ts";
import { describeError, logEvent } from "../middleware/log.ts";
import { loadStory } from "./load-story.ts";
import { componentOf, mapPage, slugOf } from "./map-story.ts";
import { type ContentScope, contentScope } from "./scope.ts";
import type { ContentPage } from "./types.ts";

export const ERROR_STORY_SLUG = "error";

async function pageAt(scope: ContentScope, slug: string): Promise<ContentPage | null> {
  const story = await loadStory(scope, slug);
  return story && componentOf(story) === "Page" ? mapPage(story) : null;
}

/** `pathIsSlug`: the current path passed the slug check, so its story may be asked for. */
export async function loadErrorStory(c: Context<AppEnv>, pathIsSlug: boolean): Promise<{ scope: ContentScope; page: ContentPage } | null> {
  try {
    const scope = contentScope(c);
    const page = await pageAt(scope, ERROR_STORY_SLUG);
    if (!page) return null;
    if (page.promotionBar.length === 0 && pathIsSlug && scope.request.routePath !== "/error") {
      const current = await pageAt(scope, slugOf(scope.request.routePath)).catch((error: unknown) => {
        logEvent("warn", "cms-page-not-found", { path: scope.request.path, story: "promotion-bar", ...describeError(error) });
        return null;
      });
      if (current) page.promotionBar = current.promotionBar;
    }
    return { scope, page };
  } catch (error) {
    logEvent("warn", "error-page-content-unavailable", { path: c.get("request")?.path, ...describeError(error) });
    return null;
  }
}
