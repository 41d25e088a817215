/**
 * Payment stand-in for gift vouchers, development and tests only (docs/decisions/044): checkout
 * and payment are a later issue, so this marks the cart's gift vouchers as paid the way the
 * checkout will: each gets its code, is mailed to its recipient, and leaves the cart.
 * POST /dev/voucher-payment; 404 outside development and test.
 */
import { Hono } from "hono";
import { formatPrice } from "../../shared/pricing/format-price.ts";
import type { Locale } from "../../shared/site/locales.ts";
import { cart } from "../customers/cart-port.ts";
import type { BackendAppEnv } from "../env.ts";
import { composeMail } from "../mail/compose.ts";
import { sendMail } from "../mail/outbox.ts";
import { shopOf } from "../customers/shop.ts";
import { displayCode } from "./codes.ts";
import { activatePending } from "./store.ts";
import { backendConfigOf } from "../config.ts";

export const paymentStandIn = new Hono<BackendAppEnv>().post("/dev/voucher-payment", async (c) => {
  const { environment } = backendConfigOf(c.env);
  if (environment !== "development" && environment !== "test")
    return c.json({ error: true, message: { text: "Not found" } }, 404);
  const cartId = cart.cartIdOf(c);
  if (!cartId) return c.json({ issued: 0 });
  const issued = await activatePending(c.env.DB, cartId);
  const locale = shopOf(c).locale as Locale;
  for (const voucher of issued) {
    await cart.removeLine(c.env.DB, cartId, voucher.lineId);
    const mail = composeMail(c, "gift-voucher", voucher.recipientEmail, {
      recipientName: voucher.recipientName,
      senderName: voucher.senderName,
      message: voucher.message,
      amount: formatPrice(voucher.amount, locale, voucher.currency),
      code: displayCode(voucher.code),
    });
    await sendMail(c.env, mail);
  }
  return c.json({ issued: issued.length });
});
