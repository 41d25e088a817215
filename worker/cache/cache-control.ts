/**
 * Every `Cache-Control` the worker answers with, by name (STYLE habit 6; Hydrogen's `CacheShort`,
 * `CacheLong`): a route names a strategy (`c.set("cache", name)`), never writes a lifetime or the
 * header; `worker/middleware/cache-control.ts` writes it. The lifetimes of the content and
 * HTML caches themselves are in `strategies.ts`.
 */
import { CACHE_STRATEGIES, HTML_STALE_IF_ERROR_SECONDS } from "./strategies.ts";

const YEAR_SECONDS = 31_536_000;
const SITEMAP_SECONDS = 300;
const ROBOTS_SECONDS = 3600;

export const CACHE_CONTROL = {
  /** Errors, answers to a form or an API call, anything made for this moment: kept by no one. */
  none: "no-store",
  /** A person's page or answer (visitor key, treatments, account): only their browser may keep it, and not on disk. */
  private: "private, no-store",
  /** A page shared by everyone: a cache may keep it but must ask again before each use. */
  revalidate: "public, max-age=0, must-revalidate",
  /** The sitemaps: five minutes. */
  short: `public, max-age=${SITEMAP_SECONDS}`,
  /** robots.txt: an hour. */
  long: `public, max-age=${ROBOTS_SECONDS}`,
  /** A visitor's own file through the BFF proxy (an uploaded picture): their browser keeps it an hour. */
  privateFile: "private, max-age=3600",
  /** Files whose name carries their content's hash: a year, never asked again. */
  immutable: `public, max-age=${YEAR_SECONDS}, immutable`,
  /** A page in the edge HTML cache: kept while it may still be served stale, or instead of a failed render (decision 090). */
  htmlEntry: `public, max-age=${CACHE_STRATEGIES.html.maxAge + Math.max(CACHE_STRATEGIES.html.staleWhileRevalidate, HTML_STALE_IF_ERROR_SECONDS)}`,
  /**
   * A page in the cache in front of the worker, as `Cloudflare-CDN-Cache-Control` (decision 198):
   * fresh as the HTML strategy, then served stale while one refresh runs; no `s-maxage` or
   * `must-revalidate`, either of which turns that off; a failing render is answered from it for a day at most
   * (decision 210; unbounded by default, which would hide the failure).
   */
  frontEntry: `public, max-age=${CACHE_STRATEGIES.html.maxAge}, stale-while-revalidate=${CACHE_STRATEGIES.html.staleWhileRevalidate}, stale-if-error=${HTML_STALE_IF_ERROR_SECONDS}`,
} as const;

/** The strategies an answer may name (`c.set("cache", …)`); the HTML cache entry's own is not one. */
export type CacheControlName = Exclude<keyof typeof CACHE_CONTROL, "htmlEntry" | "frontEntry">;

/** The strategy whose header is `value`, if any (answers of another system, e.g. the backend through the proxy). */
export function strategyNamed(value: string | null): CacheControlName | undefined {
  const found = Object.entries(CACHE_CONTROL).find(
    ([name, control]) => control === value && name !== "htmlEntry" && name !== "frontEntry",
  );
  return found?.[0] as CacheControlName | undefined;
}
