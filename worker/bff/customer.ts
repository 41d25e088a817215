/**
 * Typed customer calls of the renderer (section 7, "Customer calls"), for the pages that show one
 * visitor's data (account, cart, wishlist, gift voucher): the visitor's cookies are forwarded, so
 * these pages are private and never cached. A backend that is down (no answer in time, no
 * connection, a 5xx) makes the page the 503 error page, never an empty cart that looks real
 * (decision 087); a refusal of this request (a 4xx) reads as an anonymous visitor or an empty list.
 */
import type { CartView } from "../../shared/customer/cart.ts";
import { ANONYMOUS_CUSTOMER, type CustomerData } from "../../shared/customer/customer.ts";
import { SHOP_ORIGIN_HEADER } from "../../shared/bff/headers.ts";
import { currencyOf, type Currency } from "../../shared/site/locales.ts";
import type { Env } from "../env.ts";
import { logEvent } from "../log.ts";
import type { RequestContext } from "../site/request-context.ts";
import { bffJson, rethrowIfDown } from "./client.ts";

export interface WishlistEntry {
  kind: "theme" | "product";
  itemId: string;
  addedAt: number;
}

function init(request: RequestContext, cookie: string | undefined): RequestInit {
  const headers = new Headers({ accept: "application/json", [SHOP_ORIGIN_HEADER]: request.origin });
  if (cookie) headers.set("cookie", cookie);
  return { headers };
}

async function orFallback<T>(call: Promise<T>, fallback: T, path: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    logEvent("warn", "bff-customer-call-failed", { path, message: String(error) });
    rethrowIfDown(error);
    return fallback;
  }
}

export function fetchCustomer(env: Env, request: RequestContext, cookie: string | undefined): Promise<CustomerData> {
  return orFallback(
    bffJson<CustomerData>(env, request, "/customer", init(request, cookie)),
    ANONYMOUS_CUSTOMER,
    "/customer",
  );
}

export function fetchCart(env: Env, request: RequestContext, cookie: string | undefined): Promise<CartView> {
  const empty: CartView = {
    currency: currencyOf(request.locale),
    lines: [],
    vouchers: [],
    subtotal: 0,
    voucherCredit: 0,
    total: 0,
    cartArticlesAmount: 0,
  };
  return orFallback(bffJson<CartView>(env, request, "/customer/cart", init(request, cookie)), empty, "/customer/cart");
}

export function fetchVoucherAmounts(
  env: Env,
  request: RequestContext,
): Promise<{ currency: Currency; amounts: number[] }> {
  return orFallback(
    bffJson<{ currency: Currency; amounts: number[] }>(env, request, "/gift-voucher", init(request, undefined)),
    { currency: currencyOf(request.locale), amounts: [] },
    "/gift-voucher",
  );
}

export async function fetchWishlist(
  env: Env,
  request: RequestContext,
  cookie: string | undefined,
): Promise<WishlistEntry[]> {
  const answer = await orFallback(
    bffJson<{ items: WishlistEntry[] }>(env, request, "/customer/wishlist", init(request, cookie)),
    { items: [] },
    "/customer/wishlist",
  );
  return answer.items;
}
