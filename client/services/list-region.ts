/**
 * The names every page knows of the in-place list updates (`list-navigation.ts`): the marked list
 * region and the event sent after it was swapped. The updates themselves load only on a page that
 * has a list region.
 */

/** The attribute that marks a page's list region (section 2, "Route handling"). */
export const PRODUCT_LIST_ATTRIBUTE = "data-product-list";

/** Sent on `window` after a list region was swapped in place; `detail.url` is the new address. */
export const NAVIGATED_EVENT = "shop:navigated";

/** Whether the page has a list region to update in place. */
export function hasListRegion(): boolean {
  return document.querySelector(`[${PRODUCT_LIST_ATTRIBUTE}]`) !== null;
}
