/**
 * GET /cart: the visitor's cart, read from the cart cookie: the count of all its lines (designer
 * articles and gift vouchers) and its designer articles. No cookie (or a broken one) is an
 * empty cart, not an error.
 */
import { Hono } from "hono";
import type { BackendAppEnv } from "../env.ts";
import { cartIdOf } from "./cart-cookie.ts";
import { countArticles, listArticles } from "./cart-store.ts";

export const cartRoutes = new Hono<BackendAppEnv>().get("/cart", async (c) => {
  const cartId = cartIdOf(c);
  const articles = cartId ? await listArticles(c.env.DB, cartId) : [];
  const cartArticlesAmount = cartId ? await countArticles(c.env.DB, cartId) : 0;
  c.header("cache-control", "no-store");
  return c.json({ cartArticlesAmount, articles });
});
