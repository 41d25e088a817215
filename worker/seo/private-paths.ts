/**
 * Addresses search engines are kept away from: the special paths that show one visitor's
 * data (account, cart, wishlist, whitelabel switch: the pages answered with `PRIVATE_PAGE`),
 * in every language, and the paths that are not pages at all (the BFF proxy, content purge and
 * webhook, the visual editor's transform endpoint, the configurator hand-offs, the error page).
 */
import { type SpecialPage, allSpecialPaths } from "../../shared/customer/special-paths.ts";
import { CONFIGURATOR_PREFIX } from "../../shared/designer/address.ts";
import { PRODUCT_ALIASES } from "../routes/product-paths.ts";

export const PRIVATE_SPECIAL_PAGES: readonly SpecialPage[] = [
  "account",
  "cart",
  "wishlist",
  "whitelabel",
  "checkout",
  "orders",
  "users",
];

/** Route paths (no locale folder) of the private special pages, every language. */
export const PRIVATE_ROUTE_PATHS: readonly string[] = PRIVATE_SPECIAL_PAGES.flatMap((page) => allSpecialPaths(page));

/** Path prefixes outside the locale folders that are not pages. */
export const SYSTEM_PATH_PREFIXES = ["/bff/", "/_content/", "/storyblok/"] as const;

/** Route paths that are not pages of their own: the configurator paths hand off (302); the error page. */
export const NON_PAGE_ROUTE_PREFIX = CONFIGURATOR_PREFIX;
export const ERROR_ROUTE_PATH = "/error";

/** Whether a content story's route path is an address a sitemap may list. */
export function isListableRoutePath(routePath: string): boolean {
  const bare = routePath.replace(/\/+$/, "") || "/";
  if (PRIVATE_ROUTE_PATHS.includes(bare) || (PRODUCT_ALIASES as readonly string[]).includes(bare)) return false;
  if (bare === "/products" || bare.startsWith("/products/") || bare.startsWith("/themes/")) return false;
  return bare !== ERROR_ROUTE_PATH && !bare.startsWith(NON_PAGE_ROUTE_PREFIX);
}
