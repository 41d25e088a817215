/**
 * The shop's tracked events: one name per event, the same at Split and in the tag
 * manager's data layer. Each name passes section 5's event type pattern (a test checks).
 */
export const SHOP_EVENTS = {
  /** The visitor leaves the calculator (or a configurator link) for the designer. */
  designerHandoff: "designer_handoff",
  /** Something was put into the cart (a gift voucher). */
  addToCart: "add_to_cart",
  /** The newsletter form was submitted with a valid address. */
  newsletterSignup: "newsletter_signup",
  /** Vouchers in the cart were paid. */
  voucherPurchase: "voucher_purchase",
  login: "login",
  signUp: "sign_up",
  /** An item was saved to the wishlist. */
  wishlistSave: "wishlist_save",
} as const;

export type ShopEvent = (typeof SHOP_EVENTS)[keyof typeof SHOP_EVENTS];
