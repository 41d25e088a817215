/**
 * The customer area's pages at their localised special paths (section 2):
 * account, cart, newsletter, whitelabel, wishlist and the gift voucher page; checkout, orders and
 * users; and the content pages motifs, corporate customers and reviews.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { accountRoute } from "./account.tsx";
import { accountPagesRoute } from "./account-pages.tsx";
import { checkoutRoute } from "./checkout.tsx";
import { contentSpecialPagesRoute } from "./content-special-pages.tsx";
import { cartRoute } from "./cart.tsx";
import { giftVoucherRoute } from "./gift-voucher.tsx";
import { newsletterRoute } from "./newsletter.tsx";
import { whitelabelRoute } from "./whitelabel.tsx";
import { wishlistRoute } from "./wishlist.tsx";

export const customerPages = new Hono<AppEnv>()
  .route("/", accountRoute)
  .route("/", cartRoute)
  .route("/", newsletterRoute)
  .route("/", whitelabelRoute)
  .route("/", wishlistRoute)
  .route("/", giftVoucherRoute)
  .route("/", checkoutRoute)
  .route("/", accountPagesRoute)
  .route("/", contentSpecialPagesRoute);
