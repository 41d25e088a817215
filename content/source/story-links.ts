/**
 * Story links that name a story of the locale's own folder where that locale has no story of its own
 * (de-CH and en-US keep only the pages that differ) are pointed at the story a visitor gets there:
 * the first along the locale's fallback chain (section 3). Without this, a de-CH page linked to
 * `de-ch/fotobuch-hardcover`, a story that does not exist in the space.
 */
import { type Locale, LOCALES, fallbackChain } from "../../shared/site/locales.ts";
import { type StoryDraft, storyLink } from "./story.ts";

const localeOfFolder = (folder: string) => LOCALES.find((l) => l.toLowerCase() === folder);

/** The stories with every story link naming a published story. */
export function linkedToPublished(stories: StoryDraft[]): StoryDraft[] {
  const published = new Set(stories.map((s) => s.fullSlug));
  const existing = (fullSlug: string): string => {
    if (published.has(fullSlug)) return fullSlug;
    const [folder, ...rest] = fullSlug.split("/");
    const locale: Locale | undefined = localeOfFolder(folder);
    if (!locale) return fullSlug;
    const found = fallbackChain(locale)
      .map((l) => `${l.toLowerCase()}/${rest.join("/")}`)
      .find((slug) => published.has(slug));
    return found ?? fullSlug;
  };
  const relink = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(relink);
    if (!value || typeof value !== "object") return value;
    const record = value as Record<string, unknown>;
    if (record.fieldtype === "multilink" && record.linktype === "story" && typeof record.cached_url === "string") {
      const target = existing(record.cached_url);
      if (target !== record.cached_url) return { ...record, ...storyLink(target) };
    }
    return Object.fromEntries(Object.entries(record).map(([key, v]) => [key, relink(v)]));
  };
  return stories.map((story) => ({ ...story, content: relink(story.content) as StoryDraft["content"] }));
}
