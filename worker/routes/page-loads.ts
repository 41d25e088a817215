/**
 * Route loaders (issue 11, part 1; ARCHITECTURE "One request", step 5): a route starts the data its
 * page needs at its very beginning, all at once, and hands the promises to the renderer, which only
 * renders. What every page of the default layout needs is started here: the chrome (global config
 * and campaign data); the route starts its own data (story, catalogue) beside it. The global
 * config's cache strategy is the route's policy: none on the products route (section 2 "Error
 * page"), stale-while-revalidate elsewhere.
 *
 * The loads of a request are started once: an error page rendered after the route failed reuses the
 * chrome the route had already started.
 */
import type { Context } from "hono";
import { CACHE_STRATEGIES, type CacheStrategy } from "../cache/strategies.ts";
import type { AppEnv } from "../env.ts";
import { type ChromeInputs, loadChromeInputs } from "../views/chrome/load-chrome-view.ts";
import { isProductsRoute } from "./product-paths.ts";

export interface PageLoads {
  /** The chrome's inputs; undefined when they could not be loaded (logged; a plain header then). */
  chrome: Promise<ChromeInputs | undefined>;
}

/** The loads of a page without chrome (the svg-sprite layout): nothing. */
export const NO_PAGE_LOADS: PageLoads = { chrome: Promise.resolve(undefined) };

/** The global config's cache strategy on a route path. */
export function globalConfigStrategyFor(routePath: string): CacheStrategy {
  return isProductsRoute(routePath) ? CACHE_STRATEGIES.none : CACHE_STRATEGIES.staleWhileRevalidate;
}

/** Starts (once per request, kept in `c.var`) what every page of the default layout needs. */
export function pageLoads(c: Context<AppEnv>): PageLoads {
  let loads = c.get("loads");
  if (!loads) {
    loads = { chrome: loadChromeInputs(c, globalConfigStrategyFor(c.get("request").routePath)) };
    c.set("loads", loads);
  }
  return loads;
}
