/**
 * The one place the worker writes `Cache-Control` (STYLE habit 6; decision 090): a route names a
 * strategy (`c.set("cache", "revalidate")`, or `cache` of `renderPage`), and this middleware, the
 * app's first, writes it once the answer is made. An answer whose route named none is kept by no
 * one. Two rules hold whatever the route named:
 * - a person's page carries their visitor key and record, so it leaves the worker `private`, error
 *   pages included; a page's HTML varies with the user agent (crawler or person) and, for people,
 *   the cookie;
 * - an answer that would be public never sets a cookie: one that does is sent `private` instead,
 *   and the mistake is logged, so no shared cache can hand one visitor's cookie to another.
 */
import type { Context, MiddlewareHandler } from "hono";
import { CACHE_CONTROL, type CacheControlName } from "../cache/cache-control.ts";
import type { AppEnv } from "../env.ts";
import { logEvent } from "../log.ts";

/** Logged when a route named a public strategy for an answer that sets a cookie; @internal exported for its test. */
export const PUBLIC_WITH_COOKIE = "cache-public-with-cookie";

function isPage(c: Context<AppEnv>): boolean {
  return c.get("request") !== undefined && (c.res.headers.get("content-type") ?? "").startsWith("text/html");
}

/** The strategy an answer leaves with: the route's, within the two rules above. */
function strategyOf(c: Context<AppEnv>, page: boolean): CacheControlName {
  if (page && !c.get("request").isCrawler) return "private";
  const named = c.get("cache") ?? "none";
  if (!CACHE_CONTROL[named].startsWith("public")) return named;
  if (c.res.headers.has("set-cookie")) {
    logEvent("error", PUBLIC_WITH_COOKIE, { path: c.req.path, strategy: named });
    return "private";
  }
  return named;
}

export function cacheControl(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const page = isPage(c);
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set("cache-control", CACHE_CONTROL[strategyOf(c, page)]);
    if (!page) return;
    c.res.headers.append("vary", "User-Agent");
    if (!c.get("request").isCrawler) c.res.headers.append("vary", "Cookie");
  };
}
