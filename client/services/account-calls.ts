/**
 * Log-in, sign-up, password reset and log-out with the server's messages (sections 4, 7 and 8,
 * "Customer"): input validated with the shared schemas first; `log-in-error` and `sign-up-error`
 * logged for a status other than 400, `password-reset-error` always; success updates the store.
 */
import { ANONYMOUS_CUSTOMER, type CustomerData } from "../../shared/customer/customer.ts";
import { fieldErrorsOf } from "../../shared/forms/field-errors.ts";
import { type BffErrorData, bffTry } from "./bff.ts";
import { type CallResult, applyCustomer } from "./customer.ts";
import { SHOP_EVENTS } from "../../shared/flags/shop-events.ts";
import { trackEvent } from "./events.ts";
import { logEvent } from "./log-event.ts";

function failed(data: BffErrorData, fallback: string): CallResult {
  return { error: true, message: data.message?.text ?? fallback, errorFields: data.payload?.errors ?? {} };
}

/** Log-in; success sets isLoggedIn (section 4). `fallback` is the message for an answer without one. */
export async function logIn(input: unknown, fallback: string): Promise<CallResult> {
  // The schema and zod load on the first submit, not with the page (decision 097).
  const { loginForm } = await import("../../shared/forms/account.ts");
  const parsed = loginForm.safeParse(input);
  if (!parsed.success) return { error: true, message: "", errorFields: fieldErrorsOf(parsed.error) };
  const res = await bffTry<CustomerData & BffErrorData>("POST", "/customer/login", parsed.data);
  if (res?.ok) {
    applyCustomer({ ...res.data, isLoggedIn: true });
    trackEvent(SHOP_EVENTS.login);
    return { error: false };
  }
  if (res?.status !== 400) logEvent("error", "log-in-error", { status: res?.status ?? 0 });
  return failed(res?.data ?? {}, fallback);
}

export async function signUp(input: unknown, fallback: string): Promise<CallResult> {
  const { signupForm } = await import("../../shared/forms/account.ts");
  const parsed = signupForm.safeParse(input);
  if (!parsed.success) return { error: true, message: "", errorFields: fieldErrorsOf(parsed.error) };
  const res = await bffTry<CustomerData & BffErrorData>("POST", "/customer/signup", parsed.data);
  if (res?.ok) {
    applyCustomer({ ...res.data, isLoggedIn: true });
    trackEvent(SHOP_EVENTS.signUp);
    return { error: false };
  }
  if (res?.status !== 400) logEvent("error", "sign-up-error", { status: res?.status ?? 0 });
  return failed(res?.data ?? {}, fallback);
}

export async function requestPasswordReset(input: unknown, fallback: string): Promise<CallResult> {
  const { passwordResetRequestForm } = await import("../../shared/forms/account.ts");
  const parsed = passwordResetRequestForm.safeParse(input);
  if (!parsed.success) return { error: true, message: "", errorFields: fieldErrorsOf(parsed.error) };
  const res = await bffTry<BffErrorData>("POST", "/customer/password-reset", parsed.data);
  if (res?.ok) return { error: false, message: res.data.message?.text };
  logEvent("error", "password-reset-error", { status: res?.status ?? 0 });
  return failed(res?.data ?? {}, fallback);
}

export async function logOut(): Promise<void> {
  const res = await bffTry<CustomerData>("POST", "/customer/logout");
  applyCustomer(res?.ok ? res.data : ANONYMOUS_CUSTOMER);
}
