/**
 * Route loaders (ARCHITECTURE "One request", step 5): a route starts the data its
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
import type { GlobalConfig } from "../../shared/content/global-config.ts";
import { fetchCampaignBar } from "../bff/campaign-data.ts";
import { loadChromeData } from "../content/chrome-data.ts";
import { describeError, logEvent } from "../log.ts";
import { isProductsRoute } from "./product-paths.ts";

/** Logged when the global config cannot be loaded for the chrome. */
export const CHROME_DATA_ERROR = "chrome-data-error";

/** What the chrome is built from: the global config with the campaign bar in place of its action bar. */
export interface ChromeInputs {
  config: GlobalConfig;
}

/**
 * The chrome's loads, both at once: the global config (its fallback when it cannot be loaded) and
 * the campaign bar for the path; a failure is logged, marks the render incomplete and leaves the
 * page with a plain header instead of failing it (the header is critical, but the page is more so).
 */
function loadChromeInputs(c: Context<AppEnv>, strategy: CacheStrategy): Promise<ChromeInputs | undefined> {
  const request = c.get("request");
  const inputs = Promise.all([
    loadChromeData(c, strategy),
    fetchCampaignBar(c.env, request, { cached: strategy.name !== "none", record: c.get("render") }),
  ]).then(([global, campaignBar]) => ({ config: campaignBar ? { ...global, actionBar: campaignBar } : global }));
  return c.get("render").settle("chrome", inputs, (error) => {
    logEvent("error", CHROME_DATA_ERROR, { path: request.path, ...describeError(error) });
    return undefined;
  });
}

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
