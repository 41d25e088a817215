/**
 * Layout constants (specification section 9, "Layout"): the widths at which the burger menu and the
 * footer change behaviour. The breakpoints themselves are the media queries of `client/styles/`.
 */

/** The burger menu opens below this width and closes by itself at this width or more (section 2, "Burger menu"). */
export const BURGER_CLOSE_WIDTH = 1000;

/** Footer lists and tiles collapse and expand by click only under this width (section 4; section 9). */
export const FOOTER_COLLAPSE_WIDTH = 720;

/** Whether an open burger menu closes itself at this viewport width (section 2, "Burger menu"). */
export function burgerClosesAt(viewportWidth: number): boolean {
  return viewportWidth >= BURGER_CLOSE_WIDTH;
}

/** Whether footer link lists and communication tiles collapse at this viewport width (section 4). */
export function footerCollapsesAt(viewportWidth: number): boolean {
  return viewportWidth < FOOTER_COLLAPSE_WIDTH;
}
