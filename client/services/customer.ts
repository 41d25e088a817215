/**
 * The customer service of the browser (sections 4 and 8, "Customer"): loads the customer once at
 * start (failures swallowed) into the customer store; log-in, sign-up, password reset and log-out
 * with the server's messages; `log-in-error` and `sign-up-error` logged for a status other than
 * 400, `password-reset-error` always; the logged-in flag pushed to the analytics data layer.
 */
import { ANONYMOUS_CUSTOMER, type CustomerData, withFullName } from "../../shared/customer/customer.ts";
import { loginForm, passwordResetRequestForm, signupForm } from "../../shared/forms/account.ts";
import { type FieldErrors, fieldErrorsOf } from "../../shared/forms/field-errors.ts";
import { type BffErrorData, bffCall, providedContext } from "./bff.ts";
import { getCustomer, setCustomer } from "./customer-store.ts";
import { logEvent } from "./log-event.ts";

export type CallResult = { error: false; message?: string } | { error: true; message: string; errorFields: FieldErrors };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let initialLoad: Promise<void> | undefined;

/** Puts the customer into the store and tells analytics whether they are logged in. */
export function applyCustomer(data: CustomerData): void {
  setCustomer(withFullName(data));
  (window.dataLayer ??= []).push({ event: "customer", isLoggedIn: data.isLoggedIn });
}

/** Loads the customer data once (the initialLoad flag of section 4); any failure is swallowed. */
export function loadCustomerOnce(): Promise<void> {
  initialLoad ??= (async () => {
    try {
      const res = await fetch(`${providedContext().bffUrl}/customer${location.search}`, {
        credentials: "include",
        referrer: location.href,
        headers: { accept: "application/json", "x-shop-locale": providedContext().currentLocale },
      });
      if (res.ok) applyCustomer((await res.json()) as CustomerData);
    } catch {
      // section 8: a failed customer data load is swallowed
    }
  })();
  return initialLoad;
}

function failed(status: number, data: BffErrorData, fallback: string): CallResult {
  return { error: true, message: data.message?.text ?? fallback, errorFields: data.payload?.errors ?? {} };
}

/** Log-in; success sets isLoggedIn (section 4). `fallback` is the message for an answer without one. */
export async function logIn(input: unknown, fallback: string): Promise<CallResult> {
  const parsed = loginForm.safeParse(input);
  if (!parsed.success) return { error: true, message: "", errorFields: fieldErrorsOf(parsed.error) };
  const res = await bffCall<CustomerData & BffErrorData>("POST", "/customer/login", parsed.data).catch(() => undefined);
  if (res?.ok) {
    applyCustomer({ ...res.data, isLoggedIn: true });
    return { error: false };
  }
  if (res?.status !== 400) logEvent("error", "log-in-error", { status: res?.status ?? 0 });
  return failed(res?.status ?? 0, res?.data ?? {}, fallback);
}

export async function signUp(input: unknown, fallback: string): Promise<CallResult> {
  const parsed = signupForm.safeParse(input);
  if (!parsed.success) return { error: true, message: "", errorFields: fieldErrorsOf(parsed.error) };
  const res = await bffCall<CustomerData & BffErrorData>("POST", "/customer/signup", parsed.data).catch(() => undefined);
  if (res?.ok) {
    applyCustomer({ ...res.data, isLoggedIn: true });
    return { error: false };
  }
  if (res?.status !== 400) logEvent("error", "sign-up-error", { status: res?.status ?? 0 });
  return failed(res?.status ?? 0, res?.data ?? {}, fallback);
}

export async function requestPasswordReset(input: unknown, fallback: string): Promise<CallResult> {
  const parsed = passwordResetRequestForm.safeParse(input);
  if (!parsed.success) return { error: true, message: "", errorFields: fieldErrorsOf(parsed.error) };
  const res = await bffCall<BffErrorData>("POST", "/customer/password-reset", parsed.data).catch(() => undefined);
  if (res?.ok) return { error: false, message: res.data.message?.text };
  logEvent("error", "password-reset-error", { status: res?.status ?? 0 });
  return failed(res?.status ?? 0, res?.data ?? {}, fallback);
}

export async function logOut(): Promise<void> {
  const res = await bffCall<CustomerData>("POST", "/customer/logout").catch(() => undefined);
  applyCustomer(res?.ok ? res.data : ANONYMOUS_CUSTOMER);
}

/** The header's cart count after the cart changed on this page. */
export function setCartCount(cartArticlesAmount: number): void {
  const current = getCustomer();
  setCustomer({ ...current, order: { ...current.order, cartArticlesAmount } });
}
