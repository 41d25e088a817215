/**
 * Cookies that remember a dismissed piece of the chrome (specification section 4, "Action bar" and
 * "Smart banner"; section 5, "Cookie names and values must use safe characters"). The action bar
 * stores a disabled flag per bar id with a max age; the smart banner a dismissal cookie. The exact
 * lifetimes are not shown in the specification: see docs/decisions/021-dismissal-lifetimes.md.
 */
import { formatQuery, parseQuery, splitUrl } from "./query.ts";

/** The action bar stays closed for a week: long enough for a campaign, short enough for the next. */
export const ACTION_BAR_MAX_AGE_S = 7 * 86_400;

/** The smart banner's lifetime is "a constant times 3" (section 9): 3 times a week. */
export const SMART_BANNER_MAX_AGE_S = 3 * 7 * 86_400;

export const SMART_BANNER_COOKIE = "shop_smart_banner_dismissed";

/** The class the document carries while the action bar is closed. */
export const NO_BAR_CLASS = "no-bar";

/** Cookie names keep only safe characters: letters, digits, `_` and `-`. */
export function safeCookiePart(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 64);
}

export function actionBarCookie(barId: string): string {
  return `shop_action_bar_${safeCookiePart(barId) || "default"}`;
}

/** A `Set-Cookie`-style string for `document.cookie`. */
export function dismissalCookie(name: string, maxAgeSeconds: number, secure: boolean): string {
  return `${name}=1; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The smart banner's deep link: the app store deep link with the current path (section 7).
 * The path travels as a query parameter so that store links keep working.
 */
export function smartBannerHref(deepLink: string, currentPath: string): string {
  const { path, query, hash } = splitUrl(deepLink);
  const pairs = parseQuery(query).filter(([name]) => name !== "path");
  pairs.push(["path", encodeURIComponent(currentPath)]);
  return `${path}?${formatQuery(pairs)}${hash}`;
}
