/**
 * Hot pages of the edge HTML cache, held in the isolate (decision 090): a page this isolate stored
 * or read from the Cache API in the last minute is answered from memory, so a repeat view costs no
 * cache read at all. The key is the page's variant key, which already carries the content
 * generations and treatments, so a publish or purge reaches memory the same way it reaches the
 * Cache API: the key moves on. Only fresh entries are answered from here; a stale one goes back
 * through the Cache API path, which serves it and refreshes it behind.
 *
 * Bounded by bytes (the isolate has 128 MB): the least recently used page goes first. Held per
 * environment object like the isolate memos, so a test with an environment of its own starts empty.
 */
import type { SplicePlan } from "./html-splice.ts";
import { CACHE_STRATEGIES } from "./strategies.ts";
import { oldestKey } from "../../shared/assert/present.ts";

export interface HotPage {
  body: Uint8Array<ArrayBuffer>;
  headers: [string, string][];
  storedAt: number;
  /** Where the visitor's parts go (`html-splice.ts`); without one the page goes through the rewriter. */
  plan?: SplicePlan;
}

/** About a hundred pages of 160 KB. */
export const HOT_PAGE_BYTES = 16 * 1024 * 1024;
const FRESH_MS = CACHE_STRATEGIES.html.maxAge * 1000;

interface Pages {
  entries: Map<string, HotPage>;
  bytes: number;
}

const held = new WeakMap<object, Pages>();

function pagesOf(owner: object): Pages {
  let pages = held.get(owner);
  if (!pages) {
    pages = { entries: new Map(), bytes: 0 };
    held.set(owner, pages);
  }
  return pages;
}

function drop(pages: Pages, key: string): void {
  const page = pages.entries.get(key);
  if (!page) return;
  pages.entries.delete(key);
  pages.bytes -= page.body.byteLength;
}

/** The fresh page under `key`, or undefined (a stale one is let go). */
export function hotPage(owner: object, key: string): HotPage | undefined {
  const pages = pagesOf(owner);
  const page = pages.entries.get(key);
  if (!page) return undefined;
  drop(pages, key);
  if (Date.now() - page.storedAt >= FRESH_MS) return undefined;
  pages.entries.set(key, page); // most recently used last
  pages.bytes += page.body.byteLength;
  return page;
}

/** Holds a page; the least recently used go until it fits. A page larger than the whole budget is not held. */
export function holdHotPage(owner: object, key: string, page: HotPage): void {
  if (page.body.byteLength > HOT_PAGE_BYTES || Date.now() - page.storedAt >= FRESH_MS) return;
  const pages = pagesOf(owner);
  drop(pages, key);
  for (
    let oldest = oldestKey(pages.entries);
    oldest !== undefined && pages.bytes + page.body.byteLength > HOT_PAGE_BYTES;
    oldest = oldestKey(pages.entries)
  )
    drop(pages, oldest);
  pages.entries.set(key, page);
  pages.bytes += page.body.byteLength;
}
