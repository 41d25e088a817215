/**
 * The shop's cookies in the browser carry the `__Host-` prefix (decision 088): the browser
 * keeps such a cookie only when it is Secure, for Path=/ and without Domain, so no sibling
 * subdomain can set or overwrite it (cookie tossing, session fixation). The backend (or a real
 * BFF) names its cookies without the prefix; the renderer translates at the edge
 * (worker/bff/cookies.ts) and forwards no cookie without it.
 */
export const HOST_PREFIX = "__Host-";

/** The backend's session cookie (backend/customers/sessions.ts). */
export const SESSION_COOKIE = "shop_session";

/** The name a backend cookie has in the browser. */
export function browserCookieName(name: string): string {
  return `${HOST_PREFIX}${name}`;
}
