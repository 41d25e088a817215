/**
 * Any other path: a content page (section 2 "Route handling"), guarded by the slug sanity check; a
 * path that fails it is an unmatched route (non-fatal 404 'Page not found: {path}').
 *
 * - awaited (decides the status): the story along the fallback chain (`loadContentPage`); not a
 *   Page is the fatal 404 `storyblok-page-not-found` (section 8), a story with a target redirects
 *   (301/302) with its status;
 * - streamed under Suspense: the chrome (`pageLoads`) and what the story's blocks declare
 *   (`startBlockLoads`: feeds, calculators, formats tables), started together, before rendering;
 * - the view: `contentPageOptions` (`worker/views/content-page/content-page.tsx`), rendered by
 *   `renderPage`; the HTML cache keeps the page under its slug's generation (`htmlCached`).
 */
import { type Context, Hono } from "hono";
import { isSafeSlug } from "../../shared/site/slug.ts";
import { visitorCarried } from "../cache/html-carry.ts";
import { htmlCached } from "../cache/html-cache.ts";
import { loadStory } from "../content/load-story.ts";
import { componentOf, mapPage, slugOf } from "../content/map-story.ts";
import { withCarriedQuery } from "../content/preview.ts";
import { type ContentScope, contentScope } from "../content/scope.ts";
import type { ContentPage } from "../content/types.ts";
import type { AppEnv } from "../env.ts";
import { PageError, routeNotFound } from "../render/page-error.ts";
import { renderPage } from "../render/render-page.tsx";
import { contentPageOptions } from "../views/content-page/content-page.tsx";
import { pathFor } from "../views/links.tsx";
import { startBlockLoads } from "./block-loads.ts";
import { pageLoads } from "./page-loads.ts";

const PAGE_NOT_FOUND_CODE = "storyblok-page-not-found";

function pageNotFound(path: string): PageError {
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

export const contentRoute = new Hono<AppEnv>().get("*", (c) => {
  const request = c.get("request");
  if (!isSafeSlug(request.routePath)) throw routeNotFound(request.path);
  return htmlCached(c, { slugs: [slugOf(request.routePath)] }, () => contentPage(c));
});

/** The route's loader and view: the chrome and the story load together. */
async function contentPage(c: Context<AppEnv>): Promise<Response> {
  const request = c.get("request");
  const scope = contentScope(c);
  const loads = pageLoads(c);
  const page = await loadContentPage(scope, request.routePath);
  if (page.redirect)
    return c.redirect(
      withCarriedQuery(pathFor(request, page.redirect.routePath), visitorCarried(c)),
      page.redirect.status,
    );
  return renderPage(c, contentPageOptions(c, scope, page, startBlockLoads(scope, page)), loads);
}
