/**
 * GET /customer/orders: the logged-in customer's placed orders, newest first (section 2 special
 * path "orders"; section 3 "Order": the whitelabel order flag per order). 401 when nobody is logged
 * in. The list is empty until the shop takes orders.
 */
import { Hono } from "hono";
import type { OrderSummary } from "../../shared/customer/orders.ts";
import type { BackendAppEnv } from "../env.ts";
import { failure } from "../customers/answers.ts";
import { currentCustomer } from "../customers/sessions.ts";

/** Enough for a page of orders; older ones are not shown. */
const MAX_ORDERS = 100;

interface Row {
  number: string;
  currency: string;
  total: number;
  articles: number;
  is_whitelabel_order: number;
  placed_at: number;
}

export const orderRoutes = new Hono<BackendAppEnv>().get("/customer/orders", async (c) => {
  const customer = await currentCustomer(c, c.env.DB);
  if (!customer) return failure(c, 401, "specialPages.orders.loggedOut");
  const { results } = await c.env.DB.prepare(
    "SELECT number, currency, total, articles, is_whitelabel_order, placed_at FROM orders WHERE customer_id = ? ORDER BY placed_at DESC LIMIT ?",
  )
    .bind(customer.id, MAX_ORDERS)
    .all<Row>();
  const orders: OrderSummary[] = results.map((row) => ({
    number: row.number,
    currency: row.currency as OrderSummary["currency"],
    total: row.total,
    articles: row.articles,
    isWhitelabelOrder: row.is_whitelabel_order === 1,
    placedAt: row.placed_at,
  }));
  return c.json({ orders });
});
