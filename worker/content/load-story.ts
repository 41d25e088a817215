/**
 * A story by slug in the request's locale, then along the fallback chain (section 3 "Fallback
 * locales"), through the KV cache unless in preview (ARCHITECTURE "One request", step 5).
 */
import { type Locale, fallbackChain } from "../../shared/site/locales.ts";
import { cached } from "../cache/content-cache.ts";
import { globalConfigKey, storyKey } from "../cache/keys.ts";
import { CACHE_STRATEGIES, type CacheStrategy } from "../cache/strategies.ts";
import type { ContentScope } from "./scope.ts";
import { type RawStory, fetchStory } from "./stories.ts";

/** `de-DE` -> the Storyblok folder `de-de`. */
export function folderOfLocale(locale: Locale): string {
  return locale.toLowerCase();
}

/** The first story found for `slug` along the locale's fallback chain. */
export async function fetchAlongChain(scope: ContentScope, locale: Locale, slug: string): Promise<RawStory | null> {
  for (const candidate of fallbackChain(locale)) {
    const story = await fetchStory(scope.client, `${folderOfLocale(candidate)}/${slug}`, scope.call);
    if (story) return story;
  }
  return null;
}

function strategyFor(scope: ContentScope, wanted: CacheStrategy): CacheStrategy {
  return scope.preview.enabled ? CACHE_STRATEGIES.none : wanted;
}

/** A page story by slug; misses are not cached, so a random path cannot fill the cache. */
export async function loadStory(scope: ContentScope, slug: string): Promise<RawStory | null> {
  const { request } = scope;
  const strategy = strategyFor(scope, CACHE_STRATEGIES.staleWhileRevalidate);
  if (strategy.name === "none") return fetchAlongChain(scope, request.locale, slug);
  const cv = await scope.contentVersion();
  const key = storyKey(request.site.channel, cv, request.locale, slug);
  const found = await cached(scope.cache, key, strategy, async () => {
    const story = await fetchAlongChain(scope, request.locale, slug);
    if (!story) throw new StoryMissing();
    return story;
  }).catch((error) => {
    if (error instanceof StoryMissing) return null;
    throw error;
  });
  return found;
}

class StoryMissing extends Error {}

/** The global config story (the root path's config) with its own strategy. */
export async function loadGlobalConfigStory(scope: ContentScope, wanted: CacheStrategy): Promise<RawStory | null> {
  const { request } = scope;
  const strategy = strategyFor(scope, wanted);
  if (strategy.name === "none") return fetchAlongChain(scope, request.locale, "global-config");
  const cv = await scope.contentVersion();
  return cached(scope.cache, globalConfigKey(request.site.channel, cv, request.locale), strategy, () =>
    fetchAlongChain(scope, request.locale, "global-config"),
  );
}
