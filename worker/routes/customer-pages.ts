/**
 * The customer area's pages at their localised special paths (section 2; issue 6, part 8):
 * account, cart, newsletter, whitelabel, wishlist and the gift voucher page.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";
import { accountRoute } from "./account.tsx";
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
  .route("/", giftVoucherRoute);
