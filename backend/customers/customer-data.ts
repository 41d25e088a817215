/**
 * The customer data call's answer (section 7, "Customer calls"; section 3, "Customer"): exactly
 * emailHash, firstName, lastName, isLoggedIn, isWhitelabelCustomer, number, order and type, for
 * logged-in customers and anonymous visitors alike. The cart count follows the visitor's cart.
 */
import type { Context } from "hono";
import { ANONYMOUS_CUSTOMER, type CustomerData } from "../../shared/customer/customer.ts";
import { cart } from "./cart-port.ts";
import type { CustomerRecord } from "./store.ts";

export async function customerData(
  c: Context,
  db: D1Database,
  customer: CustomerRecord | undefined,
): Promise<CustomerData> {
  const cartId = cart.cartIdOf(c);
  const cartArticlesAmount = cartId ? await cart.articleCount(db, cartId) : 0;
  if (!customer) return { ...ANONYMOUS_CUSTOMER, order: { ...ANONYMOUS_CUSTOMER.order, cartArticlesAmount } };
  return {
    emailHash: customer.emailHash,
    firstName: customer.firstName,
    lastName: customer.lastName,
    isLoggedIn: true,
    isWhitelabelCustomer: customer.isWhitelabel,
    number: customer.number,
    order: { isWhitelabelOrder: customer.isWhitelabel && customer.whitelabelOrder, cartArticlesAmount },
    type: customer.type,
  };
}
