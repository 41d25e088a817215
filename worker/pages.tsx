/**
 * The page routes of the specification (section 2), matched on the route path: the path without
 * locale folder and platform segment, so every route has its optional prefixes for free.
 */
import { Hono } from "hono";
import type { AppEnv } from "./env.ts";
import { flags } from "./flags/middleware.ts";
import { handlePageError } from "./middleware/errors.ts";
import { preview } from "./middleware/preview.ts";
import { resolve, routePathOf } from "./middleware/resolve.ts";
import { renderErrorPage } from "./render/error-page.tsx";
import { routeNotFound } from "./render/page-error.ts";
import { attribution } from "./middleware/attribution.ts";
import { configuratorRoute } from "./routes/configurator.ts";
import { contentRoute } from "./routes/content.tsx";
import { customerPages } from "./routes/customer-pages.ts";
import { errorRoute } from "./routes/error.tsx";
import { feedsRoute } from "./routes/feeds.tsx";
import { iconsRoute } from "./routes/icons.tsx";
import { photoPrintsRoute } from "./routes/photo-prints.tsx";
import { storyblokTransformRoute } from "./routes/storyblok-transform.tsx";
import { productsRoute } from "./routes/products.tsx";
import { themesRoute } from "./routes/themes.tsx";

export const pages = new Hono<AppEnv>({ getPath: routePathOf });

pages.use("*", resolve());
pages.use("*", preview());
pages.use("*", flags());
pages.use("*", attribution());
pages.route("/", iconsRoute);
pages.route("/", productsRoute);
pages.route("/", themesRoute);
pages.route("/", errorRoute);
pages.route("/", feedsRoute);
pages.route("/", photoPrintsRoute);
pages.route("/", storyblokTransformRoute);
pages.route("/", customerPages);
pages.route("/", configuratorRoute);
pages.route("/", contentRoute);

pages.notFound((c) => {
  const request = c.get("request");
  if (c.req.method !== "GET" && c.req.method !== "HEAD")
    return c.text("Method Not Allowed", 405, { allow: "GET, HEAD" });
  const error = routeNotFound(request.path);
  return renderErrorPage(c, { status: error.status, message: error.message });
});

pages.onError(handlePageError);
