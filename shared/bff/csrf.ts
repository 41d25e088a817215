/**
 * Names of the double-submit proof of the same-origin BFF proxy (docs/decisions/043): the cookie
 * the proxy sets, and where a state-changing request repeats its value — a header for script
 * calls, a form field for standard form posts.
 */
export const CSRF_COOKIE = "shop_csrf";
export const CSRF_HEADER = "x-csrf-token";
export const CSRF_FIELD = "_csrf";
