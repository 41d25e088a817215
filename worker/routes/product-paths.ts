/**
 * The paths of the product overview (section 2): /products and its two German configurator
 * aliases. Kept apart from the route so that content loading, SEO and the route read one list
 * without importing each other.
 */

/** The German calendar and card configurator paths that show the product overview. */
export const PRODUCT_ALIASES = ["/kalender-konfigurator", "/karten-konfigurator"] as const;

/** The products route and its aliases, where header and footer are not cached (section 2 "Error page"). */
export function isProductsRoute(routePath: string): boolean {
  return routePath === "/products" || (PRODUCT_ALIASES as readonly string[]).includes(routePath);
}
