/**
 * Definitions at the edge, stale-while-revalidate: a page reads the snapshot from isolate memory
 * or KV and never waits on Split; when the snapshot is older than the refresh period, one
 * refresh per isolate runs in `waitUntil` and writes the new snapshot back to KV (decision 051).
 */
import { logEvent } from "../log.ts";
import {
  DEFINITIONS_KEY,
  DEFINITIONS_REFRESH_MS,
  EMPTY_DEFINITIONS,
  type FlagDefinitions,
  parseDefinitions,
} from "./definitions.ts";
import { type SplitSyncOptions, syncDefinitions } from "./split-sync.ts";

interface MemoryEntry {
  definitions: FlagDefinitions | null;
  readAt: number;
  refreshing?: Promise<void>;
}

const memory = new WeakMap<KVNamespace, MemoryEntry>();

/** How long a KV read is trusted in memory before KV is asked again. */
const MEMORY_MS = DEFINITIONS_REFRESH_MS;

async function refresh(kv: KVNamespace, entry: MemoryEntry, options: SplitSyncOptions): Promise<void> {
  try {
    const next = await syncDefinitions(entry.definitions ?? EMPTY_DEFINITIONS, options);
    entry.definitions = next;
    entry.readAt = options.now();
    await kv.put(DEFINITIONS_KEY, JSON.stringify(next));
    logEvent("info", "split-flags-updated", { splitsTill: next.splitsTill, flags: Object.keys(next.splits).length });
  } catch (error) {
    logEvent("error", "split-initialize", { message: error instanceof Error ? error.message : String(error) });
  } finally {
    entry.refreshing = undefined;
  }
}

/**
 * The current snapshot (null before the first sync ever finished). Schedules a refresh when the
 * snapshot is missing or older than the refresh period.
 */
export async function currentDefinitions(
  kv: KVNamespace,
  waitUntil: (promise: Promise<unknown>) => void,
  options: SplitSyncOptions,
): Promise<FlagDefinitions | null> {
  const now = options.now();
  let entry = memory.get(kv);
  if (!entry) {
    entry = { definitions: null, readAt: -Infinity };
    memory.set(kv, entry);
  }
  if (now - entry.readAt >= MEMORY_MS) {
    const stored = parseDefinitions(await kv.get(DEFINITIONS_KEY, "json"));
    if (stored && (!entry.definitions || stored.syncedAt >= entry.definitions.syncedAt)) entry.definitions = stored;
    entry.readAt = now;
  }
  const stale = !entry.definitions || now - entry.definitions.syncedAt >= DEFINITIONS_REFRESH_MS;
  if (stale && !entry.refreshing) {
    entry.refreshing = refresh(kv, entry, options);
    waitUntil(entry.refreshing);
  }
  return entry.definitions;
}
