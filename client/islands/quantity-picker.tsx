/**
 * The quantity of a card design (section 9, "Catalogue and pricing": the quantity list, the 11th
 * entry chosen): a select in the calculator's look, its label above it, and under it the price per
 * card and the total for the chosen quantity, which follows the choice once hydrated. Without
 * JavaScript it is the plain select of the theme page's GET form, each option naming its total.
 * The server formats every price (the route's locale and currency); the island only picks.
 */
import { useId, useState } from "react";

export interface QuantityPickerProps {
  /** The form field's name. */
  name: string;
  label: string;
  /** Each quantity of the list with its total, formatted. */
  choices: Array<[quantity: number, total: string]>;
  chosen: number;
  /** `50 Karten · 95,00 €`: `{{quantity}}` and `{{price}}` are filled in. */
  optionText: string;
  /** `Gesamt für {{quantity}} Karten`. */
  totalText: string;
  perCardLabel: string;
  /** The price per card, formatted; with the original price struck through on sale. */
  perCard: string;
  perCardOriginal?: string;
}

const fill = (text: string, quantity: number, price = "") =>
  text.replace("{{quantity}}", String(quantity)).replace("{{price}}", price);

export default function QuantityPicker(props: QuantityPickerProps) {
  const { name, label, choices, optionText, totalText, perCardLabel, perCard, perCardOriginal } = props;
  const [quantity, setQuantity] = useState(props.chosen);
  const id = useId();
  const total = choices.find(([q]) => q === quantity)?.[1] ?? "";
  return (
    <div className="quantity-picker">
      <label className="quantity-picker__label" htmlFor={`${id}-quantity`}>
        {label}
      </label>
      <select
        id={`${id}-quantity`}
        name={name}
        value={String(quantity)}
        onChange={(event) => setQuantity(Number(event.currentTarget.value))}
      >
        {choices.map(([q, price]) => (
          <option key={q} value={String(q)}>
            {fill(optionText, q, price)}
          </option>
        ))}
      </select>
      <dl className="quantity-picker__summary">
        <div>
          <dt>{perCardLabel}</dt>
          <dd>
            {perCardOriginal ? <s>{perCardOriginal}</s> : null} {perCard}
          </dd>
        </div>
        <div className="quantity-picker__total">
          <dt>{fill(totalText, quantity)}</dt>
          <dd>
            <output htmlFor={`${id}-quantity`} aria-live="polite">
              {total}
            </output>
          </dd>
        </div>
      </dl>
    </div>
  );
}
