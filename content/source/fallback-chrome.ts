/**
 * The fallback chrome (`content/fallback-chrome.json`): the global config stories of de-DE and en-GB
 * of each channel, as `globalConfigStory` writes them, shown by the worker when the content service
 * cannot be reached (`worker/views/chrome/fallback-chrome.ts`). Generated with the stories by
 * `npm run content`, so the chrome has one source. Only what the worker's story mapping reads is
 * kept: no block uids, links and pictures with the fields `mapLink` and `mapAsset` read.
 */
import type { Story } from "./story.ts";

/** German locales fall back to de-DE, every other language to en-GB (docs/chrome.md). */
export const FALLBACK_CHROME_LOCALES = ["de-DE", "en-GB"] as const;

const LINK_FIELDS = ["fieldtype", "linktype", "url", "cached_url", "target", "openSetting"];
const ASSET_FIELDS = ["fieldtype", "filename", "alt"];

function slim(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), (key, v) => {
    if (key === "_uid") return undefined;
    if (v && typeof v === "object" && !Array.isArray(v) && (v.fieldtype === "multilink" || v.fieldtype === "asset")) {
      const keep = v.fieldtype === "asset" ? ASSET_FIELDS : LINK_FIELDS;
      return Object.fromEntries(Object.entries(v).filter(([k, field]) => keep.includes(k) && field !== ""));
    }
    return v;
  });
}

/** Locale -> the content of its global config story, for one channel's published stories. */
export function fallbackChrome(stories: Story[]): Record<string, unknown> {
  return Object.fromEntries(
    FALLBACK_CHROME_LOCALES.map((locale) => {
      const slug = `${locale.toLowerCase()}/global-config`;
      const story = stories.find((s) => s.full_slug === slug);
      if (!story) throw new Error(`no story ${slug}`);
      return [locale, slim(story.content)];
    }),
  );
}
