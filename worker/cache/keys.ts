/**
 * Versioned cache keys (STYLE habit 6): every key carries the key format, the channel, the channel's
 * content version, the locale and the slug, so a purge can name exactly what it removes and a new
 * content version abandons everything written under the old one.
 */
import type { Locale } from "../../shared/site/locales.ts";
import type { Channel } from "../../shared/site/sites.ts";

/** Bumped when the shape of cached values changes. */
export const KEY_FORMAT = "v1";

/** Every key of the channel starts with this. */
export function channelKeyPrefix(channel: Channel): string {
  return `content:${KEY_FORMAT}:${channel}:`;
}

export function contentVersionKey(channel: Channel): string {
  return `content:${KEY_FORMAT}:${channel}:content-version`;
}

export function storyKey(channel: Channel, contentVersion: number, locale: Locale, slug: string): string {
  return `content:${KEY_FORMAT}:${channel}:cv${contentVersion}:${locale}:story:${slug}`;
}

export function globalConfigKey(channel: Channel, contentVersion: number, locale: Locale): string {
  return `content:${KEY_FORMAT}:${channel}:cv${contentVersion}:${locale}:global-config`;
}

/** What the channel's sitemaps are built from (its published pages and catalogue addresses), one entry per channel. */
export function sitemapSourceKey(channel: Channel, contentVersion: number): string {
  return `content:${KEY_FORMAT}:${channel}:cv${contentVersion}:sitemap-source`;
}
