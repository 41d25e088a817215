/**
 * Routes for the localised special paths of the customer area (section 2): one handler answers
 * the page's path in every language; a path in another language than the page's locale redirects
 * (301) to the locale's own path, with the query kept.
 */
import { Hono, type Handler } from "hono";
import { type SpecialPage, allSpecialPaths, specialPath } from "../../shared/customer/special-paths.ts";
import type { AppEnv } from "../env.ts";
import { pathFor } from "../views/links.tsx";

export function specialPageRoute(page: SpecialPage, handler: Handler<AppEnv>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const path of allSpecialPaths(page)) {
    app.get(path, (c, next) => {
      const request = c.get("request");
      const own = specialPath(page, request.locale);
      if (request.routePath !== own) return c.redirect(pathFor(request, own) + request.url.search, 301);
      return handler(c, next);
    });
  }
  return app;
}

/** Options of a page that shows one visitor's data: never cached, never indexed. */
export const PRIVATE_PAGE = { cache: "private", headers: { "x-robots-tag": "noindex" } } as const;
