/**
 * Purge: one slug across all locales of a channel (and the channel's sitemap source, decision 081),
 * the global config, or the whole channel (a new content version). Keys are named exactly, so
 * nothing else is touched in KV; the purging isolate also forgets what it keeps in memory of the
 * channel (decision 073). The edge HTML cache is advanced, not deleted (decision 090): a slug
 * advances every page that shows it, on every domain and locale; the global config advances every
 * page of the channel; everything raises the content version, which every HTML key carries.
 */
import { LOCALES } from "../../shared/site/locales.ts";
import type { Channel } from "../../shared/site/sites.ts";
import { currentContentVersion, raiseContentVersion } from "./content-cache.ts";
import { advanceHtmlGeneration, generationMemoPrefix } from "./html-generation.ts";
import { forget } from "./html-memory.ts";
import { forgetMemos } from "./isolate-memo.ts";
import { channelKeyPrefix, globalConfigKey, sitemapSourceKey, storyKey } from "./keys.ts";

export type PurgeTarget = { kind: "slug"; slug: string } | { kind: "global-config" } | { kind: "all" };

export interface PurgeResult {
  channel: Channel;
  target: PurgeTarget;
  /** The keys deleted, or the new content version for a full purge. */
  keys: string[];
  contentVersion: number;
}

/** `memoOwner`: the environment whose isolate memory to forget (`isolate-memo.ts`, `html-memory.ts`). */
export async function purge(
  kv: KVNamespace,
  channel: Channel,
  target: PurgeTarget,
  memoOwner?: object,
): Promise<PurgeResult> {
  if (memoOwner) {
    forgetMemos(memoOwner, [channelKeyPrefix(channel)]);
    forget(memoOwner, generationMemoPrefix(channel));
  }
  if (target.kind === "all") {
    const contentVersion = await raiseContentVersion(kv, channel);
    return { channel, target, keys: [], contentVersion };
  }
  const contentVersion = await currentContentVersion(kv, channel);
  const keys = LOCALES.map((locale) =>
    target.kind === "slug"
      ? storyKey(channel, contentVersion, locale, target.slug)
      : globalConfigKey(channel, contentVersion, locale),
  );
  // A published, moved or deleted page changes the sitemaps: they are built again on the next request.
  if (target.kind === "slug") keys.push(sitemapSourceKey(channel, contentVersion));
  await Promise.all(keys.map((key) => kv.delete(key)));
  // Only after the stories are gone: a page rendered under the new generation must not read the old story.
  if (target.kind === "slug") await advanceHtmlGeneration(kv, channel, { kind: "slug", slug: target.slug });
  else await advanceHtmlGeneration(kv, channel, { kind: "channel" });
  return { channel, target, keys, contentVersion };
}
