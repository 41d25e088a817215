/**
 * Builds the chrome's view of a page: the global config through `loadChromeData`, the link
 * context, and what the page says about the chrome. The campaign data call runs beside it; a
 * campaign bar for the path replaces the global config's action bar. A failed load is logged and leaves the page
 * with a plain header instead of failing it (the header is critical, but the page is more so).
 */
import type { Context } from "hono";
import { fetchCampaignBar } from "../../bff/campaign-data.ts";
import type { AppEnv } from "../../env.ts";
import { describeError, logEvent } from "../../middleware/log.ts";
import { activeNavigationOf } from "../../../shared/chrome/navigation.ts";
import { linkContextOf } from "../link.tsx";
import { loadChromeData } from "./chrome-data.ts";
import type { ChromeView, PageChrome } from "./chrome-view.ts";

/** Logged when the global config cannot be loaded for the chrome. */
export const CHROME_DATA_ERROR = "chrome-data-error";

export async function loadChromeView(c: Context<AppEnv>, title: string, page: PageChrome = {}): Promise<ChromeView | undefined> {
  const request = c.get("request");
  try {
    const [global, campaignBar] = await Promise.all([loadChromeData(c), fetchCampaignBar(c.env, request)]);
    const config = campaignBar ? { ...global, actionBar: campaignBar } : global;
    const search = new URL(c.req.url).search;
    return {
      request,
      config,
      links: linkContextOf(request, search),
      page,
      activeNavigation: activeNavigationOf(config.navigation, request.routePath, page.activeNavigation),
      title,
      url: request.origin + request.path,
      year: new Date().getUTCFullYear(),
      messengerKey: c.env.MESSENGER_KEY?.trim() || null,
      recaptchaSiteKey: c.env.RECAPTCHA_SITE_KEY?.trim() ?? "",
      renderedAt: renderTime(request.isCrawler),
    };
  } catch (error) {
    logEvent("error", CHROME_DATA_ERROR, { path: request.path, ...describeError(error) });
    return undefined;
  }
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
