/**
 * Layout constants of the chrome (specification section 9, "Layout" and "Timing"). The `rules`
 * helper adds the shop-wide named breakpoints in `shared/config/`; these are the ones the chrome
 * needs, named once here and imported by islands, services and the stylesheet's comments.
 */

/** Section 9, "Layout": the first breakpoint scale, in pixels. */
export const BREAKPOINTS = {
  mobile: 480,
  mobileLarge: 576,
  tablet: 768,
  desktopSmall: 900,
  desktop: 1024,
  desktopLarge: 1300,
} as const;

/** Section 2, "Burger menu": it opens below this width and closes itself at this width or more. */
export const BURGER_CLOSE_WIDTH = 1000;

/** Section 4, "Footer": link lists, tiles and boxes collapse only under this width. */
export const FOOTER_COLLAPSE_WIDTH = 720;

/** Section 9, "Timing": resize debounce of the scroller and the carousel. */
export const RESIZE_DEBOUNCE_MS = 200;

/** Section 9, "Timing": scroller animation. */
export const SCROLLER_ANIMATION_MS = 500;

/** Section 9, "Timing": back-to-top debounce. */
export const BACK_TO_TOP_DEBOUNCE_MS = 500;

/** Section 4, "Flyout": leaving resets the active flyout after a delay of 0. */
export const FLYOUT_LEAVE_DELAY_MS = 0;

/** Whether the burger menu may be open at this viewport width (section 2, "Burger menu"). */
export function burgerAllowed(width: number): boolean {
  return width < BURGER_CLOSE_WIDTH;
}

/** Whether footer parts collapse at this viewport width (section 4, "Footer"). */
export function footerCollapses(width: number): boolean {
  return width < FOOTER_COLLAPSE_WIDTH;
}
