/**
 * Catalogue constants (specification section 9, "Catalogue and pricing"). Prices and their
 * formatting live in `shared/pricing/`.
 */

/** Page sizes of the card filter (section 9). */
export const CARD_FILTER_PAGE_SIZES = [12, 48] as const;

/** The quantity list (section 9) goes up to 5000, the 11th entry being the default. */
export const QUANTITY_MAX = 5000;
/** Zero-based index of the default entry: the 11th. */
export const QUANTITY_DEFAULT_INDEX = 10;
