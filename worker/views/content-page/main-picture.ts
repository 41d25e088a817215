/**
 * A content page's main picture: the first image of its teaser, else of its body,
 * the same for every visitor (variants of an A/B block are searched in their stored order, never by
 * treatment, so crawlers and people share one picture).
 */
import type { AssetValue, Block, ContentPage, FieldValue } from "../../content/types.ts";
import { findBlock } from "../../content/find-block.ts";

function assetOf(value: FieldValue | undefined): AssetValue | undefined {
  return value &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    value.kind === "asset" &&
    typeof value.filename === "string" &&
    value.filename
    ? (value as AssetValue)
    : undefined;
}

function imageOf(block: Block): AssetValue | undefined {
  return assetOf(block.fields.image) ?? Object.values(block.fields).map(assetOf).find(Boolean);
}

/** The first image of the teaser blocks, else of the body blocks: a page's picture, and its card's. */
export function firstPicture(teaser: Block[], body: Block[]): AssetValue | undefined {
  for (const blocks of [teaser, body]) {
    const found = findBlock(blocks, (block) => imageOf(block) !== undefined);
    if (found) return imageOf(found);
  }
  return undefined;
}

export function mainPicture(page: ContentPage): AssetValue | undefined {
  return firstPicture(page.teaser, page.body);
}
