/**
 * What a content page tells the chrome (section 2 "Main navigation", "Sub-navigation"; section 3
 * "Footer parts"): its navigation type, whether it shows wall art in 'All wall art' ordering, and
 * its `footerOverride`.
 *
 * The navigation type is the story's own `navigationType`; a story without one (or with `none`)
 * takes the product kind of the catalogue block it shows (a card detail is a card page, a price
 * calculator for framed material is wall art), and a page with neither declares nothing, so the
 * chrome finds the item from the path. Theme pages (`themes`) are card designs: they light up the
 * card item, which no other type would reach.
 */
import type { LinkBox, NavigationType, TextLink } from "../../../shared/content/global-config.ts";
import { blocksOf } from "../../content/map-story.ts";
import type { Block, ContentPage, FieldValue, LinkValue } from "../../content/types.ts";
import { findBlock } from "../../content/find-block.ts";
import type { PageChrome } from "./chrome-view.ts";

const DECLARABLE: readonly NavigationType[] = [
  "calendar",
  "card",
  "collage",
  "frame",
  "photobook",
  "wandbilder",
  "accessories",
  "photobox",
  "photoprint",
];

/** The product kind of a catalogue block, as a navigation type. */
const BY_COMPONENT: Record<string, NavigationType> = {
  CardDetail: "card",
  ThemesOverview: "card",
  CalendarDetail: "calendar",
  CalendarOverview: "calendar",
  PhotobookDetail: "photobook",
  PhotobookOverview: "photobook",
  CollageDetail: "collage",
  CollageOverview: "collage",
  AccessoryDetail: "accessories",
};

/** The calculator's product (section 3 "Calculator") as a navigation type. */
function calculatorType(block: Block): NavigationType | undefined {
  const product = block.fields.product;
  const materials = Array.isArray(block.fields.materials) ? block.fields.materials : [];
  if (block.fields.isCollage === true || product === "collage") return "collage";
  if (product === "photoFrame") return "frame";
  if (product === "framedMaterial") return "wandbilder";
  if (product === "photobox") return materials.includes("small") ? "photobox" : "photoprint";
  if (product === "photoprint") return "photoprint";
  return undefined;
}

/** The catalogue's product kind of the page: the first catalogue block decides. */
export function productNavigationType(blocks: Block[]): NavigationType | undefined {
  let found: NavigationType | undefined;
  findBlock(blocks, (b) => {
    found = BY_COMPONENT[b.component] ?? (b.component === "PriceCalculator" ? calculatorType(b) : undefined);
    return found !== undefined;
  });
  return found;
}

/** The page's navigation type: the story's, else the product kind, else undeclared. */
export function navigationTypeOf(page: ContentPage): NavigationType | undefined {
  const declared = page.navigationType === "themes" ? "card" : (page.navigationType as NavigationType);
  if (DECLARABLE.includes(declared)) return declared;
  const snippet = page.productSnippet?.content ? [page.productSnippet.content] : [];
  return productNavigationType([...page.body, ...snippet]);
}

const text = (v: FieldValue | undefined) => (typeof v === "string" ? v : "");

function textLinks(value: FieldValue | undefined): TextLink[] {
  return blocksOf(value).flatMap((b) => {
    const link = b.fields.link as LinkValue | undefined;
    if (!link || typeof link !== "object" || link.kind !== "link" || !link.url) return [];
    return [{ text: text(b.fields.text), link: { url: link.url, ...(link.newTab ? { newTab: true } : {}) } }];
  });
}

/** A story's own link box block (`LinkBox` with `LinkList`s) in the footer's shape. */
export function linkBoxOf(block: Block | undefined): LinkBox | undefined {
  if (!block) return undefined;
  const linkLists = blocksOf(block.fields.linkLists).map((list) => ({
    headline: text(list.fields.headline),
    links: textLinks(list.fields.links),
  }));
  return linkLists.some((list) => list.links.length > 0)
    ? { headline: text(block.fields.headline), linkLists }
    : undefined;
}

/** The story's SEO text is plain text (a textarea): paragraphs of escaped text, as the footer shows HTML. */
export function seoHtmlOf(plain: string | undefined): string | undefined {
  const paragraphs = (plain ?? "")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return undefined;
  const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("");
}

export const ALL_WALL_ART_ORDERING = "allWallArt";

export function pageChromeOf(page: ContentPage): PageChrome {
  const linkbox = linkBoxOf(page.footerOverride?.linkbox);
  const seoText = seoHtmlOf(page.footerOverride?.seoText);
  return {
    activeNavigation: navigationTypeOf(page),
    allWallArtOrdering: page.productOrdering === ALL_WALL_ART_ORDERING,
    footerOverride: linkbox || seoText ? { linkbox, seoText } : undefined,
  };
}
