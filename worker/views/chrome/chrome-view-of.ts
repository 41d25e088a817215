/**
 * The chrome's view of a page: `chromeViewOf` only assembles, from the inputs the route's loader
 * loaded (`worker/routes/page-loads.ts`), the link context and what the page says about the chrome.
 */
import type { Context } from "hono";
import { carriedOf } from "../../cache/html-carry.ts";
import { configOf } from "../../config/config.ts";
import type { AppEnv } from "../../env.ts";
import { activeNavigationOf } from "../../../shared/chrome/navigation.ts";
import { linkContextOf } from "../links.tsx";
import type { ChromeInputs } from "../../routes/page-loads.ts";
import type { ChromeView, PageChrome } from "./chrome-view.ts";

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
  return {
    request,
    config,
    links: linkContextOf(request, carriedOf(c)),
    page,
    activeNavigation: activeNavigationOf(config.navigation, request.routePath, page.activeNavigation),
    title,
    url: request.origin + request.path,
    year: new Date().getUTCFullYear(),
    messengerKey: configOf(c.env).messengerKey,
    recaptchaSiteKey: configOf(c.env).recaptchaSiteKey,
    renderedAt: renderTime(request.isCrawler),
    built: {},
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
