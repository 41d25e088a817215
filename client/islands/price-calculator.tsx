/**
 * The price calculator island (section 2, "Price calculator block"; section 4, "Calculator"):
 * material select, format list with prices and labels, 'more formats' dialog for frame products,
 * and the call to action to the designer. The server renders it with the same props and state.
 */
import { useId, useRef, useState } from "react";
import type { CalculatorLabel } from "../../shared/bff/catalogue.ts";
import {
  type CalculatorState,
  type StateOption,
  handoffOptions,
  hasMoreFormats,
  initialState,
  optionOf,
  selectFormat,
  selectMaterial,
  shownFormat,
  visibleFormats,
} from "../../shared/catalogue/calculator-state.ts";
import type { CalculatorProduct } from "../../shared/catalogue/enumerations.ts";
import { formatPrice } from "../../shared/pricing/format-price.ts";
import { catalogueFormatLabel } from "../../shared/catalogue/named-formats.ts";
import { configuratorLink } from "../../shared/designer/configurator-query.ts";
import type { Currency, Locale, Unit } from "../../shared/site/locales.ts";
import { SHOP_EVENTS } from "../../shared/flags/shop-events.ts";
import { trackEvent } from "../services/events.ts";
import { ReducedPrice, type ReducedPriceTexts } from "../components/reduced-price.tsx";
import { DeliveryPromise } from "../components/delivery-promise.tsx";
import type { PromiseParts } from "../../shared/delivery/promise-text.ts";

export interface PriceCalculatorTexts extends ReducedPriceTexts {
  material: string;
  format: string;
  moreFormats: string;
  moreFormatsTitle: string;
  close: string;
  cta: string;
}

export interface PriceCalculatorProps {
  headline: string;
  product: CalculatorProduct;
  options: StateOption[];
  selectedValue: string;
  labels: CalculatorLabel[];
  isCollage: boolean;
  designId: string | null;
  preselect: { material: string; format: string } | null;
  portraitSwap: boolean;
  locale: Locale;
  currency: Currency;
  unit: Unit;
  /** The channel's paths end with a slash (section 3, channel flag trailingSlash). */
  trailingSlash: boolean;
  texts: PriceCalculatorTexts;
  notice: string | null;
  /** Reductions name their prior price (every EU country; elsewhere as the operator sets it). */
  showsPriorPrice: boolean;
  /** When an order arrives, per option (its production time may differ), in words; rendered by the server. */
  delivery: Record<string, PromiseParts | null>;
}

export default function PriceCalculator(props: PriceCalculatorProps) {
  const { product, options, texts, locale, currency, unit, portraitSwap } = props;
  const [state, setState] = useState<CalculatorState>(() =>
    initialState(options, props.selectedValue, props.preselect ?? undefined),
  );
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const option = optionOf(options, state.material);
  const money = (minor: number) => formatPrice(minor, locale, currency);
  const label = (format: string) => catalogueFormatLabel(shownFormat(format, portraitSwap), unit, locale);
  const selected = option.formats.find((f) => f.value === state.format) ?? option.formats[0];
  const href = configuratorLink(
    handoffOptions(product, option, state.format, {
      designId: props.designId ?? undefined,
      isCollage: props.isCollage,
      portraitSwap,
    }),
    locale,
    props.trailingSlash,
  );
  const pick = (format: string) => setState((s) => selectFormat(s, option, format));

  return (
    <section className="price-calculator" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{props.headline}</h2>
      {props.notice ? (
        <p className="price-calculator__notice" role="status">
          {props.notice}
        </p>
      ) : null}
      <label className="price-calculator__field">
        <span>{texts.material}</span>
        <select value={state.material} onChange={(e) => setState(selectMaterial(options, e.currentTarget.value))}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="price-calculator__formats">
        <legend>{texts.format}</legend>
        {visibleFormats(product, option, state).map((f) => {
          const badge = props.labels.find((l) => l.material === option.value && l.index === option.formats.indexOf(f));
          return (
            <label key={f.value} className="price-calculator__format">
              <input
                type="radio"
                name={`${id}-format`}
                value={f.value}
                checked={f.value === state.format}
                onChange={() => pick(f.value)}
              />
              <span className="price-calculator__size">{label(f.value)}</span>
              {badge ? (
                <span
                  className="price-calculator__label"
                  style={{ backgroundColor: badge.backgroundColor, color: badge.textColor }}
                >
                  {badge.text}
                </span>
              ) : null}
              <ReducedPrice price={f} showsPriorPrice={props.showsPriorPrice} money={money} texts={texts} />
            </label>
          );
        })}
      </fieldset>
      {hasMoreFormats(product, option) ? (
        <>
          <button type="button" className="price-calculator__more" onClick={() => dialog.current?.showModal()}>
            {texts.moreFormats}
          </button>
          <dialog ref={dialog} className="price-calculator__dialog" aria-labelledby={`${id}-dialog`}>
            <h3 id={`${id}-dialog`}>{texts.moreFormatsTitle}</h3>
            <ul>
              {option.formats.map((f) => (
                <li key={f.value}>
                  <button
                    type="button"
                    aria-pressed={f.value === state.format}
                    onClick={() => {
                      pick(f.value);
                      dialog.current?.close();
                    }}
                  >
                    {label(f.value)} · {money(f.priceCurrent)}
                  </button>
                </li>
              ))}
            </ul>
            <button type="button" onClick={() => dialog.current?.close()}>
              {texts.close}
            </button>
          </dialog>
        </>
      ) : null}
      <p className="price-calculator__total" aria-live="polite">
        <ReducedPrice price={selected} showsPriorPrice={props.showsPriorPrice} money={money} texts={texts} />
      </p>
      <DeliveryPromise parts={props.delivery[option.value]} />
      {href ? (
        <a
          className="button price-calculator__cta"
          href={href}
          data-own-tracking=""
          onClick={() =>
            trackEvent(SHOP_EVENTS.designerHandoff, selected.priceCurrent / 100, {
              product,
              material: state.material,
              format: state.format,
              currency,
            })
          }
        >
          {texts.cta}
        </a>
      ) : null}
    </section>
  );
}
