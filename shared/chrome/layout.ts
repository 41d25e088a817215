/**
 * Layout rules of the chrome on top of the named constants of `shared/config/layout.ts` and
 * `shared/config/timing.ts` (specification section 9, "Layout" and "Timing").
 */
import { burgerClosesAt, footerCollapsesAt } from "../config/layout.ts";

/** Section 4, "Flyout": leaving resets the active flyout after a delay of 0. */
export const FLYOUT_LEAVE_DELAY_MS = 0;

/** Whether the burger menu may be open at this viewport width (section 2, "Burger menu"). */
export function burgerAllowed(width: number): boolean {
  return !burgerClosesAt(width);
}

/** Whether footer parts collapse at this viewport width (section 4, "Footer"). */
export function footerCollapses(width: number): boolean {
  return footerCollapsesAt(width);
}
