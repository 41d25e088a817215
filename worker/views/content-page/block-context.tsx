/**
 * What every block component receives besides its block: the request, the page,
 * the registry to render nested blocks with, and the data the route started for the blocks
 * (`worker/routes/block-loads.ts`). No bindings: a block renders what it is given and never fetches. Blocks read fields with
 * the accessors in `fields.ts` and never see Storyblok's shapes.
 */
import type { ComponentType, ReactNode } from "react";
import { Fragment } from "react";
import type { Preview } from "../../content/preview.ts";
import type { Block, ContentPage } from "../../content/types.ts";
import { logEvent } from "../../log.ts";
import type { Translator } from "../../render/i18n.ts";
import type { BlockLoads } from "../../routes/block-loads.ts";
import type { RequestContext } from "../../site/request-context.ts";

export interface BlockProps {
  block: Block;
  ctx: BlockContext;
}

export type BlockComponent = ComponentType<BlockProps>;

export interface BlockContext {
  request: RequestContext;
  t: Translator;
  preview: Preview;
  page: ContentPage | null;
  /** Component name -> component (`registry.ts`); another issue adds `PriceCalculator` there. */
  registry: Readonly<Record<string, BlockComponent>>;
  /** What the route started for the page's blocks, by block uid; rendered under Suspense. */
  loads: BlockLoads;
  /** The page's call-to-action colours (`cta-colours.ts`). */
  cta: { backgroundColor: string; color: string };
}

/** Logged once per component name and isolate, so a page full of one unknown block logs once. */
const reported = new Set<string>();

/** Renders blocks with the registry; an unknown component renders nothing and is logged. */
export function Blocks({ blocks, ctx }: { blocks: Block[]; ctx: BlockContext }): ReactNode {
  return blocks.map((block, index) => {
    const Component = Object.hasOwn(ctx.registry, block.component) ? ctx.registry[block.component] : undefined;
    if (!Component) {
      if (!reported.has(block.component)) {
        reported.add(block.component);
        logEvent("warn", "unknown-component", { component: block.component.slice(0, 80), path: ctx.request.path });
      }
      return null;
    }
    return (
      <Fragment key={block.uid || index}>
        <Component block={block} ctx={ctx} />
      </Fragment>
    );
  });
}
