/**
 * Catalogue constants (specification section 9, "Catalogue and pricing"). Prices and their
 * formatting live in `shared/pricing/`.
 */

/** Page sizes of the card filter (section 9). */
export const CARD_FILTER_PAGE_SIZES = [12, 48] as const;

/**
 * The quantity list (section 9): steps of 4, 5, 10, 100 and 250, up to 5000, the 11th entry being
 * the default. The specification does not say where one step size hands over to the next, so only
 * the numbers are named here; the list itself is built where those hand-over points are known.
 */
export const QUANTITY_STEPS = [4, 5, 10, 100, 250] as const;
export const QUANTITY_MAX = 5000;
/** Zero-based index of the default entry: the 11th. */
export const QUANTITY_DEFAULT_INDEX = 10;

/** An inlay counts as square when its sides differ by less than this, in millimetres (section 9). */
export const INLAY_SQUARE_TOLERANCE_MM = 3;

/** Stretcher frame depths in centimetres (section 9; 1 and 1.5 inch in the US, section 3). */
export const STRETCHER_FRAME_DEPTHS_CM = [2.5, 3.8] as const;

/** Whether an inlay of these sides (millimetres) counts as square (section 9). */
export function isSquareInlay(widthMm: number, heightMm: number): boolean {
  return Math.abs(widthMm - heightMm) < INLAY_SQUARE_TOLERANCE_MM;
}
