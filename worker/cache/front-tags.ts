/**
 * The `Cache-Tag`s of a page in Cloudflare's cache in front of the worker (decision 198): a purge
 * names tags, never hosts or addresses, because that cache's key holds neither the host nor our
 * variants (cloudflare-docs `workers/cache/cache-keys.mdx`). A page is tagged with its channel, its
 * channel and locale, the content version it was rendered under and every story slug it shows (its
 * own and those its feeds list), so a publish of one slug reaches every domain and locale showing it.
 *
 * Cloudflare drops a tag silently when it is not printable ASCII or longer than 1024 characters, and
 * reads at most 16 KB of the header (cloudflare-docs `cache/how-to/purge-cache/purge-by-tags.mdx`):
 * slugs are percent-encoded, and a page whose tags would not all fit is not tagged at all (and so
 * not kept, `front-cache.ts`), since a page missing a slug's tag would outlive that slug's purge.
 */
import type { Locale } from "../../shared/site/locales.ts";
import type { Channel } from "../../shared/site/sites.ts";

export const CACHE_TAG_HEADER = "cache-tag";
/** Longest tag Cloudflare keeps and accepts in a purge. */
export const MAX_TAG_LENGTH = 1024;
/** Longest `Cache-Tag` value Cloudflare reads, in bytes after the header's name. */
export const MAX_TAG_HEADER_BYTES = 16 * 1024;

const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

/** What a page in the front cache was made of. */
export interface TaggedPage {
  channel: Channel;
  locale: Locale;
  contentVersion: number;
  /** Story slugs the page shows: its own and those its feeds list. */
  shows: readonly string[];
}

/** Every page of a channel: the global config is on all of them, and a purge of everything names it. */
export function channelTag(channel: Channel): string {
  return `ch:${channel}`;
}

export function localeTag(channel: Channel, locale: Locale): string {
  return `ch:${channel}:${locale.toLowerCase()}`;
}

export function contentVersionTag(channel: Channel, contentVersion: number): string {
  return `ch:${channel}:cv${contentVersion}`;
}

/** Tag matching is case-insensitive at Cloudflare: slugs differing only in case share a tag (a purge of one reaches both). */
export function slugTag(channel: Channel, slug: string): string {
  return `ch:${channel}:slug:${encodeURIComponent(slug)}`;
}

export function validTag(tag: string): boolean {
  return tag.length > 0 && tag.length <= MAX_TAG_LENGTH && PRINTABLE_ASCII.test(tag) && !tag.includes(",");
}

/** The page's tags, or null when one of them is invalid or all of them do not fit the header. */
export function tagsOf(page: TaggedPage): string[] | null {
  const tags = [
    channelTag(page.channel),
    localeTag(page.channel, page.locale),
    contentVersionTag(page.channel, page.contentVersion),
    ...[...new Set(page.shows)].sort().map((slug) => slugTag(page.channel, slug)),
  ];
  if (!tags.every(validTag)) return null;
  return cacheTagHeader(tags) === null ? null : tags;
}

/** The header's value for these tags, or null when it would be longer than Cloudflare reads. */
export function cacheTagHeader(tags: readonly string[]): string | null {
  const value = tags.join(",");
  return value.length <= MAX_TAG_HEADER_BYTES ? value : null;
}
