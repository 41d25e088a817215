/**
 * Layout constants (specification section 9, "Layout"): the breakpoint scale, the second scale,
 * and the widths at which the burger menu and the footer change behaviour.
 */

/** Breakpoints in pixels, as min-widths (section 9, "Layout"). */
export const BREAKPOINTS = {
  mobile: 480,
  mobileLarge: 576,
  tablet: 768,
  desktopSmall: 900,
  desktop: 1024,
  desktopLarge: 1300,
} as const;

/**
 * The second scale in pixels (section 9, "Layout"). Most of its steps end one pixel below a
 * breakpoint, so a max-width query on this scale never overlaps a min-width query on the first.
 */
export const SECOND_SCALE = {
  xxs: 319,
  xs: 479,
  sm: 575,
  md: 767,
  lg: 899,
  xl: 1023,
  xxl: 1299,
  "2xl": 1536,
  xxxl: 1599,
} as const;

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

/** A CSS media condition for "this width or more": `(min-width: 1024px)`. */
export function minWidthQuery(px: number): string {
  return `(min-width: ${px}px)`;
}

/** A CSS media condition for "this width or less": `(max-width: 1023px)`. */
export function maxWidthQuery(px: number): string {
  return `(max-width: ${px}px)`;
}
