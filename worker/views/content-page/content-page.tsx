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
import { listStories } from "../../content/stories.ts";
import { componentOf, mapPage, slugOf, splitFullSlug } from "../../content/map-story.ts";
import type { ContentScope } from "../../content/scope.ts";
import type { Block, ContentPage } from "../../content/types.ts";
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
import type { FeedEntry } from "../blocks/feed.tsx";
import { strings } from "../../content/fields.ts";
import { useNonce } from "../../render/nonce.tsx";
import { sharedRenderOf } from "../../render/shared-render.ts";
import { BLOCK_REGISTRY } from "../blocks/registry.ts";
import { MainPictureScope } from "../blocks/content-image.tsx";
import { mainPicture } from "./main-picture.ts";
import { TeaserWrapper, findBlock, firstUspBlock } from "./teaser-wrapper.tsx";

/** The visual editor's bridge (section 2 "Preview"): loaded only in preview. */
export const BRIDGE_SCRIPT = "https://app.storyblok.com/f/storyblok-v2-latest.js";
export const CONTENT_BODY_ID = "content-body";

function BridgeScript() {
  return <script src={BRIDGE_SCRIPT} async nonce={useNonce()} />;
}
/** Where the live-update island posts the edited story (section 7 "storyblok-transform"). */
export const TRANSFORM_PATH = "/storyblok/transform";

/** Starts the deferred loads of the page's feed blocks (not awaited: they stream under `<Deferred>`). */
function deferredFor(scope: ContentScope, body: Block[]): Map<string, Promise<unknown>> {
  const deferred = new Map<string, Promise<unknown>>();
  const feeds: Block[] = [];
  findBlock(body, (b) => {
    if (b.component === "Feed") feeds.push(b);
    return false;
  });
  for (const feed of feeds) {
    const slugs = strings(feed, "stories").filter((s) => /^[a-z0-9/_-]{1,200}$/.test(s)).slice(0, 50);
    if (slugs.length === 0) continue;
    // A page in the edge cache is advanced by a publish of what its feed shows (issue 11, part 3).
    for (const slug of slugs) sharedRenderOf(scope.request)?.shows.add(slugOf(splitFullSlug(slug).routePath));
    const entries = listStories(scope.client, { ...scope.call, bySlugs: slugs }).then((stories): FeedEntry[] =>
      stories.filter((s) => componentOf(s) === "Page").map((s) => {
        const page = mapPage(s);
        return { name: page.name, routePath: page.routePath, description: page.description };
      }),
    );
    deferred.set(feed.uid, entries);
  }
  return deferred;
}

export function blockContext(scope: ContentScope, page: ContentPage | null, deferred: Map<string, Promise<unknown>> = new Map()): BlockContext {
  return {
    request: scope.request,
    env: scope.env,
    t: translatorFor(scope.request.locale),
    preview: scope.preview,
    page,
    registry: BLOCK_REGISTRY,
    deferred,
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

export function contentPageOptions(c: Context<AppEnv>, scope: ContentScope, page: ContentPage, extra?: ReactNode): PageOptions {
  const { request, preview } = scope;
  const ctx = blockContext(scope, page, deferredFor(scope, page.body));
  const t = translatorFor(request.locale);
  const picture = mainPicture(page);
  return {
    title: page.title,
    description: page.description || undefined,
    share: { image: picture?.filename, imageAlt: picture?.alt, type: findBlock(page.body, (b) => b.component === "PriceCalculator") ? "product" : "website" },
    links: alternateLinks(page, request, configOf(c.env)),
    chrome: pageChromeOf(page),
    robots: preview.enabled ? "noindex" : undefined,
    headers: preview.enabled ? { "cache-control": "no-store" } : { "cache-control": "public, max-age=0, must-revalidate" },
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
              props={{ label: t("content.previewBanner"), transformUrl: withCarriedQuery(pathFor(request, TRANSFORM_PATH), preview.carry), targetId: CONTENT_BODY_ID, storyId: page.id }}
            />
          </>
        ) : null}
      </>
    ),
  };
}
