/**
 * Names of the double-submit proof of the same-origin BFF proxy (docs/decisions/043): the cookie
 * the proxy sets, and where a state-changing request repeats its value — a header for script
 * calls, a form field for standard form posts. In the browser the cookie is `__Host-shop_csrf`
 * (shared/bff/cookies.ts); the backend sees it as `shop_csrf`, like its own cookies.
 */
import { browserCookieName } from "./cookies.ts";

export const CSRF_COOKIE = "shop_csrf";
export const CSRF_BROWSER_COOKIE = browserCookieName(CSRF_COOKIE);
export const CSRF_HEADER = "x-csrf-token";
export const CSRF_FIELD = "_csrf";
