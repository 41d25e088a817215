/**
 * The fallback chrome, shown when the content's global config cannot be loaded (content service
 * unreachable, story missing): the global config stories of de-DE and en-GB of each channel, written
 * by `npm run content` from `content/source/global-config.ts` into `content/fallback-chrome.json`
 * (`content/source/fallback-chrome.ts`) and mapped like any loaded story, so header, navigation and
 * footer have one source. German locales get de-DE, every other language en-GB.
 */
import type { GlobalConfig } from "../../shared/content/global-config.ts";
import { type Locale, languageOf } from "../../shared/site/locales.ts";
import type { Channel } from "../../shared/site/sites.ts";
import FALLBACK_CHROME from "../../content/fallback-chrome.json";
import { mapBlock } from "./map-story.ts";
import { type GlobalConfigContext, mapGlobalConfig } from "./map-global-config.ts";
import type { Block } from "./types.ts";

type FallbackLocale = "de-DE" | "en-GB";
const STORIES: Record<Channel, Record<FallbackLocale, unknown>> = FALLBACK_CHROME;

/** Mapped to blocks once per isolate and story. */
const blocks = new Map<string, Block>();

function storyContent(channel: Channel, locale: FallbackLocale): Block {
  const key = `${channel}:${locale}`;
  let block = blocks.get(key);
  if (!block) {
    const mapped = mapBlock(STORIES[channel][locale]);
    if (!mapped) throw new Error(`content/fallback-chrome.json has no global config for ${key}: run npm run content`);
    block = mapped;
    blocks.set(key, block);
  }
  return block;
}

export function fallbackChrome(channel: Channel, locale: Locale, mapping: GlobalConfigContext): GlobalConfig {
  return mapGlobalConfig(storyContent(channel, languageOf(locale) === "de" ? "de-DE" : "en-GB"), mapping);
}
