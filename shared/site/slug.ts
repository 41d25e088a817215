/**
 * The slug sanity check of the content route (section 2): lower-case words of letters, digits,
 * dashes and underscores, separated by single slashes, at most ten levels and 200 characters.
 */
const SEGMENT = /^[a-z0-9][a-z0-9_-]*$/;
export const MAX_SLUG_LENGTH = 200;
export const MAX_SLUG_DEPTH = 10;

export function isSafeSlug(routePath: string): boolean {
  if (routePath === "/") return true;
  if (routePath.length > MAX_SLUG_LENGTH || !routePath.startsWith("/")) return false;
  const segments = routePath.slice(1).split("/");
  return segments.length <= MAX_SLUG_DEPTH && segments.every((s) => SEGMENT.test(s));
}
