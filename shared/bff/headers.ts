/**
 * Headers of the BFF contract (specification section 7): product calls carry the
 * channel-plus-country code and the locale.
 */
export const SHOP_CODE_HEADER = "x-shop-code";
export const SHOP_LOCALE_HEADER = "x-shop-locale";
