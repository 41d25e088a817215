/**
 * The HTML cache's isolate tier (decision 090): one bounded map per environment, in front of the
 * Cache API and KV. It holds what a hit needs without any read: the generations of a channel's
 * stories and a page's index for `HTML_MEMO_SECONDS`, stored pages while they are fresh, and which
 * pages a refresh is under way for. Page keys are variant keys, which carry the content
 * generations and treatments, so a publish or purge reaches memory the way it reaches the Cache
 * API: the key moves on.
 *
 * Bounded by bytes (the isolate has 128 MB): the least recently used entry goes first; an expired
 * one is let go when it is next asked for. Only values are kept, never a pending promise: a promise
 * of one request must not be awaited by another (workerd ties I/O to the request that started it).
 * Held per environment object, so a test with an environment of its own starts empty.
 */
import { oldestKey } from "../../shared/assert/present.ts";
import { type Kept, compressedCopy } from "./html-splice.ts";
import { CACHE_STRATEGIES } from "./strategies.ts";

/** About a hundred pages of 160 KB. */
export const HTML_MEMORY_BYTES = 16 * 1024 * 1024;

interface Entry {
  value: unknown;
  bytes: number;
  expires: number;
}

interface Memory {
  entries: Map<string, Entry>;
  bytes: number;
}

const memories = new WeakMap<object, Memory>();

function memoryOf(env: object): Memory {
  let memory = memories.get(env);
  if (!memory) {
    memory = { entries: new Map(), bytes: 0 };
    memories.set(env, memory);
  }
  return memory;
}

function drop(memory: Memory, key: string): void {
  const entry = memory.entries.get(key);
  if (!entry) return;
  memory.entries.delete(key);
  memory.bytes -= entry.bytes;
}

/** The unexpired value under `key`, or undefined (an expired one is let go). */
export function recall<T>(env: object, key: string): T | undefined {
  const memory = memoryOf(env);
  const entry = memory.entries.get(key);
  if (!entry) return undefined;
  drop(memory, key);
  if (entry.expires <= Date.now()) return undefined;
  memory.entries.set(key, entry); // most recently used last
  memory.bytes += entry.bytes;
  return entry.value as T;
}

/** Keeps `value` until `expires` (ms since the epoch); the least recently used go until it fits. */
export function keep(env: object, key: string, value: unknown, bytes: number, expires: number): void {
  if (bytes > HTML_MEMORY_BYTES || expires <= Date.now()) return;
  const memory = memoryOf(env);
  drop(memory, key);
  for (
    let oldest = oldestKey(memory.entries);
    oldest !== undefined && memory.bytes + bytes > HTML_MEMORY_BYTES;
    oldest = oldestKey(memory.entries)
  )
    drop(memory, oldest);
  memory.entries.set(key, { value, bytes, expires });
  memory.bytes += bytes;
}

/** Small values (generations, indexes) are counted at this size. */
const SMALL_BYTES = 256;

/** The value under `key` from memory, else from `load` and kept for `seconds`; a failed load is not kept. */
export async function remembered<T>(env: object, key: string, seconds: number, load: () => Promise<T>): Promise<T> {
  const known = recall<{ value: T }>(env, key);
  if (known) return known.value;
  const value = await load();
  keep(env, key, { value }, SMALL_BYTES + key.length, Date.now() + seconds * 1000);
  return value;
}

/** Lets the entry under `key` go. */
export function letGo(env: object, key: string): void {
  drop(memoryOf(env), key);
}

/** Forgets every entry whose key starts with `prefix` (a purge in this isolate). */
export function forget(env: object, prefix: string): void {
  const memory = memoryOf(env);
  for (const key of [...memory.entries.keys()]) if (key.startsWith(prefix)) drop(memory, key);
}

const FRESH_MS = CACHE_STRATEGIES.html.maxAge * 1000;

/** Holds a fresh stored page until it is no longer fresh, compressed once for the answers it will give. */
export function keepPage(env: object, variant: string, page: Kept): void {
  page.compressed ??= compressedCopy(page.body, page.plan);
  keep(env, `page|${variant}`, page, page.body.byteLength + page.compressed.bytes, page.storedAt + FRESH_MS);
}
