/**
 * A block's headline. A page without a teaser has no stage headline, so the block whose headline is
 * the page's title is the page's level-one heading (one h1 per page; axe "page-has-heading-one");
 * every other block headline is a level-two heading.
 */
import type { BlockContext } from "../content-page/block-context.tsx";

export function BlockHeading({ ctx, text, id }: { ctx: BlockContext; text: string; id?: string }) {
  const page = ctx.page;
  const isTitle = page !== null && page.teaser.length === 0 && text.trim() !== "" && text.trim() === page.title.trim();
  return isTitle ? <h1 id={id}>{text}</h1> : <h2 id={id}>{text}</h2>;
}
