/**
 * The chrome's data and its view. `loadChromeInputs` is what a route's loader starts (issue 11,
 * part 1): the global config through `loadChromeData` and, beside it, the campaign data call; a
 * failed load is logged and leaves the page with a plain header instead of failing it (the header
 * is critical, but the page is more so). `chromeViewOf` only assembles: the renderer calls it with
 * the loaded inputs, the link context and what the page says about the chrome; a campaign bar for
 * the path replaces the global config's action bar.
 */
import type { Context } from "hono";
import type { GlobalConfig } from "../../../shared/content/global-config.ts";
import { fetchCampaignBar } from "../../bff/campaign-data.ts";
import type { CacheStrategy } from "../../cache/strategies.ts";
import { configOf } from "../../config/config.ts";
import type { AppEnv } from "../../env.ts";
import { describeError, logEvent } from "../../log.ts";
import { activeNavigationOf } from "../../../shared/chrome/navigation.ts";
import { linkContextOf } from "../links.tsx";
import { loadChromeData } from "./chrome-data.ts";
import type { ChromeView, PageChrome } from "./chrome-view.ts";

/** Logged when the global config cannot be loaded for the chrome. */
export const CHROME_DATA_ERROR = "chrome-data-error";

/** What the chrome is built from: the global config with the campaign bar in place of its action bar. */
export interface ChromeInputs {
  config: GlobalConfig;
}

/** Starts both chrome loads at once; undefined (logged) when they fail. */
export function loadChromeInputs(c: Context<AppEnv>, strategy: CacheStrategy): Promise<ChromeInputs | undefined> {
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

/** The chrome's view of one page, from loaded inputs; no I/O. */
export function chromeViewOf(
  c: Context<AppEnv>,
  inputs: ChromeInputs | undefined,
  title: string,
  page: PageChrome = {},
): ChromeView | undefined {
  if (!inputs) return undefined;
  const request = c.get("request");
  const { config } = inputs;
  const search = request.url.search;
  return {
    request,
    config,
    links: linkContextOf(request, search),
    page,
    activeNavigation: activeNavigationOf(config.navigation, request.routePath, page.activeNavigation),
    title,
    url: request.origin + request.path,
    year: new Date().getUTCFullYear(),
    messengerKey: configOf(c.env).messengerKey,
    recaptchaSiteKey: configOf(c.env).recaptchaSiteKey,
    renderedAt: renderTime(request.isCrawler),
  };
}

const DAY_MS = 86_400_000;

/**
 * The moment the server renders time-dependent chrome (the countdown) for: a stable value
 * (STYLE habit 8). Crawlers get the start of the UTC day, so their HTML is the same on every
 * request of a day; people get the current second, and the island takes over after hydration.
 */
function renderTime(isCrawler: boolean): number {
  const now = Date.now();
  return isCrawler ? now - (now % DAY_MS) : now - (now % 1000);
}
