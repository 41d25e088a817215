/**
 * Storyblok's story shape -> our types (section 3 "Content story"), in one place. Tolerant of broken
 * content: a missing `content`, fields of the wrong type and unresolved relations map to empty values,
 * never to an exception.
 */
import { type Locale, isLocale } from "../../shared/site/locales.ts";
import type { AssetValue, Alternate, Block, ContentPage, FieldValue, LinkValue, RelatedStory } from "./types.ts";
import { present } from "../../shared/assert/present.ts";

type Raw = Record<string, unknown>;

const isRecord = (v: unknown): v is Raw => typeof v === "object" && v !== null && !Array.isArray(v);

/** `de-de/fotokalender` -> locale de-DE and route path `/fotokalender`; `de-de/home` is `/`. */
export function splitFullSlug(fullSlug: string): { locale: Locale | undefined; routePath: string } {
  const [folder = "", ...rest] = fullSlug.replace(/^\/+|\/+$/g, "").split("/");
  const code = folder.length === 5 ? `${folder.slice(0, 2)}-${folder.slice(3).toUpperCase()}` : "";
  const locale = isLocale(code) ? code : undefined;
  const slug = (locale ? rest : [folder, ...rest]).join("/");
  return { locale, routePath: slug === "" || slug === "home" ? "/" : `/${slug}` };
}

/** `/fotokalender` -> the slug of our cache keys and story paths: `fotokalender`; `/` is `home`. */
export function slugOf(routePath: string): string {
  const slug = routePath.replace(/^\/+|\/+$/g, "");
  return slug === "" ? "home" : slug;
}

const SAFE_URL = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;

export function mapLink(raw: Raw): LinkValue {
  const newTab = raw.target === "_blank";
  const openSetting = raw.openSetting === "ucSettings" ? ("ucSettings" as const) : undefined;
  if (raw.linktype === "story") {
    const cached = typeof raw.cached_url === "string" ? raw.cached_url : "";
    const story = isRecord(raw.story) && typeof raw.story.full_slug === "string" ? raw.story.full_slug : cached;
    return {
      kind: "link",
      url: story ? splitFullSlug(story).routePath : "",
      internal: true,
      newTab: false,
      openSetting,
    };
  }
  const candidate =
    typeof raw.url === "string" && raw.url ? raw.url : typeof raw.cached_url === "string" ? raw.cached_url : "";
  const url = SAFE_URL.test(candidate.trim()) ? candidate.trim() : "";
  const internal = url.startsWith("/");
  return { kind: "link", url, internal, newTab: !internal && newTab, openSetting };
}

function mapAsset(raw: Raw): AssetValue {
  const filename = typeof raw.filename === "string" && SAFE_URL.test(raw.filename) ? raw.filename : "";
  return { kind: "asset", filename, alt: typeof raw.alt === "string" ? raw.alt : "" };
}

function mapRelated(raw: Raw): RelatedStory {
  return {
    kind: "story",
    uuid: String(raw.uuid ?? ""),
    name: typeof raw.name === "string" ? raw.name : "",
    routePath: splitFullSlug(String(raw.full_slug ?? "")).routePath,
    content: mapBlock(raw.content),
  };
}

/** Any field value; depth-limited so a cyclic or absurdly deep tree cannot exhaust the stack. */
export function mapValue(value: unknown, depth = 0): FieldValue {
  if (depth > 40) return null;
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  if (Array.isArray(value)) return value.map((v) => mapValue(v, depth + 1));
  if (!isRecord(value)) return null;
  if (value.fieldtype === "multilink") return mapLink(value);
  if (value.fieldtype === "asset") return mapAsset(value);
  if (value.type === "doc") return { kind: "richtext", doc: value };
  if (typeof value.full_slug === "string" && "content" in value) return mapRelated(value);
  if (typeof value.component === "string") return mapBlock(value, depth) ?? null;
  const out: Record<string, FieldValue> = {};
  for (const [k, v] of Object.entries(value)) out[k] = mapValue(v, depth + 1);
  return out;
}

export function mapBlock(value: unknown, depth = 0): Block | null {
  if (!isRecord(value) || typeof value.component !== "string") return null;
  const fields: Record<string, FieldValue> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === "component" || k === "_uid" || k === "_editable") continue;
    fields[k] = mapValue(v, depth + 1);
  }
  return { kind: "block", component: value.component, uid: typeof value._uid === "string" ? value._uid : "", fields };
}

export function blocksOf(value: FieldValue | undefined): Block[] {
  return Array.isArray(value) ? value.filter((v): v is Block => isRecord(v) && v.kind === "block") : [];
}

function text(value: FieldValue | undefined): string {
  return typeof value === "string" ? value : "";
}

const REDIRECT_STATUSES = [301, 302, 307, 308] as const;

function mapAlternates(raw: unknown): Alternate[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((a) => {
    if (!isRecord(a) || typeof a.full_slug !== "string") return [];
    const { locale, routePath } = splitFullSlug(a.full_slug);
    return locale ? [{ locale, routePath }] : [];
  });
}

/** The component of a story's content, or undefined when the story has no content. */
export function componentOf(story: Raw): string | undefined {
  return isRecord(story.content) && typeof story.content.component === "string" ? story.content.component : undefined;
}

/** A story of component Page -> ContentPage. The caller has checked the component. */
export function mapPage(story: Raw): ContentPage {
  const content = present(mapBlock(story.content), "the story's content block");
  const f = content.fields;
  const { locale, routePath } = splitFullSlug(String(story.full_slug ?? ""));
  const target =
    f.target && isRecord(f.target) && f.target.kind === "link" ? (f.target as unknown as LinkValue) : undefined;
  const status = Number(text(f.status) || f.status);
  const redirect =
    target?.internal && target.url
      ? {
          routePath: target.url,
          status: (REDIRECT_STATUSES as readonly number[]).includes(status) ? (status as 301) : 301,
        }
      : null;
  const snippet = f.productSnippet;
  const override = blocksOf(f.footerOverride)[0];
  return {
    id: Number(story.id) || 0,
    uuid: String(story.uuid ?? ""),
    name: typeof story.name === "string" ? story.name : "",
    locale: locale ?? "de-DE",
    routePath,
    title: text(f.title) || (typeof story.name === "string" ? story.name : ""),
    description: text(f.description),
    navigationType: text(f.navigationType) || "none",
    teaser: blocksOf(f.teaser),
    body: blocksOf(f.body),
    productSnippet: isRecord(snippet) && snippet.kind === "story" ? (snippet as unknown as RelatedStory) : null,
    promotionBar: blocksOf(f.promotionBar),
    footerOverride: override
      ? { seoText: text(override.fields.seoText) || undefined, linkbox: blocksOf(override.fields.linkbox)[0] }
      : null,
    productOrdering: text(f.productOrdering),
    tags: Array.isArray(story.tag_list) ? story.tag_list.filter((t): t is string => typeof t === "string") : [],
    redirect,
    alternates: mapAlternates(story.alternates),
  };
}
