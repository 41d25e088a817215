/**
 * The `PriceCalculator` story block in the component registry: hands the block's fields to the
 * catalogue's calculator (`price-calculator.tsx`). The anchor `#price-calculator` is where the
 * teaser wrapper's price calculator teaser points (section 2, "Teaser wrapper").
 */
import type { BlockProps } from "../content-page/block-context.tsx";
import { mainPicture } from "../content-page/main-picture.ts";
import { PriceCalculatorBlock } from "../catalogue/price-calculator.tsx";

export function PriceCalculator({ block, ctx }: BlockProps) {
  return (
    <div id="price-calculator">
      <PriceCalculatorBlock
        block={{ _uid: block.uid, component: "PriceCalculator", ...block.fields }}
        request={ctx.request}
        data={ctx.loads.calculators.get(block.uid)}
        product={
          ctx.page
            ? {
                name: ctx.page.title,
                description: ctx.page.description || undefined,
                image: mainPicture(ctx.page)?.filename,
              }
            : undefined
        }
      />
    </div>
  );
}
