/**
 * A content page as page options for `renderPage` (section 2 "Route handling"): title, description,
 * canonical and hreflang links, the teaser wrapper, the product snippet and the body blocks, the
 * save-to-wishlist heart on product pages (where the channel has a wishlist); in
 * preview the bridge of the visual editor and the live-update island, and no caching.
 */
import type { Context } from "hono";
import type { ReactNode } from "react";
import { alternateLinks } from "../../content/alternates.ts";
import { withCarriedQuery } from "../../content/preview.ts";
import type { ContentScope } from "../../content/scope.ts";
import type { ContentPage } from "../../content/types.ts";
import { configOf } from "../../config/config.ts";
import type { AppEnv } from "../../env.ts";
import { translatorFor } from "../../render/i18n.ts";
import { Island } from "../../render/island.tsx";
import type { PageOptions } from "../../render/render-page.tsx";
import { pageChromeOf } from "../chrome/page-chrome.ts";
import { WishlistSave, productItemId } from "../customers/wishlist-save.tsx";
import { pathFor } from "../links.tsx";
import { type BlockContext, Blocks } from "./block-context.tsx";
import { ctaColours } from "./cta-colours.ts";
import { useNonce } from "../../render/nonce.tsx";
import { BLOCK_REGISTRY } from "../blocks/registry.ts";
import { MainPictureScope } from "../blocks/content-image.tsx";
import { mainPicture } from "./main-picture.ts";
import { TeaserWrapper, firstUspBlock } from "./teaser-wrapper.tsx";
import { findBlock } from "../../content/find-block.ts";
import { type BlockLoads, NO_BLOCK_LOADS } from "../blocks/block-loader.ts";

/** The visual editor's bridge (section 2 "Preview"): loaded only in preview. */
export const BRIDGE_SCRIPT = "https://app.storyblok.com/f/storyblok-v2-latest.js";
export const CONTENT_BODY_ID = "content-body";

function BridgeScript() {
  return <script src={BRIDGE_SCRIPT} async nonce={useNonce()} />;
}
/** Where the live-update island posts the edited story (section 7 "storyblok-transform"). */
export const TRANSFORM_PATH = "/storyblok/transform";

/** The context of a page's blocks, with the loads the route started for them (`startBlockLoads`). */
export function blockContext(
  scope: ContentScope,
  page: ContentPage | null,
  loads: BlockLoads = NO_BLOCK_LOADS,
): BlockContext {
  return {
    request: scope.request,
    t: translatorFor(scope.request.locale),
    preview: scope.preview,
    page,
    registry: BLOCK_REGISTRY,
    loads,
    cta: ctaColours(page?.teaser[0]),
  };
}

/** The page's own blocks: teaser wrapper, product snippet, body (without the usp block the wrapper shows). */
export function ContentBody({ page, ctx }: { page: ContentPage; ctx: BlockContext }) {
  const usp = firstUspBlock(page);
  return (
    <MainPictureScope filename={mainPicture(page)?.filename}>
      <TeaserWrapper page={page} ctx={ctx} />
      {page.productSnippet?.content ? <Blocks blocks={[page.productSnippet.content]} ctx={ctx} /> : null}
      <Blocks blocks={page.body.filter((b) => b !== usp)} ctx={ctx} />
    </MainPictureScope>
  );
}

/** The page's options for `renderPage`; `loads` are what the route started for its blocks (`startBlockLoads`). */
export function contentPageOptions(
  c: Context<AppEnv>,
  scope: ContentScope,
  page: ContentPage,
  loads: BlockLoads,
  extra?: ReactNode,
): PageOptions {
  const { request, preview } = scope;
  const ctx = blockContext(scope, page, loads);
  const t = translatorFor(request.locale);
  const picture = mainPicture(page);
  return {
    title: page.title,
    description: page.description || undefined,
    share: {
      image: picture?.filename,
      imageAlt: picture?.alt,
      type: findBlock(page.body, (b) => b.component === "PriceCalculator") ? "product" : "website",
    },
    links: alternateLinks(page, request, configOf(c.env)),
    chrome: pageChromeOf(page),
    robots: preview.enabled ? "noindex" : undefined,
    cache: preview.enabled ? "none" : "revalidate",
    body: (
      <>
        {page.promotionBar.length > 0 ? <Blocks blocks={page.promotionBar} ctx={ctx} /> : null}
        <WishlistSave request={request} kind="product" itemId={productItemId(page, request.routePath)} />
        <div id={CONTENT_BODY_ID} data-story={page.uuid}>
          <ContentBody page={page} ctx={ctx} />
        </div>
        {extra}
        {preview.enabled ? (
          <>
            <BridgeScript />
            <Island
              name="storyblok-preview"
              hydrate="load"
              props={{
                label: t("content.previewBanner"),
                transformUrl: withCarriedQuery(pathFor(request, TRANSFORM_PATH), preview.carry),
                targetId: CONTENT_BODY_ID,
                storyId: page.id,
              }}
            />
          </>
        ) : null}
      </>
    ),
  };
}
