/**
 * How the worker hands an island its props and the page data islands share (ARCHITECTURE
 * "Islands"; decision 072): names both sides of the page agree on.
 */

/** Marks the script element, first child of an island marker, that holds the island's own JSON props. */
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";

/** The page data script with the navigation, read by the main navigation and the burger menu. */
export const NAVIGATION_DATA_ID = "shop-navigation";
