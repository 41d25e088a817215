/**
 * The formats and prices block (section 2, "Global page types"): the story names
 * the calculator product and its options (`product`, `materials`, optionally `formats`), never a
 * price; formats and prices come from the catalogue's calculator reference, labelled in the
 * shopper's unit and priced in the shop's currency exactly as the price calculator shows them.
 * `loadFormatsAndPrices` is the block's loader, which the route starts (`block-loader.ts`); a table
 * whose reference fails is logged and left out (and the page is not kept in the edge cache).
 */
import { Suspense, use } from "react";
import { formatTableRows } from "../../../shared/catalogue/format-table.ts";
import { catalogueFormatLabel } from "../../../shared/catalogue/named-formats.ts";
import { formatFromPrice, formatPrice } from "../../../shared/pricing/format-price.ts";
import type { CalculatorReference } from "../../../shared/bff/catalogue.ts";
import type { BlockContext, BlockProps } from "../content-page/block-context.tsx";
import { CALCULATOR_PRODUCTS, isOneOf } from "../../../shared/catalogue/enumerations.ts";
import { getCalculatorReference } from "../../bff/catalogue.ts";
import { BffError } from "../../bff/client.ts";
import { strings, text } from "../../content/fields.ts";
import { ReducedPrice } from "../../../client/components/reduced-price.tsx";
import { reducedPriceTexts } from "../catalogue/prior-price.ts";
import { announcedReduction } from "../../../shared/pricing/prior-price.ts";
import { describeError, logEvent } from "../../log.ts";
import type { BlockLoader } from "./block-loader.ts";

/** A formats-and-prices table whose reference could not be loaded: the table is left out of the page. */
export const FORMAT_PRICES_UNAVAILABLE = "formats-and-prices-unavailable";

/** The story names the calculator product and its options, never a price (section 2, "Global page types"). */
export const loadFormatsAndPrices: BlockLoader<CalculatorReference | undefined> = (scope, block) => {
  const product = text(block, "product");
  const materials = strings(block, "materials").slice(0, 20);
  if (!isOneOf(CALCULATOR_PRODUCTS, product) || materials.length === 0) return undefined;
  const reference = getCalculatorReference(scope.env, scope.request, {
    product,
    materials,
    isCollage: product === "collage",
  });
  return scope.render.settle("formats-and-prices", reference, (error: unknown) => {
    logEvent("warn", FORMAT_PRICES_UNAVAILABLE, {
      path: scope.request.path,
      product,
      status: error instanceof BffError ? error.status : undefined,
      ...describeError(error),
    });
    return undefined;
  });
};

export function FormatsAndPrices({ block, ctx }: BlockProps) {
  const reference = ctx.loads.of(block, loadFormatsAndPrices);
  if (!reference) return null;
  const heading = {
    headline: text(block, "headline"),
    formatLabel: text(block, "formatLabel"),
    priceLabel: text(block, "priceLabel"),
  };
  return (
    <Suspense fallback={null}>
      <Table reference={reference} only={strings(block, "formats").slice(0, 50)} heading={heading} ctx={ctx} />
    </Suspense>
  );
}

function Table({
  reference,
  only,
  heading,
  ctx,
}: {
  reference: Promise<CalculatorReference | undefined>;
  only: string[];
  heading: Record<"headline" | "formatLabel" | "priceLabel", string>;
  ctx: BlockContext;
}) {
  const loaded = use(reference);
  const rows = loaded ? formatTableRows(loaded, only) : [];
  if (!loaded || rows.length === 0) return null;
  const { locale } = ctx.request;
  return (
    <section className="formats-and-prices">
      <h2>{heading.headline}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{heading.formatLabel}</th>
            <th scope="col">{heading.priceLabel}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.format} data-format={row.format}>
              <th scope="row">{catalogueFormatLabel(row.format, ctx.request.provided.unit, locale)}</th>
              <td>
                {row.from ? (
                  formatFromPrice(row.priceCurrent, locale, loaded.currency, ctx.t("price.from"))
                ) : !announcedReduction(row, ctx.request.showsPriorPrice) ? (
                  formatPrice(row.priceCurrent, locale, loaded.currency)
                ) : (
                  <ReducedPrice
                    price={row}
                    showsPriorPrice={ctx.request.showsPriorPrice}
                    money={(minor) => formatPrice(minor, locale, loaded.currency)}
                    texts={reducedPriceTexts(ctx.t)}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
