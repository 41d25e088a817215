/**
 * Back-to-top (specification section 4; section 9, "Timing"): it appears when scrolling up with
 * the position past half the window height, and hides when scrolling down. Scroll positions are
 * sampled with a 500 ms debounce (`BACK_TO_TOP_DEBOUNCE_MS` in `shared/config/timing.ts`).
 */
export function backToTopVisible(visible: boolean, previousY: number, currentY: number, windowHeight: number): boolean {
  if (currentY > previousY) return false;
  if (currentY < previousY) return currentY > windowHeight / 2;
  return visible && currentY > windowHeight / 2;
}
