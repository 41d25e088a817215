/**
 * The `PriceCalculator` story block in the component registry: hands the block's fields to the
 * catalogue's calculator (`price-calculator.tsx`); its loader, `loadPriceCalculator`, is started by
 * the route (`block-loader.ts`). The anchor `#price-calculator` is where the teaser wrapper's price
 * calculator teaser points (section 2, "Teaser wrapper").
 */
import { type CalculatorData, checkBlock, loadCalculator } from "../../bff/calculator-data.ts";
import type { BlockLoader } from "./block-loader.ts";
import type { BlockProps } from "../content-page/block-context.tsx";
import { mainPicture } from "../content-page/main-picture.ts";
import { PriceCalculatorBlock } from "../catalogue/price-calculator.tsx";

/** The calculator's catalogue data, when the block's fields describe a calculator. */
export const loadPriceCalculator: BlockLoader<CalculatorData> = (scope, block) => {
  const checked = checkBlock(block.fields);
  return checked ? loadCalculator(scope.env, scope.request, scope.render, checked, undefined) : undefined;
};

export function PriceCalculator({ block, ctx }: BlockProps) {
  return (
    <div id="price-calculator">
      <PriceCalculatorBlock
        block={{ _uid: block.uid, component: "PriceCalculator", ...block.fields }}
        request={ctx.request}
        data={ctx.loads.of(block, loadPriceCalculator)}
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
