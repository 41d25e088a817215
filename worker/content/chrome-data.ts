/**
 * The chrome's data: the global config of the current site and locale (specification section 3,
 * "A global config story is fetched for the root path"), loaded by `loadGlobalConfig(c, strategy)` of
 * `worker/content/`. When it cannot be loaded (content service unreachable, story missing) the
 * chrome falls back to `fallback-chrome.ts` (the same content source, built in), and the failure is
 * logged: the page, or the error page, still has a header and a footer.
 */
import type { Context } from "hono";
import type { GlobalConfig } from "../../shared/content/global-config.ts";
import type { CacheStrategy } from "../cache/strategies.ts";
import type { AppEnv } from "../env.ts";
import { globalConfigContext, loadGlobalConfig } from "./global-config.ts";
import { describeError, logEvent } from "../log.ts";
import { fallbackChrome } from "./fallback-chrome.ts";

/** `strategy`: the cache strategy of the global config that the route's loader declares. */
export function loadChromeData(c: Context<AppEnv>, strategy: CacheStrategy): Promise<GlobalConfig> {
  return c.get("render").settle("chrome", loadGlobalConfig(c, strategy), (error) => {
    logEvent("error", "cms-page-not-found", {
      path: c.get("request").path,
      story: "global-config",
      ...describeError(error),
    });
    return defaultChrome(c);
  });
}

function defaultChrome(c: Context<AppEnv>): GlobalConfig {
  const request = c.get("request");
  return fallbackChrome(request.site.channel, request.locale, globalConfigContext(c));
}
