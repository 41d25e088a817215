/**
 * The product overview kept in the isolate per shop and currency (decision 103): building it asks
 * D1 for a calculator reference per calculator product and the prices of each product kind (about
 * 15 queries, 29 ms of CPU per call under the benchmark), and the answer changes only with the
 * price and label tables. The products route asks for it on every request of a person (its page is
 * never HTML-cached), so each isolate builds it at most once per `OVERVIEW_MEMO_SECONDS` per shop
 * (channel, country and locale) and currency. Only complete answers are kept; concurrent misses
 * each build (a promise of one request is not awaited by another).
 */
import type { ProductOverview } from "../../shared/bff/catalogue.ts";
import type { Shop } from "./shop.ts";
import { oldestKey } from "../../shared/assert/present.ts";

/** How long a built overview is served: a price change shows this much later. */
export const OVERVIEW_MEMO_SECONDS = 60;
/** Every shop of every channel in each currency fits; beyond it the oldest goes first. */
const MAX_ENTRIES = 128;

const memos = new WeakMap<object, Map<string, { expires: number; value: ProductOverview }>>();

export function overviewKey(shop: Shop): string {
  return `${shop.channel}|${shop.country}|${shop.locale}|${shop.currency}`;
}

/** The shop's overview from memory while it is younger than `OVERVIEW_MEMO_SECONDS`, else built by `build`. */
export async function cachedOverview(
  owner: object,
  shop: Shop,
  build: () => Promise<ProductOverview>,
): Promise<ProductOverview> {
  let memo = memos.get(owner);
  if (!memo) {
    memo = new Map();
    memos.set(owner, memo);
  }
  const key = overviewKey(shop);
  const hit = memo.get(key);
  if (hit && hit.expires > Date.now()) return hit.value;
  const value = await build();
  memo.delete(key);
  const oldest = memo.size >= MAX_ENTRIES ? oldestKey(memo) : undefined;
  if (oldest !== undefined) memo.delete(oldest);
  if (value.products.every((p) => p.fromPrice))
    memo.set(key, { expires: Date.now() + OVERVIEW_MEMO_SECONDS * 1000, value });
  return value;
}
