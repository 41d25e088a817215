/**
 * The shop's edge worker, the whole app on one screen (STYLE habit 1; docs/architecture.md):
 * middleware, then one `route()` per area. The areas that are not pages answer on the path as
 * asked; the pages answer on their route path, the path without locale folder and platform
 * segment (section 2), so every page route has its optional prefixes for free. That needs a
 * router of its own (`getPath`), which is the only reason `pages` is a second Hono app; both share
 * one error handler, and `pages` holds the one not-found handler (everything unmatched is a page).
 */
import { Hono } from "hono";
import { requireConfig } from "./config/check.ts";
import type { AppEnv } from "./env.ts";
import { flags } from "./flags/middleware.ts";
import { attribution } from "./middleware/attribution.ts";
import { handleError, pageNotFound } from "./middleware/errors.ts";
import { resolve, routePathOf } from "./middleware/resolve.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { bffProxy } from "./routes/bff-proxy.ts";
import { configuratorRoute } from "./routes/configurator.ts";
import { contentRoute } from "./routes/content.tsx";
import { contentImageRoutes } from "./routes/content-images.ts";
import { contentPurgeRoutes } from "./routes/content-purge.ts";
import { cspReportRoutes } from "./routes/csp-report.ts";
import { customerPages } from "./routes/customer-pages.ts";
import { errorRoute } from "./routes/error.tsx";
import { feedsRoute } from "./routes/feeds.tsx";
import { healthRoutes } from "./routes/health.ts";
import { iconsRoute } from "./routes/icons.tsx";
import { photoPrintsRoute } from "./routes/photo-prints.tsx";
import { productsRoute } from "./routes/products.tsx";
import { sitemapRoutes } from "./routes/sitemap.ts";
import { storyblokTransformRoute } from "./routes/storyblok-transform.tsx";
import { themesRoute } from "./routes/themes.tsx";

/**
 * The page routes (section 2): the request context is built once (with preview), then flags and
 * attribution. @internal exported for the tests that read a page's request context after its render.
 */
export const pages = new Hono<AppEnv>({ getPath: routePathOf })
  .use(resolve(), flags(), attribution())
  .route("/", iconsRoute)
  .route("/", productsRoute)
  .route("/", themesRoute)
  .route("/", errorRoute)
  .route("/", feedsRoute)
  .route("/", photoPrintsRoute)
  .route("/", storyblokTransformRoute)
  .route("/", customerPages)
  .route("/", configuratorRoute)
  .route("/", contentRoute)
  .notFound(pageNotFound)
  .onError(handleError);

const app = new Hono<AppEnv>()
  .use(requireConfig(), securityHeaders())
  .route("/", healthRoutes)
  .route("/", contentImageRoutes)
  .route("/", cspReportRoutes)
  .route("/", sitemapRoutes)
  .route("/", contentPurgeRoutes)
  .route("/", bffProxy)
  .all("*", (c) => pages.fetch(c.req.raw, c.env, c.executionCtx))
  .onError(handleError);

export default app;
