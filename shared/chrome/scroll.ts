/**
 * Scrolling after a page transition (specification section 2, "Route handling"): between two
 * product-list pages with a query, and on the same path with a different query, the position is
 * kept; a changed path scrolls smoothly to the top; otherwise the window goes to the top at once.
 */
/** The parts of a location this rule reads. */
export interface Place {
  pathname: string;
  search: string;
}

export type ScrollAfterNavigation = "keep" | "smooth-top" | "instant-top";

export function scrollAfterNavigation(
  from: Place,
  to: Place,
  productList: { from: boolean; to: boolean },
): ScrollAfterNavigation {
  if (productList.from && productList.to && to.search !== "") return "keep";
  if (from.pathname === to.pathname && from.search !== to.search) return "keep";
  if (from.pathname !== to.pathname) return "smooth-top";
  return "instant-top";
}
