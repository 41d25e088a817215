/**
 * Writes the shop's content in Storyblok's own format (run with `npm run content`):
 * - `content/<channel>/stories.json`: every published story of the channel's space,
 * - `content/<channel>/drafts.json`: draft versions that differ from the published ones,
 * - `content/components.json`: the component schemas,
 * - `content/fallback-chrome.json`: the global config the worker shows when content is unreachable,
 * - `client/static/content/`: the images the stories name.
 * Six languages are written in full (de-DE, en-GB, es-ES, fr-FR, it-IT, nl-NL); en-US and de-CH get
 * override stories where they really differ; all other locales fall back (section 3).
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { type Locale, LOCALES, fallbackChain, languageOf, unitOf } from "../../shared/site/locales.ts";
import { type Copy, PAGE_KEYS, type PageKey } from "./copy-type.ts";
import { de } from "./copy/de.ts";
import { en } from "./copy/en.ts";
import { es } from "./copy/es.ts";
import { fr } from "./copy/fr.ts";
import { it } from "./copy/it.ts";
import { nl } from "./copy/nl.ts";
import { fallbackChrome } from "./fallback-chrome.ts";
import { globalConfigStory } from "./global-config.ts";
import { imageSvg } from "./images.ts";
import { INFO_KEYS, type InfoKey } from "./info-copy-type.ts";
import { infoStory } from "./info-pages.ts";
import { type LocaleContext, pageStory, redirectStory } from "./pages.ts";
import { deriveComponents } from "./schemas.ts";
import { sharedStories } from "./shared-stories.ts";
import { BlokFactory, type Story, type StoryDraft, envelope, richText } from "./story.ts";
import { present } from "../../shared/assert/present.ts";

/** The repository root; `scripts/build-content.mjs` runs this from there. */
const root = process.cwd();
const COPY: Record<string, Copy> = { de, en, es, fr, it, nl };
const BASE: Locale[] = ["de-DE", "en-GB", "es-ES", "fr-FR", "it-IT", "nl-NL"];
const BRANDS = { kartenliebe: "kartenliebe", wallart: "Wandliebe" } as const;

/** Rewrites every string of a value. */
function mapStrings<T>(value: T, fn: (s: string) => string): T {
  return JSON.parse(JSON.stringify(value), (_key, v) => (typeof v === "string" ? fn(v) : v));
}

/** de-CH writes ss for ß. */
const swiss = (s: string) => s.replace(/ß/g, "ss");
const AMERICAN: [RegExp, string][] = [
  [/olour/g, "olor"],
  [/ersonalised/g, "ersonalized"],
  [/avourite/g, "avorite"],
  [/Basket/g, "Cart"],
  [/ptimise/g, "ptimize"],
  [/luminium/g, "luminum"],
  [/from 9p\./g, "from 9¢."],
  [/ in 2–4 working days/g, " in 2–4 business days"],
  [/working days/g, "business days"],
  [/Christening/g, "Baptism"],
  [/Sympathy/g, "Sympathy"],
  [/ centre/g, " center"],
  [/Imprint/g, "Legal notice"],
  [/carbon neutral/g, "carbon-neutral"],
];
const american = (s: string) => AMERICAN.reduce((acc, [re, to]) => acc.replace(re, to), s);

/**
 * French typography: a no-break space before the colon and inside guillemets, a narrow no-break
 * space before ; ! ?, so that the sign never starts a line ("Impression sur toile\u00a0: votre…").
 */
