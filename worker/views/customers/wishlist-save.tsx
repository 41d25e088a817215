/**
 * Where the save-to-wishlist heart goes (docs/decisions/046): theme pages and
 * product pages, and only where the channel's `wishlistAvailable` flag is on (section 3). The
 * button is the same for every visitor, so cached pages stay shared; the visitor's own state is
 * loaded by the island. A product is saved under its page's slug, which the wishlist page links
 * back to (`worker/routes/wishlist.tsx`).
 */
import { type WishlistKind, wishlistItemForm } from "../../../shared/forms/wishlist.ts";
import { CHANNEL_FLAGS } from "../../../shared/site/sites.ts";
import type { ContentPage } from "../../content/types.ts";
import { translatorFor } from "../../render/i18n.ts";
import type { RequestContext } from "../../site/request-context.ts";
import { findBlock } from "../../content/find-block.ts";
import { Island } from "../../render/island.tsx";

/** Blocks that make a content page a product page (section 2: the calculator, the detail wrappers). */
export const PRODUCT_PAGE_BLOCKS = new Set([
  "PriceCalculator",
  "AccessoryDetail",
  "CalendarDetail",
  "CardDetail",
  "CollageDetail",
  "PhotobookDetail",
]);

/** The wishlist id of a content page when it is a product page with a one-segment slug. */
export function productItemId(page: ContentPage, routePath: string): string | undefined {
  const blocks = [...page.body, ...(page.productSnippet?.content ? [page.productSnippet.content] : [])];
  if (!findBlock(blocks, (b) => PRODUCT_PAGE_BLOCKS.has(b.component))) return undefined;
  const slug = routePath.replace(/^\/|\/$/g, "");
  return wishlistItemForm.safeParse({ kind: "product", itemId: slug }).success ? slug : undefined;
}

export function WishlistSave({
  request,
  kind,
  itemId,
}: {
  request: RequestContext;
  kind: WishlistKind;
  itemId: string | undefined;
}) {
  if (!itemId || !CHANNEL_FLAGS[request.site.channel].wishlistAvailable) return null;
  const t = translatorFor(request.locale);
  return <Island name="wishlist-button" hydrate="idle" props={{ kind, itemId, label: t("wishlist.add") }} />;
}
