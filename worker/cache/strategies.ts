/**
 * Named cache strategies (STYLE habit 6; ARCHITECTURE "cache"): lifetimes live here, nowhere else.
 * `maxAge` is how long an entry is served as is; within `staleWhileRevalidate` after that it is still
 * served while a fresh copy is fetched in the background; `none` never reads or writes the cache.
 */
export interface CacheStrategy {
  name: "fresh" | "staleWhileRevalidate" | "none";
  /** Seconds an entry is fresh. */
  maxAge: number;
  /** Seconds after maxAge an entry may still be served while it is refreshed. */
  staleWhileRevalidate: number;
}

/** KV refuses an `expirationTtl` under 60 seconds (ARCHITECTURE, toolchain facts). */
export const KV_MIN_TTL_SECONDS = 60;

export const CACHE_STRATEGIES = {
  /** Served until it expires, then fetched again before answering. */
  fresh: { name: "fresh", maxAge: 300, staleWhileRevalidate: 0 },
  /** Stories and global config: fresh for a minute, then served stale for up to a day while refreshed. */
  staleWhileRevalidate: { name: "staleWhileRevalidate", maxAge: 60, staleWhileRevalidate: 86_400 },
  /**
   * Pages in the edge HTML cache (decision 090): fresh for a minute (campaign bar, prices and the
   * countdown move without a purge), then served while one refresh runs behind the response.
   */
  html: { name: "staleWhileRevalidate", maxAge: 60, staleWhileRevalidate: 86_400 },
  /** Preview. */
  none: { name: "none", maxAge: 0, staleWhileRevalidate: 0 },
} as const satisfies Record<string, CacheStrategy>;

/**
 * How old a stored page may be and still answer a render that failed (`html-stale-if-error.ts`):
 * a day, so an outage over a night is bridged; the Cache API keeps each page entry this long.
 */
export const HTML_STALE_IF_ERROR_SECONDS = 86_400;

/**
 * How long an isolate keeps a value it read through the cache in memory (decision 073): well under
 * the staleWhileRevalidate strategy's maxAge, so refreshes still run, and under KV's own
 * propagation time after a purge (up to 60 seconds), so a purge is not held back noticeably longer.
 */
export const ISOLATE_MEMO_SECONDS = 10;

/**
 * How long an isolate keeps the HTML cache's generations and page indexes (decision 090): a hit then
 * reads neither KV nor the index; a purge is seen this much later than KV propagates it.
 */
export const HTML_MEMO_SECONDS = 2;

/** The KV lifetime of an entry written under a strategy. */
export function kvTtl(strategy: CacheStrategy): number {
  return Math.max(KV_MIN_TTL_SECONDS, strategy.maxAge + strategy.staleWhileRevalidate);
}