const french = (s: string) =>
  s
    .replace(/ :(?=\s|$)/g, "\u00a0:")
    .replace(/ ([;!?])(?=\s|$|[»"])/g, "\u202f$1")
    .replace(/« /g, "«\u00a0")
    .replace(/ »/g, "\u00a0»");

/** A French story with French typography in every text it holds. */
function withTypography(draft: StoryDraft): StoryDraft {
  return draft.fullSlug.startsWith("fr-")
    ? { ...draft, name: french(draft.name), content: mapStrings(draft.content, french) }
    : draft;
}

function copyFor(locale: Locale): Copy {
  const base = COPY[languageOf(locale)];
  if (locale === "de-CH") return mapStrings(base, swiss);
  if (locale === "en-US") return mapStrings(base, american);
  return base;
}

/** The wall-art channel's home page has its own headline and intro. */
function channelCopy(channel: "kartenliebe" | "wallart", copy: Copy): Copy {
  return channel === "wallart"
    ? { ...copy, pages: { ...copy.pages, home: { ...copy.pages.home, ...copy.wallartHome } } }
    : copy;
}

function contextFor(channel: "kartenliebe" | "wallart", locale: Locale): LocaleContext {
  return {
    channel,
    folder: locale.toLowerCase(),
    lang: languageOf(locale),
    copy: channelCopy(channel, copyFor(locale)),
    unit: unitOf(locale) === "in" ? "in" : "cm",
    brand: BRANDS[channel],
  };
}

const REDIRECTS: Record<string, [string, PageKey, 301 | 302][]> = {
  de: [
    ["kalender", "calendar", 301],
    ["fotobuecher", "photobook", 301],
    ["gutscheine", "voucher", 302],
  ],
  en: [
    ["photobooks", "photobook", 301],
    ["calendars", "calendar", 301],
  ],
  fr: [["calendriers", "calendar", 301]],
  it: [["calendari", "calendar", 301]],
  es: [["calendarios", "calendar", 301]],
  nl: [["kalenders", "calendar", 301]],
};

/** Every page story of a locale folder: the shop's pages and the information pages. */
type StoryKey = PageKey | InfoKey;
const STORY_KEYS: StoryKey[] = [...PAGE_KEYS, ...INFO_KEYS];
const storyOf = (ctx: LocaleContext, key: StoryKey) =>
  (INFO_KEYS as readonly string[]).includes(key) ? infoStory(ctx, key as InfoKey) : pageStory(ctx, key as PageKey);

function channelDrafts(channel: "kartenliebe" | "wallart"): { published: StoryDraft[]; drafts: StoryDraft[] } {
  const published: StoryDraft[] = [];
  const byLocale = new Map<Locale, Set<StoryKey>>();
  for (const locale of BASE) {
    const ctx = contextFor(channel, locale);
    byLocale.set(locale, new Set(STORY_KEYS));
    for (const key of STORY_KEYS) published.push(storyOf(ctx, key));
    published.push(...sharedStories(ctx));
    for (const [slug, to, status] of REDIRECTS[ctx.lang]) published.push(redirectStory(ctx, slug, to, status));
  }
  for (const locale of ["en-US", "de-CH"] as Locale[]) {
    const ctx = contextFor(channel, locale);
    const baseCtx = contextFor(channel, fallbackChain(locale)[1]);
    const own = new Set<StoryKey>();
    for (const key of STORY_KEYS) {
      const mine = storyOf(ctx, key);
      const theirs = storyOf(baseCtx, key);
      const differs =
        JSON.stringify(stripUids(mine.content)).replaceAll(ctx.folder, baseCtx.folder) !==
        JSON.stringify(stripUids(theirs.content));
      if (differs) {
        published.push(mine);
        own.add(key);
      }
    }
    byLocale.set(locale, own);
    // Override pages relate to the shared stories of their own folder, so those exist too.
    if (own.size > 0) published.push(...sharedStories(ctx));
  }
  for (const locale of LOCALES) {
    const ctx = contextFor(channel, locale);
    const pageFolder = (key: StoryKey) =>
      present(
        fallbackChain(locale).find((l) => byLocale.get(l)?.has(key)),
        `locale with ${key}`,
      ).toLowerCase();
    published.push(globalConfigStory(ctx, locale, pageFolder));
  }
  return { published, drafts: draftStories(channel) };
}

function stripUids(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), (key, v) => (key === "_uid" ? undefined : v));
}

/** Draft changes an editor has not published yet: a new block on the photo book overview, and an unpublished page. */
function draftStories(channel: "kartenliebe" | "wallart"): StoryDraft[] {
  const drafts: StoryDraft[] = [];
  const news: Record<string, string> = {
    "de-DE": "Neu für 2027: zwölf Vorlagen für Reisefotobücher.",
    "en-GB": "New for 2027: twelve templates for travel photo books.",
  };
  for (const [locale, text] of Object.entries(news) as [Locale, string][]) {
    const story = pageStory(contextFor(channel, locale), "photobook");
    const f = new BlokFactory(`${channel}:${story.fullSlug}:draft`);
    const content = story.content as unknown as { body: unknown[] };
    content.body = [f.blok("Text", { text: richText(undefined, [[{ text, bold: true }]]) }), ...content.body];
    drafts.push(story);
  }
  return drafts;
}

function withAlternates(stories: Story[]): Story[] {
  const groups = new Map<string, Story[]>();
  for (const s of stories) groups.set(s.group_id, [...(groups.get(s.group_id) ?? []), s]);
  return stories.map((s) => ({
    ...s,
    alternates: (groups.get(s.group_id) ?? [])
      .filter((o) => o.uuid !== s.uuid)
      .map((o) => ({
        id: o.id,
        name: o.name,
        slug: o.slug,
        published: true,
        full_slug: o.full_slug,
        is_folder: false,
        parent_id: o.parent_id,
      })),
  }));
}

async function writeJson(file: string, value: unknown) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(value, null, 1)}\n`);
}

/** One story per line: compact, and a change to one story is a one-line diff. */
async function writeStories(file: string, stories: unknown[]) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `{"stories": [\n${stories.map((s) => JSON.stringify(s)).join(",\n")}\n]}\n`);
}

const allContents = [];
const filenames = new Set<string>();
const fallback: Record<string, unknown> = {};
for (const channel of ["kartenliebe", "wallart"] as const) {
  const built = channelDrafts(channel);
  const [published, drafts] = [built.published.map(withTypography), built.drafts.map(withTypography)];
  const stories = withAlternates(published.map(envelope)).sort((a, b) => a.full_slug.localeCompare(b.full_slug));
  const draftList = withAlternates(
    [...published.filter((p) => !drafts.some((d) => d.fullSlug === p.fullSlug)), ...drafts].map(envelope),
  )
    .filter((s) => drafts.some((d) => d.fullSlug === s.full_slug))
    .map((s) => ({ ...s, published_at: null }));
  await writeStories(path.join(root, `content/${channel}/stories.json`), stories);
  await writeStories(path.join(root, `content/${channel}/drafts.json`), draftList);
  allContents.push(...stories.map((s) => s.content));
  fallback[channel] = fallbackChrome(stories);
  for (const match of JSON.stringify(stories).matchAll(/"(\/content\/[a-z]+\/[a-z0-9-]+\.svg)"/g))
    filenames.add(match[1]);
  console.log(`${channel}: ${stories.length} stories, ${draftList.length} drafts`);
}
await writeJson(path.join(root, "content/components.json"), { components: deriveComponents(allContents) });
await writeFile(path.join(root, "content/fallback-chrome.json"), `${JSON.stringify(fallback)}\n`);
for (const file of filenames) {
  const target = path.join(root, "client/static", file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, imageSvg(path.basename(file, ".svg")));
}
// Vector files no story names any more (pictures that are drawn now, `npm run pictures`) go.
for (const dir of ["content/images", "content/payment"]) {
  for (const file of (await readdir(path.join(root, "client/static", dir))).filter((f) => f.endsWith(".svg"))) {
    if (!filenames.has(`/${dir}/${file}`)) await rm(path.join(root, "client/static", dir, file));
  }
}
console.log(`${filenames.size} vector images`);
