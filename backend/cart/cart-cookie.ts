/**
 * The visitor's cart id: a random UUID in the `shop_cart` cookie, set by the backend (HttpOnly,
 * Secure, SameSite=Lax, path /). A cookie that is not a UUID is ignored, never trusted.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";

export const CART_COOKIE = "shop_cart";
/** Thirty days, renewed whenever an article is added. */
export const CART_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function cartIdOf(c: Context): string | undefined {
  const value = getCookie(c, CART_COOKIE);
  return value && UUID.test(value) ? value : undefined;
}

/** The visitor's cart id, creating one (and its cookie) when there is none. */
export function ensureCartId(c: Context): string {
  const cartId = cartIdOf(c) ?? crypto.randomUUID();
  setCookie(c, CART_COOKIE, cartId, {
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
    path: "/",
    maxAge: CART_COOKIE_MAX_AGE,
  });
  return cartId;
}
