/**
 * Footer link rules (specification section 2, "Footer"): the international and language boxes
 * mark the active link; the language box marks the link whose URL is the longest match of the
 * current URL and treats its links as external.
 */
import { hostOf } from "./query.ts";

/** Index of the URL that is the longest prefix match of the current URL, or -1. */
export function longestMatch(urls: readonly string[], currentUrl: string): number {
  let best = -1;
  let bestLength = -1;
  urls.forEach((url, index) => {
    const base = url.replace(/\/+$/, "");
    const matches =
      currentUrl === base ||
      currentUrl.startsWith(`${base}/`) ||
      currentUrl.startsWith(`${base}?`) ||
      currentUrl === url;
    if (matches && base.length > bestLength) {
      best = index;
      bestLength = base.length;
    }
  });
  return best;
}

/** The international box marks the link to the current site: same host. */
export function sameHost(url: string, currentUrl: string): boolean {
  const host = hostOf(url);
  return host !== "" && host === hostOf(currentUrl);
}
