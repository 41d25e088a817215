/**
 * The customer's placed orders from the embedded backend (`GET /customer/orders`), for the orders
 * page: the visitor's cookies are forwarded; a refusal (not logged in) reads as no orders, a backend
 * that is down makes the page the 503 error page (as the other customer calls).
 */
import { SHOP_ORIGIN_HEADER } from "../../shared/bff/headers.ts";
import type { OrderSummary } from "../../shared/customer/orders.ts";
import type { Env } from "../env.ts";
import { logEvent } from "../log.ts";
import type { RequestContext } from "../site/request-context.ts";
import { bffJson, rethrowIfDown } from "./client.ts";

export async function fetchOrders(
  env: Env,
  request: RequestContext,
  cookie: string | undefined,
): Promise<OrderSummary[]> {
  const headers = new Headers({ accept: "application/json", [SHOP_ORIGIN_HEADER]: request.origin });
  if (cookie) headers.set("cookie", cookie);
  try {
    const answer = await bffJson<{ orders: OrderSummary[] }>(env, request, "/customer/orders", { headers });
    return Array.isArray(answer.orders) ? answer.orders : [];
  } catch (error) {
    logEvent("warn", "bff-customer-call-failed", { path: "/customer/orders", message: String(error) });
    rethrowIfDown(error);
    return [];
  }
}
