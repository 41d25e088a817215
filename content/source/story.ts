/**
 * Storyblok's own shapes, built deterministically: story envelopes, bloks, multilinks, assets and
 * rich text. Ids and uuids are derived from the channel and full slug, so regenerating the content
 * gives the same ids and a real space can be filled without clashes.
 */
import { createHash } from "node:crypto";

function digest(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** A uuid v4-shaped id derived from a text. */
export function uuidOf(text: string): string {
  const h = digest(text);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A positive numeric story id derived from a text. */
export function idOf(text: string): number {
  return 100000000 + (parseInt(digest(text).slice(0, 8), 16) % 800000000);
}

export type Fields = Record<string, unknown>;
export interface Blok extends Fields {
  _uid: string;
  component: string;
}

/** Builds bloks with uids unique within one story. */
export class BlokFactory {
  private count = 0;
  constructor(private readonly scope: string) {}
  blok(component: string, fields: Fields = {}): Blok {
    this.count += 1;
    return { _uid: uuidOf(`${this.scope}#${this.count}`), component, ...fields };
  }
}

export function storyLink(fullSlug: string) {
  return { id: uuidOf(`story:${fullSlug}`), url: "", linktype: "story", fieldtype: "multilink", cached_url: fullSlug };
}

export function urlLink(url: string, target?: "_blank") {
  return { id: "", url, linktype: "url", fieldtype: "multilink", cached_url: url, ...(target ? { target } : {}) };
}

export function asset(filename: string, alt: string) {
  return {
    id: idOf(`asset:${filename}`),
    alt,
    name: "",
    focus: "",
    title: alt,
    filename,
    copyright: "",
    fieldtype: "asset",
    is_external_url: false,
  };
}

type Inline = string | { text: string; bold?: boolean; href?: string };

function inline(parts: Inline[]) {
  return parts.map((part) => {
    if (typeof part === "string") return { type: "text", text: part };
    const marks: Fields[] = [];
    if (part.bold) marks.push({ type: "bold" });
    if (part.href) marks.push({ type: "link", attrs: { href: part.href, linktype: "url", target: null } });
    return { type: "text", text: part.text, marks };
  });
}

/** A rich text document: a heading and paragraphs, optionally a bullet list. */
export function richText(heading: string | undefined, paragraphs: Inline[][], bullets: string[] = []) {
  const content: Fields[] = [];
  if (heading) content.push({ type: "heading", attrs: { level: 2 }, content: inline([heading]) });
  for (const p of paragraphs) content.push({ type: "paragraph", content: inline(p) });
  if (bullets.length > 0) {
    content.push({
      type: "bullet_list",
      content: bullets.map((b) => ({ type: "list_item", content: [{ type: "paragraph", content: inline([b]) }] })),
    });
  }
  return { type: "doc", content };
}

export interface StoryDraft {
  channel: string;
  /** `de-de/fotokalender` */
  fullSlug: string;
  name: string;
  content: Blok;
  /** Stories that are the same page in other locale folders share a group. */
  groupKey: string;
  tags?: string[];
  isStartpage?: boolean;
}

const PUBLISHED_AT = "2026-11-02T08:00:00.000Z";
const CREATED_AT = "2026-09-14T08:00:00.000Z";

/** The story envelope Storyblok's CDN API delivers (alternates are filled in by the builder). */
export function envelope(draft: StoryDraft) {
  const slug = draft.fullSlug.slice(draft.fullSlug.lastIndexOf("/") + 1);
  const parent = draft.fullSlug.slice(0, draft.fullSlug.lastIndexOf("/"));
  return {
    name: draft.name,
    created_at: CREATED_AT,
    published_at: PUBLISHED_AT,
    updated_at: PUBLISHED_AT,
    id: idOf(`${draft.channel}:${draft.fullSlug}`),
    uuid: uuidOf(`story:${draft.fullSlug}`),
    content: draft.content,
    slug,
    full_slug: draft.fullSlug,
    sort_by_date: null,
    position: 0,
    tag_list: draft.tags ?? [],
    is_startpage: draft.isStartpage ?? false,
    parent_id: idOf(`${draft.channel}:folder:${parent}`),
    meta_data: null,
    group_id: uuidOf(`${draft.channel}:group:${draft.groupKey}`),
    first_published_at: PUBLISHED_AT,
    release_id: null,
    lang: "default",
    path: null,
    alternates: [] as unknown[],
    default_full_slug: null,
    translated_slugs: null,
  };
}
export type Story = ReturnType<typeof envelope>;
