// Every internal link of every published story resolves: links to other stories (which must name
// a published story), relative links to the shop's own routes, and theme tiles to /themes/{id}. A
// link resolves when the worker has something at its path for the locale of the story that shows
// it: a story along the locale's fallback chain (section 3), a theme of the catalogue's seed, the
// product overview, a configurator path or a special path in the story's own language (another
// language's path would cost the visitor a redirect). Runs over the built content (`npm run
// content`), so a broken link fails here before it reaches a visitor.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import kartenliebeStories from "../../content/kartenliebe/stories.json";
import wallartStories from "../../content/wallart/stories.json";
import { SPECIAL_PAGES, SPECIAL_PATHS } from "../../shared/customer/special-paths.ts";
import { CONFIGURATOR_PREFIX } from "../../shared/designer/address.ts";
import { type Locale, fallbackChain, languageOf } from "../../shared/site/locales.ts";
import { slugOf, splitFullSlug } from "../../worker/content/map-story.ts";
import { CONFIGURATORS } from "../../worker/routes/configurator.ts";
import { isProductsRoute } from "../../worker/routes/product-paths.ts";

interface StoryLike {
  full_slug: string;
  is_folder?: boolean;
  content: unknown;
}

interface Link {
  /** What the story holds: a story's full slug, a relative URL or a theme tile's path. */
  target: string;
  /** The route path the worker is asked for. */
  routePath: string;
}

const root = path.resolve(import.meta.dirname, "../..");

/** The theme ids the catalogue's D1 seed creates. */
function catalogueThemeIds(): Set<string> {
  const sql = readFileSync(path.join(root, "backend/migrations/0101_catalogue_seed.sql"), "utf8");
  const section = sql.slice(sql.indexOf("INSERT INTO themes"));
  const values = section.slice(0, section.indexOf(";"));
  return new Set([...values.matchAll(/^\((\d+),/gm)].map((m) => m[1]));
}

/** Every internal link a story's content holds. */
function linksOf(content: unknown): Link[] {
  const links: Link[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (record.fieldtype === "multilink") {
      const url = String(record.url || record.cached_url || "");
      if (record.linktype === "story" && url) links.push({ target: url, routePath: splitFullSlug(url).routePath });
      if (record.linktype === "url" && url.startsWith("/") && !url.startsWith("//"))
        links.push({ target: url, routePath: url });
    }
    if (record.component === "ThemeTile" && typeof record.themeId === "string")
      links.push({ target: `/themes/${record.themeId}`, routePath: `/themes/${record.themeId}` });
    Object.values(record).forEach(walk);
  };
  walk(content);
  return links;
}

/** The locale folder of a full slug: `fr-ch/...` is fr-CH. */
const localeOfSlug = (fullSlug: string) => splitFullSlug(fullSlug).locale;
const folderOf = (locale: Locale) => locale.toLowerCase();

function resolver(stories: StoryLike[], themeIds: Set<string>) {
  const pages = new Set(stories.filter((s) => !s.is_folder).map((s) => s.full_slug));
  const configurators = new Set(Object.keys(CONFIGURATORS).map((name) => `${CONFIGURATOR_PREFIX}${name}`));
  return (locale: Locale, link: Link): boolean => {
    if (link.routePath !== link.target && !pages.has(link.target)) return false;
    const pathname = link.routePath.split(/[?#]/)[0].replace(/(.)\/+$/, "$1");
    const theme = /^\/themes\/(\d+)$/.exec(pathname);
    if (theme) return themeIds.has(theme[1]);
    if (isProductsRoute(pathname) || configurators.has(pathname)) return true;
    if (SPECIAL_PAGES.some((page) => SPECIAL_PATHS[page][languageOf(locale)] === pathname)) return true;
    return fallbackChain(locale).some((l) => pages.has(`${folderOf(l)}/${slugOf(pathname)}`));
  };
}

/** Each link of the channel's stories that does not resolve, as `story -> target`. */
function brokenLinks(stories: StoryLike[], themeIds: Set<string>): string[] {
  const resolves = resolver(stories, themeIds);
  return stories.flatMap((story) => {
    const locale = localeOfSlug(story.full_slug);
    if (!locale || story.is_folder) return [];
    return linksOf(story.content)
      .filter((link) => !resolves(locale, link))
      .map((link) => `${story.full_slug} -> ${link.target}`);
  });
}

describe("every internal link of every story resolves", () => {
  const themeIds = catalogueThemeIds();

  it("finds the catalogue's themes and the links of the stories (the check checks something)", () => {
    expect(themeIds.size).toBeGreaterThanOrEqual(100);
    const links = kartenliebeStories.stories.flatMap((s) => linksOf(s.content));
    expect(links.length).toBeGreaterThan(1000);
    expect(links.some((l) => l.routePath.startsWith("/themes/"))).toBe(true);
    expect(links.some((l) => l.routePath.startsWith(CONFIGURATOR_PREFIX))).toBe(true);
  });

  it("catches a link to a story, a theme and a route that do not exist", () => {
    const story = (fullSlug: string, content: unknown): StoryLike => ({ full_slug: fullSlug, content });
    const link = (url: string, linktype = "url") => ({ fieldtype: "multilink", linktype, url, cached_url: url });
    const stories = [
      story("de-de/home", {
        body: [
          { component: "TextLink", link: link("de-de/karten", "story") },
          { component: "TextLink", link: link("de-de/gibt-es-nicht", "story") },
          { component: "TextLink", link: link("/karten") },
          { component: "TextLink", link: link("/mein-konto") },
          { component: "TextLink", link: link("/mon-compte") },
          { component: "TextLink", link: link("/configurator-card?occasion=geburt") },
          { component: "TextLink", link: link("/keine-seite") },
          { component: "ThemeTile", themeId: "1001" },
          { component: "ThemeTile", themeId: "1201" },
        ],
      }),
      story("de-de/karten", {}),
      // de-AT falls back to de-DE.
      story("de-at/home", { body: [{ component: "TextLink", link: link("/karten/") }] }),
    ];
    expect(brokenLinks(stories, new Set(["1001"]))).toEqual([
      "de-de/home -> de-de/gibt-es-nicht",
      "de-de/home -> /mon-compte",
      "de-de/home -> /keine-seite",
      "de-de/home -> /themes/1201",
    ]);
  });

  it.each([
    ["kartenliebe", kartenliebeStories.stories],
    ["wall-art", wallartStories.stories],
  ])("in the %s channel", (_channel, stories) => {
    expect(brokenLinks(stories as StoryLike[], themeIds)).toEqual([]);
  });
});
