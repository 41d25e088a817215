import { QUANTITY_DEFAULT_INDEX, QUANTITY_MAX } from "../config/catalogue.ts";

/**
 * The card quantity list (section 9): steps of 4, 5, 10, 100 and 250 up to 5000; the 11th
 * entry is the default. Where each step size starts is not stated; docs/decisions/031 records
 * the reading used here: 4 to 20 by 4, to 50 by 5, to 100 by 10, to 1000 by 100, to 5000 by 250.
 */
const STEPS: ReadonlyArray<{ step: number; upTo: number }> = [
  { step: 4, upTo: 20 },
  { step: 5, upTo: 50 },
  { step: 10, upTo: 100 },
  { step: 100, upTo: 1000 },
  { step: 250, upTo: QUANTITY_MAX },
];

export function quantityList(): number[] {
  const list: number[] = [];
  let current = 0;
  for (const { step, upTo } of STEPS) {
    for (current += step; current <= upTo; current += step) list.push(current);
    current -= step;
  }
  return list;
}

export function defaultQuantity(): number {
  return quantityList()[QUANTITY_DEFAULT_INDEX];
}
