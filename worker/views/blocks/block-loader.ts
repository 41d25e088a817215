/**
 * Data a block needs beyond its story (decision 187): a block declares its loader beside itself in
 * the registry (`registry.ts`, `BLOCK_LOADERS`); once the route has the story it starts the loaders
 * of every block the story holds, all at once (`worker/routes/block-loads.ts`), and the block's view
 * reads its load back with the same loader, typed as the loader returns it, and renders it under
 * Suspense. The view receives no bindings, so it cannot fetch.
 */
import type { ContentScope } from "../../content/scope.ts";
import type { Block } from "../../content/types.ts";

/** Starts what a block shows beyond the story; undefined when its fields describe nothing to load. */
export type BlockLoader<T> = (scope: ContentScope, block: Block) => Promise<T> | undefined;

interface Started {
  loader: BlockLoader<unknown>;
  load: Promise<unknown>;
}

/** What the route started for a page's blocks, by block uid. */
export class BlockLoads {
  readonly #started: ReadonlyMap<string, Started>;

  constructor(started: ReadonlyMap<string, Started> = new Map()) {
    this.#started = started;
  }

  /** The load `loader` started for `block`; undefined when it started none. */
  of<T>(block: Block, loader: BlockLoader<T>): Promise<T> | undefined {
    const started = this.#started.get(block.uid);
    return started?.loader === loader ? (started.load as Promise<T>) : undefined;
  }
}

export const NO_BLOCK_LOADS = new BlockLoads();
