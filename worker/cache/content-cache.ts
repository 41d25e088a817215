/**
 * Reading through the KV cache with a named strategy (ARCHITECTURE "One request", step 5): a hit is
 * served; a stale entry is served and refreshed in `waitUntil`; a miss is loaded and written back in
 * `waitUntil`, so the visitor never waits for a KV write.
 */
import type { Channel } from "../../shared/site/sites.ts";
import { describeError, logEvent } from "../log.ts";
import { contentVersionKey } from "./keys.ts";
import { type CacheStrategy, kvTtl } from "./strategies.ts";

export interface CacheScope {
  kv: KVNamespace;
  waitUntil(promise: Promise<unknown>): void;
}

interface Entry<T> {
  storedAt: number;
  value: T;
}

/** The channel's content version: a generation number that a full purge raises. Starts at 1. */
export async function currentContentVersion(kv: KVNamespace, channel: Channel): Promise<number> {
  const raw = await kv.get(contentVersionKey(channel));
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : 1;
}

/** Raises the content version: every key of the channel is abandoned and expires by its TTL. */
export async function raiseContentVersion(kv: KVNamespace, channel: Channel): Promise<number> {
  const next = (await currentContentVersion(kv, channel)) + 1;
  await kv.put(contentVersionKey(channel), String(next));
  return next;
}

function write<T>(scope: CacheScope, key: string, value: T, strategy: CacheStrategy): void {
  const entry: Entry<T> = { storedAt: Date.now(), value };
  scope.waitUntil(
    scope.kv.put(key, JSON.stringify(entry), { expirationTtl: kvTtl(strategy) }).catch((error) => {
      logEvent("warn", "content-cache-write-failed", { key, ...describeError(error) });
    }),
  );
}

async function read<T>(kv: KVNamespace, key: string): Promise<Entry<T> | undefined> {
  try {
    const entry = await kv.get<Entry<T>>(key, "json");
    return entry && typeof entry.storedAt === "number" ? entry : undefined;
  } catch (error) {
    logEvent("warn", "content-cache-read-failed", { key, ...describeError(error) });
    return undefined;
  }
}

/** The value under `key`, loaded with `load` when the strategy says so. */
export async function cached<T>(
  scope: CacheScope,
  key: string,
  strategy: CacheStrategy,
  load: () => Promise<T>,
): Promise<T> {
  if (strategy.name === "none") return load();
  const entry = await read<T>(scope.kv, key);
  const age = entry ? (Date.now() - entry.storedAt) / 1000 : Infinity;
  if (entry && age < strategy.maxAge) return entry.value;
  if (entry && age < strategy.maxAge + strategy.staleWhileRevalidate) {
    scope.waitUntil(
      load().then(
        (value) => write(scope, key, value, strategy),
        (error) => logEvent("warn", "content-cache-refresh-failed", { key, ...describeError(error) }),
      ),
    );
    return entry.value;
  }
  const value = await load();
  write(scope, key, value, strategy);
  return value;
}
