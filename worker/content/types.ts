/**
 * Our own content types (ARCHITECTURE "Rules": only `worker/content/` knows Storyblok). Stories are
 * mapped to these once, in `map-story.ts`; blocks and routes read only these.
 */
import type { Locale } from "../../shared/site/locales.ts";

export interface LinkValue {
  kind: "link";
  /** A route path (`/fotokalender`, no locale folder), `#...`, `tel:`, `mailto:` or an absolute URL; empty when unsafe. */
  url: string;
  internal: boolean;
  newTab: boolean;
  openSetting?: "ucSettings";
}

export interface AssetValue {
  kind: "asset";
  filename: string;
  alt: string;
}

/** A rich text node as the editor stores it (a ProseMirror document). */
export interface RichTextNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: RichTextNode[];
}

export interface RichTextValue {
  kind: "richtext";
  doc: unknown;
}

/** A story another story relates to, already resolved. */
export interface RelatedStory {
  kind: "story";
  uuid: string;
  name: string;
  routePath: string;
  content: Block | null;
}

export type FieldValue =
  | string
  | number
  | boolean
  | null
  | LinkValue
  | AssetValue
  | RichTextValue
  | RelatedStory
  | Block
  | FieldValue[]
  | { [key: string]: FieldValue };

/** One instance of a component (section 3 "component blocks with _uid"). */
export interface Block {
  kind: "block";
  component: string;
  uid: string;
  fields: Record<string, FieldValue>;
}

export interface Alternate {
  locale: Locale;
  /** Route path of the same page in that locale. */
  routePath: string;
}

/** A content page (section 3 "Content story"). */
export interface ContentPage {
  id: number;
  uuid: string;
  name: string;
  /** The locale folder the story was found in (may be a fallback of the request's locale). */
  locale: Locale;
  routePath: string;
  title: string;
  description: string;
  navigationType: string;
  teaser: Block[];
  body: Block[];
  productSnippet: RelatedStory | null;
  promotionBar: Block[];
  /** Section 3 "Footer parts": the story's own link box (a LinkBox block) and SEO text. */
  footerOverride: { seoText?: string; linkbox?: Block } | null;
  /** How the page orders its products; `allWallArt` is the 'All wall art' ordering (section 2 "Main navigation"). */
  productOrdering: string;
  tags: string[];
  /** Set when the story redirects (section 2: non-external target, the story's status as the code). */
  redirect: { routePath: string; status: 301 | 302 | 307 | 308 } | null;
  alternates: Alternate[];
}
