/**
 * The teaser wrapper of content pages (section 2): in order, the page's teaser block, the first
 * usp-teaser block if present, and a price calculator teaser if the page has a calculator definition.
 */
import { findBlock } from "../../content/find-block.ts";
import type { Block, ContentPage } from "../../content/types.ts";
import { type BlockContext, Blocks } from "./block-context.tsx";

export const CALCULATOR_COMPONENT = "PriceCalculator";
export const CALCULATOR_ANCHOR = "price-calculator";
const USP_COMPONENTS = ["UspTeaser", "UspWrapper"];

/** The first top-level usp block; the wrapper shows it, so the body leaves it out. */
export function firstUspBlock(page: ContentPage): Block | undefined {
  return page.body.find((b) => USP_COMPONENTS.includes(b.component));
}

export function TeaserWrapper({ page, ctx }: { page: ContentPage; ctx: BlockContext }) {
  const usp = firstUspBlock(page);
  const hasCalculator = Boolean(findBlock(page.body, (b) => b.component === CALCULATOR_COMPONENT));
  if (page.teaser.length === 0 && !usp && !hasCalculator) return null;
  return (
    <div className="teaser-wrapper">
      <Blocks blocks={page.teaser.slice(0, 1)} ctx={ctx} />
      {usp ? <Blocks blocks={[usp]} ctx={ctx} /> : null}
      {hasCalculator ? (
        <p className="calculator-teaser">
          <a className="button" href={`#${CALCULATOR_ANCHOR}`} style={ctx.cta}>
            {ctx.t("content.calculatePrice")}
          </a>
        </p>
      ) : null}
    </div>
  );
}
