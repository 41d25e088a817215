/**
 * The price calculator block (section 2, "Price calculator block"): a story block of component
 * `PriceCalculator`. Its data is started by the route (`worker/routes/block-loads.ts`, or the
 * product detail route) and rendered under Suspense; the interactive part is the island
 * `client/islands/price-calculator.tsx`, server-rendered with the correct prices. The portrait
 * swap needs the story tag `portrait-swap` plus the experiment flag (section 4).
 */
import { Suspense, use } from "react";
import { FLAGS } from "../../../shared/flags/treatments.ts";
import { isTaggedFlagOn } from "../../flags/experiments.ts";
import { initialState, optionOf, slimOption } from "../../../shared/catalogue/calculator-state.ts";
import type { PriceCalculatorProps } from "../../../client/islands/price-calculator.tsx";
import type { TranslationKey } from "../../../shared/i18n/keys.ts";
import { CHANNEL_FLAGS } from "../../../shared/site/sites.ts";
import { priorPriceOf, reducedPriceTexts } from "./prior-price.ts";
import { deliveryParts } from "./delivery-promise.ts";
import { calculatorDeliveryKind, calculatorDeliveryProduct } from "../../../shared/delivery/delivery-products.ts";
import { translatorFor } from "../../render/i18n.ts";
import { Island } from "../../render/island.tsx";
import { JsonLdScript, absoluteUrl, productLd } from "../../render/structured-data.tsx";
import type { RequestContext } from "../../site/request-context.ts";
import {
  type CalculatorData,
  type CheckedBlock,
  type PriceCalculatorStoryBlock,
  checkBlock,
} from "../../bff/calculator-data.ts";
import { logEvent } from "../../log.ts";

export const PORTRAIT_SWAP_TAG = "portrait-swap";

/** What the calculator's first select chooses, where it is not a material. */
const MATERIAL_TEXT: Partial<Record<string, TranslationKey>> = {
  calendar: "catalogue.calendarType",
  photobook: "catalogue.photobookType",
  photobox: "catalogue.photoboxType",
};

/** A calculator block the route started no data for (a bug, not a shopper's doing): it shows as unavailable. */
export const CALCULATOR_NOT_LOADED = "calculator-not-loaded";

export interface PriceCalculatorBlockProps {
  block: PriceCalculatorStoryBlock;
  request: RequestContext;
  /** The calculator's data as the route started it (`loadCalculator`, with the page's preselected SKU). */
  data: Promise<CalculatorData> | undefined;
  /** The page's product for its structured data: its name, description and picture. */
  product?: { name: string; description?: string; image?: string };
}

export function PriceCalculatorBlock({ block, request, data, product }: PriceCalculatorBlockProps) {
  const t = translatorFor(request.locale);
  const checked = checkBlock(block);
  if (!checked) return <Unavailable text={t("catalogue.unavailable")} />;
  if (!data) {
    logEvent("error", CALCULATOR_NOT_LOADED, { path: request.path, product: checked.product });
    return <Unavailable text={t("catalogue.unavailable")} />;
  }
  return (
    <Suspense fallback={<div className="price-calculator price-calculator--loading" aria-busy="true" />}>
      <LoadedCalculator data={data} block={checked} request={request} product={product} />
    </Suspense>
  );
}

function Unavailable({ text }: { text: string }) {
  return (
    <p className="price-calculator price-calculator--unavailable" role="status">
      {text}
    </p>
  );
}

function LoadedCalculator({
  data,
  block,
  request,
  product,
}: {
  data: Promise<CalculatorData>;
  block: CheckedBlock;
  request: RequestContext;
  product?: PriceCalculatorBlockProps["product"];
}) {
  const result = use(data);
  const t = translatorFor(request.locale);
  if (!result.ok) return <Unavailable text={t("catalogue.unavailable")} />;
  const { reference } = result;
  const props: PriceCalculatorProps = {
    headline: block.headline,
    product: reference.product,
    options: reference.options.map(slimOption),
    selectedValue: reference.selectedValue,
    labels: reference.labels,
    isCollage: reference.isCollage,
    designId: reference.designId ?? null,
    preselect: result.preselect,
    portraitSwap: isTaggedFlagOn(request, FLAGS.calculatorPortraitSwap, PORTRAIT_SWAP_TAG, block.tags),
    locale: request.locale,
    currency: reference.currency,
    unit: request.provided.unit,
    trailingSlash: CHANNEL_FLAGS[request.site.channel].trailingSlash,
    texts: {
      material: t(MATERIAL_TEXT[reference.product] ?? "catalogue.material"),
      format: t("catalogue.format"),
      moreFormats: t("catalogue.moreFormats"),
      moreFormatsTitle: t("catalogue.moreFormatsTitle"),
      close: t("catalogue.close"),
      cta: t("catalogue.cta"),
      ...reducedPriceTexts(t),
    },
    notice: result.skuMissing ? t("catalogue.skuUnavailable") : null,
    showsPriorPrice: request.showsPriorPrice,
    delivery: Object.fromEntries(
      reference.options.map((o) => [
        o.value,
        deliveryParts(
          request,
          calculatorDeliveryKind(reference.product),
          result.delivery[calculatorDeliveryProduct(reference.product, o.value)],
        ),
      ]),
    ),
  };
  return (
    <>
      <CalculatorProductData props={props} request={request} product={product} />
      <Island name="price-calculator" props={props} />
    </>
  );
}

/**
 * The calculator's product as structured data: one Offer at the price the
 * calculator shows first (its first state, as the island computes it), in the page's currency.
 */
function CalculatorProductData({
  props,
  request,
  product,
}: {
  props: PriceCalculatorProps;
  request: RequestContext;
  product?: PriceCalculatorBlockProps["product"];
}) {
  const state = initialState(props.options, props.selectedValue, props.preselect ?? undefined);
  const option = optionOf(props.options, state.material);
  const format = option?.formats.find((f) => f.value === state.format) ?? option?.formats[0];
  const name = product?.name || props.headline;
  if (!format || !name) return null;
  const facts = {
    name,
    description: product?.description,
    image: product?.image ? absoluteUrl(request, product.image) : undefined,
    url: request.origin + request.path,
    sku: `${option.value}_${format.value}`,
  };
  const prior = priorPriceOf(format, request);
  return (
    <JsonLdScript data={productLd(request, facts, { minor: format.priceCurrent, currency: props.currency, prior })} />
  );
}
