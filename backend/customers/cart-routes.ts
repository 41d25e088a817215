/**
 * The cart page's calls, over the cart port:
 * GET /customer/cart (lines, redeemed vouchers, totals in the site's currency),
 * PATCH /customer/cart/lines/{id} {quantity}, DELETE /customer/cart/lines/{id}.
 * Designer articles carry the price the catalogue gave them when they were added (docs/decisions/045)
 * and count in the totals like every other line. A gift voucher line keeps quantity 1 (each voucher is its own line); removing it cancels the
 * voucher bought with it.
 */
import { Hono } from "hono";
import type { Context } from "hono";
import type { CartView } from "../../shared/customer/cart.ts";
import { cartQuantityForm } from "../../shared/forms/voucher.ts";
import { currencyOf } from "../../shared/site/locales.ts";
import type { BackendAppEnv } from "../env.ts";
import { deletePendingOfLine, redeemedOn } from "../vouchers/store.ts";
import { failure } from "./answers.ts";
import { cart } from "./cart-port.ts";
import { readForm } from "./read-form.ts";
import { shopOf } from "./shop.ts";
import { deliveryPromises, latestPromise } from "../delivery/delivery-store.ts";

/** The catalogue cart's line ids (backend/cart/cart-lines.ts). */
const LINE_ID = /^[1-9][0-9]{0,14}$/;

export async function cartView(c: Context<BackendAppEnv>): Promise<CartView> {
  const db = c.env.DB;
  const currency = currencyOf(shopOf(c).locale);
  const cartId = cart.cartIdOf(c);
  const lines = cartId
    ? (await cart.lines(db, cartId, shopOf(c).locale)).filter(
        (line) => line.currency === null || line.currency === currency,
      )
    : [];
  const vouchers = cartId ? (await redeemedOn(db, cartId)).filter((v) => v.currency === currency) : [];
  const products = lines.flatMap((line) => (line.deliveryProduct ? [line.deliveryProduct] : []));
  const promises = products.length
    ? await deliveryPromises(db, shopOf(c).site.domain.country, products, new Date())
    : undefined;
  const viewLines = lines.map((line) => ({
    id: line.id,
    kind: line.kind,
    title: line.title,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    lineTotal: line.unitPrice === null ? null : line.unitPrice * line.quantity,
  }));
  const subtotal = viewLines.reduce((sum, line) => sum + (line.lineTotal ?? 0), 0);
  const voucherCredit = Math.min(
    subtotal,
    vouchers.reduce((sum, v) => sum + v.amount, 0),
  );
  return {
    currency,
    lines: viewLines,
    vouchers: vouchers.map((v) => ({ hint: v.hint, amount: v.amount })),
    subtotal,
    voucherCredit,
    total: subtotal - voucherCredit,
    cartArticlesAmount: cartId ? await cart.articleCount(db, cartId) : 0,
    delivery: promises ? latestPromise(promises.values()) : null,
  };
}

export const cartRoutes = new Hono<BackendAppEnv>()
  .get("/customer/cart", async (c) => c.json(await cartView(c)))
  .patch("/customer/cart/lines/:id", async (c) => {
    const id = c.req.param("id");
    const cartId = cart.cartIdOf(c);
    if (!LINE_ID.test(id) || !cartId) return failure(c, 404, "cart.lineNotFound");
    const form = await readForm(c, cartQuantityForm);
    if (!form.ok) return form.response;
    const line = (await cart.lines(c.env.DB, cartId, shopOf(c).locale)).find((l) => l.id === id);
    if (!line) return failure(c, 404, "cart.lineNotFound");
    if (line.kind === "voucher" && form.data.quantity !== 1) return failure(c, 400, "cart.voucherQuantityFixed");
    await cart.setQuantity(c.env.DB, cartId, id, form.data.quantity);
    return c.json(await cartView(c));
  })
  .delete("/customer/cart/lines/:id", async (c) => {
    const id = c.req.param("id");
    const cartId = cart.cartIdOf(c);
    if (!LINE_ID.test(id) || !cartId) return failure(c, 404, "cart.lineNotFound");
    const removed = await cart.removeLine(c.env.DB, cartId, id);
    if (!removed) return failure(c, 404, "cart.lineNotFound");
    if (removed.kind === "voucher") await deletePendingOfLine(c.env.DB, cartId, id);
    return c.json(await cartView(c));
  });
