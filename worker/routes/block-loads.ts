/**
 * Route loaders for a content page's blocks (decision 187): once the route has the story, it starts
 * the loader of every block the story holds that declares one in the registry (`BLOCK_LOADERS`:
 * a feed's listed stories, a calculator's catalogue data, a formats table's reference), all at once,
 * nested blocks included. None is awaited here: the page streams while they are on their way.
 */
import { findBlock } from "../content/find-block.ts";
import type { ContentScope } from "../content/scope.ts";
import type { Block, ContentPage } from "../content/types.ts";
import { type BlockLoader, BlockLoads } from "../views/blocks/block-loader.ts";
import { BLOCK_LOADERS } from "../views/blocks/registry.ts";

/** Every block of the page, nested ones included, in the order the page shows them. */
function blocksOf(page: ContentPage): Block[] {
  const all: Block[] = [];
  const roots = [
    ...page.promotionBar,
    ...page.teaser,
    ...(page.productSnippet?.content ? [page.productSnippet.content] : []),
    ...page.body,
  ];
  findBlock(roots, (block) => {
    all.push(block);
    return false;
  });
  return all;
}

/** Starts the loads of the page's blocks that need data. */
export function startBlockLoads(scope: ContentScope, page: ContentPage): BlockLoads {
  const started = new Map<string, { loader: BlockLoader<unknown>; load: Promise<unknown> }>();
  for (const block of blocksOf(page)) {
    const loader = BLOCK_LOADERS[block.component];
    const load = loader?.(scope, block);
    if (!loader || !load) continue;
    // A load that fails marks the render incomplete whether or not its view is shown, and is no
    // unhandled rejection; the view renders its fallback and logs.
    load.catch(() => scope.render.fail(block.component));
    started.set(block.uid, { loader, load });
  }
  return new BlockLoads(started);
}
