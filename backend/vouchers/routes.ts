/**
 * Gift vouchers (section 7, `/gift-voucher` and `/web-api/voucher`).
 * GET /gift-voucher: the amounts for the site's currency. POST /gift-voucher {amount,
 * recipientName, recipientEmail, senderName, message}: puts a voucher into the cart; it is issued
 * (code made and mailed to the recipient) when the cart is paid. POST /web-api/voucher
 * {code, action: check | redeem}: checks a code or redeems it on the visitor's cart, once.
 * Failed lookups count against the visitor's address, so codes cannot be tried out in bulk.
 */
import { Hono } from "hono";
import { giftVoucherForm, VOUCHER_AMOUNTS, voucherCodeForm } from "../../shared/forms/voucher.ts";
import { formatPrice } from "../../shared/pricing/format-price.ts";
import { currencyOf } from "../../shared/site/locales.ts";
import { failure, textsFor } from "../customers/answers.ts";
import { cart } from "../customers/cart-port.ts";
import { cartView } from "../customers/cart-routes.ts";
import { VOUCHER_MISSES_PER_ADDRESS, bucket, giveBack, take, tooMany } from "../customers/rate-limit.ts";
import { readForm } from "../customers/read-form.ts";
import { shopOf } from "../customers/shop.ts";
import type { BackendAppEnv } from "../env.ts";
import { findByCode, insertPendingVoucher, redeem } from "./store.ts";

export const voucherRoutes = new Hono<BackendAppEnv>()
  .get("/gift-voucher", (c) => {
    const currency = currencyOf(shopOf(c).locale);
    return c.json({ currency, amounts: VOUCHER_AMOUNTS[currency] });
  })
  .post("/gift-voucher", async (c) => {
    const form = await readForm(c, giftVoucherForm);
    if (!form.ok) return form.response;
    const shop = shopOf(c);
    const currency = currencyOf(shop.locale);
    if (!VOUCHER_AMOUNTS[currency].includes(form.data.amount)) {
      const t = textsFor(c);
      return c.json(
        { error: true, message: { text: t("form.invalid") }, payload: { errors: { amount: t("form.amountInvalid") } } },
        400,
      );
    }
    const db = c.env.DB;
    const cartId = cart.ensureCartId(c);
    const title = textsFor(c)("voucher.lineTitle", { amount: formatPrice(form.data.amount, shop.locale, currency) });
    const line = await cart.addLine(db, cartId, {
      kind: "voucher",
      title,
      quantity: 1,
      unitPrice: form.data.amount,
      currency,
    });
    await insertPendingVoucher(db, {
      ...form.data,
      currency,
      cartId,
      lineId: line.id,
      siteCode: shop.site.code,
      locale: shop.locale,
    });
    return c.json({ cartArticlesAmount: await cart.articleCount(db, cartId), line }, 201);
  })
  .post("/web-api/voucher", async (c) => {
    const db = c.env.DB;
    const form = await readForm(c, voucherCodeForm);
    if (!form.ok) return form.response;
    // Every look-up is counted before it is made; a code that exists gives its count back, so only
    // misses use up the budget, and parallel guesses cannot pass the limit (decision 047).
    const address = await bucket(VOUCHER_MISSES_PER_ADDRESS, shopOf(c).clientAddress);
    const wait = await take(db, [address]);
    if (wait > 0) return tooMany(c, "voucher.tooManyTries", wait);
    const { code, action } = form.data;
    const voucher = await findByCode(db, code);
    if (!voucher || voucher.status === "pending") return failure(c, 404, "voucher.unknown");
    await giveBack(db, [address]);
    if (voucher.status === "redeemed") return failure(c, 409, "voucher.alreadyRedeemed");
    const currency = currencyOf(shopOf(c).locale);
    if (voucher.currency !== currency) return failure(c, 400, "voucher.wrongCurrency");
    const summary = { amount: voucher.amount, currency: voucher.currency, hint: voucher.hint };
    if (action === "check") return c.json({ voucher: summary, redeemable: true });
    if (!(await redeem(db, code, cart.ensureCartId(c)))) return failure(c, 409, "voucher.alreadyRedeemed");
    return c.json({ voucher: summary, cart: await cartView(c) });
  });
