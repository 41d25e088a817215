/**
 * What one isolate keeps in memory in front of the KV cache (decision 073): values that do not depend
 * on the request beyond their key (the global config of a channel, content version and locale),
 * kept for `ISOLATE_MEMO_SECONDS`. Keys carry the content version, so a full purge takes effect at
 * once; a purge of keys forgets them in the isolate that purges, other isolates follow within the
 * memo's lifetime, which is shorter than KV's own propagation after a delete.
 *
 * Memos are held per environment object: an isolate has one, and a test that hands the worker
 * another environment starts empty. Only values are kept, never a pending promise: a promise of one
 * request must not be awaited by another (workerd ties I/O to the request that started it), so
 * concurrent misses each load. Failed loads are not kept.
 */
import { ISOLATE_MEMO_SECONDS } from "./strategies.ts";
import { oldestKey } from "../../shared/assert/present.ts";

interface Memo {
  expires: number;
  value: unknown;
}

/** Enough for every channel, locale and host of a deployment; beyond it the oldest goes first. */
const MAX_ENTRIES = 256;

const memos = new WeakMap<object, Map<string, Memo>>();

function memoOf(owner: object): Map<string, Memo> {
  let memo = memos.get(owner);
  if (!memo) {
    memo = new Map();
    memos.set(owner, memo);
  }
  return memo;
}

/** The value under `key`, from memory while it is younger than `seconds` (the memo's lifetime by default), else from `load`. */
export async function memoised<T>(
  owner: object,
  key: string,
  load: () => Promise<T>,
  seconds = ISOLATE_MEMO_SECONDS,
): Promise<T> {
  const memo = memoOf(owner);
  const hit = memo.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as T;
  const value = await load();
  memo.delete(key);
  const oldest = memo.size >= MAX_ENTRIES ? oldestKey(memo) : undefined;
  if (oldest !== undefined) memo.delete(oldest);
  memo.set(key, { expires: Date.now() + seconds * 1000, value });
  return value;
}

/** Forgets every memo whose key starts with one of the prefixes (a purge in this isolate). */
export function forgetMemos(owner: object, prefixes: string[]): void {
  const memo = memos.get(owner);
  if (!memo) return;
  for (const key of memo.keys()) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) memo.delete(key);
  }
}
