/**
 * Any other path: a content page (section 2 "Route handling"), guarded by the slug sanity check; a
 * path that fails it is an unmatched route (non-fatal 404 'Page not found: {path}'). The story must
 * be a Page (else the fatal 404 `storyblok-page-not-found`); a story with a target redirects with its
 * status.
 */
import { type Context, Hono } from "hono";
import { isSafeSlug } from "../../shared/site/slug.ts";
import { htmlCached } from "../cache/html-cache.ts";
import { loadContentPage } from "../content/load-page.ts";
import { slugOf } from "../content/map-story.ts";
import { withCarriedQuery } from "../content/preview.ts";
import { contentScope } from "../content/scope.ts";
import type { AppEnv } from "../env.ts";
import { routeNotFound } from "../render/page-error.ts";
import { renderPage } from "../render/render-page.tsx";
import { contentPageOptions } from "../views/content-page/content-page.tsx";
import { pathFor } from "../views/links.tsx";
import { startBlockLoads } from "./block-loads.ts";
import { pageLoads } from "./page-loads.ts";

export const contentRoute = new Hono<AppEnv>().get("*", (c) => {
  const request = c.get("request");
  if (!isSafeSlug(request.routePath)) throw routeNotFound(request.path);
  return htmlCached(c, { slugs: [slugOf(request.routePath)] }, () => contentPage(c));
});

async function contentPage(c: Context<AppEnv>): Promise<Response> {
  const request = c.get("request");
  const scope = contentScope(c);
  // The chrome and the story load together.
  const loads = pageLoads(c);
  const page = await loadContentPage(scope, request.routePath);
  if (page.redirect)
    return c.redirect(
      withCarriedQuery(pathFor(request, page.redirect.routePath), scope.preview.carry),
      page.redirect.status,
    );
  return renderPage(c, contentPageOptions(c, scope, page, startBlockLoads(scope, page)), loads);
}
