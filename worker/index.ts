/**
 * The shop's edge worker, the whole app on one screen (STYLE habit 1; docs/architecture.md):
 * middleware, then one `route()` per area, one error handler and one not-found handler. The areas
 * that are not pages answer on the path as asked (`AREAS`); every other request is a page, which
 * the router sees under `PAGES` with its route path, the path without locale folder and platform
 * segment (section 2), so every page route has its optional prefixes for free and only pages pass
 * through the page middleware (resolve, then the visitor: flags and attribution).
 */
import { Hono } from "hono";
import { requireConfig } from "./config/check.ts";
import type { AppEnv } from "./env.ts";
import { cacheControl } from "./middleware/cache-control.ts";
import { CSP_REPORT_PATH } from "./middleware/csp.ts";
import { handleError, notFound } from "./middleware/errors.ts";
import { PAGES, resolve, routerPathOf } from "./middleware/resolve.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { visitor } from "./middleware/visitor.ts";
import { pagesEntrypoint } from "./pages-entrypoint.ts";
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

/** The paths of the areas that are not pages (a prefix ends in `/`): at the site's root only. */
const AREAS = [
  "/healthz",
  "/content/images/",
  CSP_REPORT_PATH,
  "/robots.txt",
  "/sitemap.xml",
  "/sitemaps/",
  "/_content/",
  "/bff/",
];

/** The app's router path (`getPath`); @internal exported for tests that wrap the app. */
export const routerPath = routerPathOf(AREAS);

const app = new Hono<AppEnv>({ getPath: routerPath })
  .use(cacheControl(), requireConfig(), securityHeaders())
  .route("/", healthRoutes)
  .route("/", contentImageRoutes)
  .route("/", cspReportRoutes)
  .route("/", sitemapRoutes)
  .route("/", contentPurgeRoutes)
  .route("/", bffProxy)
  // The pages (section 2): the request context is built once (with preview), then the visitor's flags and attribution.
  .use(`${PAGES}/*`, resolve(), visitor())
  .route(PAGES, iconsRoute)
  .route(PAGES, productsRoute)
  .route(PAGES, themesRoute)
  .route(PAGES, errorRoute)
  .route(PAGES, feedsRoute)
  .route(PAGES, photoPrintsRoute)
  .route(PAGES, storyblokTransformRoute)
  .route(PAGES, customerPages)
  .route(PAGES, configuratorRoute)
  .route(PAGES, contentRoute)
  .notFound(notFound)
  .onError(handleError);

export default app;
/** The entrypoint the cache in front of the worker keeps pages for (decision 198). */
export const Pages = pagesEntrypoint(app);
