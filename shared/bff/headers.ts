/**
 * Headers of the BFF contract (specification section 7): product calls carry the
 * channel-plus-country code and the locale.
 */
export const SHOP_CODE_HEADER = "x-shop-code";
export const SHOP_LOCALE_HEADER = "x-shop-locale";

/** The shop origin the visitor used, set by the renderer's same-origin proxy (links in mails). */
export const SHOP_ORIGIN_HEADER = "x-shop-origin";
/** The visitor's network address as the edge saw it, set by the proxy (rate limits). */
export const CLIENT_ADDRESS_HEADER = "x-shop-client-address";
