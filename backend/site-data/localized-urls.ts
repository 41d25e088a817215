/**
 * Localized URLs (section 7, /web-api/localized-urls): every page story of a channel in every locale,
 * read from the channel's published stories (`content/`). A locale without its own translation shows
 * the story its fallback chain leads to (section 3), on the host and folder that serve the locale,
 * as the renderer's hreflang links do (`worker/content/alternates.ts`).
 */
import kartenliebeStories from "../../content/kartenliebe/stories.json";
import wallartStories from "../../content/wallart/stories.json";
import type { LocalizedUrl, LocalizedUrls } from "../../shared/backend-contract/types.ts";
import { productionHost } from "../../shared/site/hosts.ts";
import { LOCALES, type Locale, fallbackChain, isLocale } from "../../shared/site/locales.ts";
import { publicPath } from "../../shared/site/path.ts";
import { type Channel, folderOf, siteForLocale } from "../../shared/site/sites.ts";
import { present } from "../../shared/assert/present.ts";

interface PageStory {
  name: string;
  full_slug: string;
  group_id: string;
  content: { component?: string };
}

const STORIES: Record<Channel, PageStory[]> = {
  kartenliebe: kartenliebeStories.stories as unknown as PageStory[],
  wallart: wallartStories.stories as unknown as PageStory[],
};

/** `de-ch/bilderbox` -> de-CH and `/bilderbox`; `de-de/home` is `/`. */
function split(fullSlug: string): { locale: Locale | undefined; routePath: string } {
  const [folder, ...rest] = fullSlug.split("/");
  const [language, country] = folder.split("-");
  const code = `${language}-${(country ?? "").toUpperCase()}`;
  const slug = rest.join("/");
  return { locale: isLocale(code) ? code : undefined, routePath: slug === "" || slug === "home" ? "/" : `/${slug}` };
}

interface Group {
  groupId: string;
  name: string;
  byLocale: Map<Locale, string>;
}

const groupsCache = new Map<Channel, Group[]>();

/** The page stories of a channel grouped by translation group, each with its route path per locale. */
function groupsOf(channel: Channel): Group[] {
  const cached = groupsCache.get(channel);
  if (cached) return cached;
  const groups = new Map<string, Group>();
  for (const story of STORIES[channel]) {
    if (story.content.component !== "Page") continue;
    const { locale, routePath } = split(story.full_slug);
    if (!locale) continue;
    let group = groups.get(story.group_id);
    if (!group)
      groups.set(story.group_id, (group = { groupId: story.group_id, name: story.name, byLocale: new Map() }));
    group.byLocale.set(locale, routePath);
    if (locale === "de-DE") group.name = story.name;
  }
  const list = [...groups.values()].sort((a, b) =>
    (a.byLocale.get("de-DE") ?? a.name).localeCompare(b.byLocale.get("de-DE") ?? b.name),
  );
  groupsCache.set(channel, list);
  return list;
}

function urlsOf(channel: Channel, group: Group): LocalizedUrl[] {
  const urls: LocalizedUrl[] = [];
  for (const locale of LOCALES) {
    const source = fallbackChain(locale).find((l) => group.byLocale.has(l));
    if (!source) continue;
    const site = siteForLocale(channel, locale);
    const host = productionHost(site);
    const path = publicPath(site, present(group.byLocale.get(source), `slug of ${source}`), {
      folder: folderOf(site, locale),
    });
    urls.push({ locale, host, path, url: `https://${host}${path}`, fallback: source !== locale });
  }
  return urls;
}

/** Every story, or only the one whose route path in `locale` is `routePath`; undefined when none is. */
export function localizedUrls(
  channel: Channel,
  filter?: { locale: Locale; routePath: string },
): LocalizedUrls | undefined {
  let groups = groupsOf(channel);
  if (filter) {
    groups = groups.filter((g) => {
      const source = fallbackChain(filter.locale).find((l) => g.byLocale.has(l));
      return source !== undefined && g.byLocale.get(source) === filter.routePath;
    });
    if (groups.length === 0) return undefined;
  }
  return { channel, stories: groups.map((g) => ({ groupId: g.groupId, name: g.name, urls: urlsOf(channel, g) })) };
}
