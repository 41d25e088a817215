/**
 * The customer service of the browser (sections 4 and 8, "Customer"): loads the customer once at
 * start (failures swallowed) into the customer store and pushes the logged-in flag to the
 * analytics data layer. Every page loads this module, so it holds no form schemas: the account
 * calls with their validation are in `account-calls.ts`, loaded with the account forms.
 */
import { type CustomerData, withFullName } from "../../shared/customer/customer.ts";
import type { FieldErrors } from "../../shared/forms/field-errors.ts";
import { providedContext } from "./bff.ts";
import { getCustomer, setCustomer } from "./customer-store.ts";
import { reportFailure } from "./report.ts";

export type CallResult =
  | { error: false; message?: string }
  | { error: true; message: string; errorFields: FieldErrors };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let initialLoad: Promise<void> | undefined;
/** Customers put into the store on this page (a log-in, log-out or sign-up answer, the load at start). */
let applied = 0;

/** Puts the customer into the store and tells analytics whether they are logged in. */
export function applyCustomer(data: CustomerData): void {
  applied += 1;
  setCustomer(withFullName(data));
  (window.dataLayer ??= []).push({ event: "customer", isLoggedIn: data.isLoggedIn });
}

/** Loads the customer data once (the initialLoad flag of section 4); any failure is swallowed. */
export function loadCustomerOnce(): Promise<void> {
  initialLoad ??= (async () => {
    // A log-in or log-out on this page while the load is on its way is newer than its answer.
    const before = applied;
    try {
      const res = await fetch(`${providedContext().bffUrl}/customer${location.search}`, {
        credentials: "include",
        referrer: location.href,
        headers: { accept: "application/json", "x-shop-locale": providedContext().currentLocale },
      });
      if (!res.ok) return;
      const data = (await res.json()) as CustomerData;
      if (applied === before) applyCustomer(data);
    } catch (error) {
      // section 8: a failed customer data load is swallowed for the visitor, and reported
      reportFailure("bff-call-failed", error, { method: "GET", path: "/customer" }, "info");
    }
  })();
  return initialLoad;
}

/** The header's cart count after the cart changed on this page. */
export function setCartCount(cartArticlesAmount: number): void {
  const current = getCustomer();
  setCustomer({ ...current, order: { ...current.order, cartArticlesAmount } });
}
