/**
 * The customer as the islands see it: one store per page, filled once at start by the customer
 * service (section 4, "Customer"), read by the header's account item and cart count.
 */
import { useSyncExternalStore } from "react";
import { ANONYMOUS_CUSTOMER, type Customer, withFullName } from "../../shared/customer/customer.ts";

type Listener = () => void;

let current: Customer = withFullName(ANONYMOUS_CUSTOMER);
let loaded = false;
const listeners = new Set<Listener>();

export function getCustomer(): Customer {
  return current;
}

export function isCustomerLoaded(): boolean {
  return loaded;
}

export function setCustomer(next: Customer): void {
  current = next;
  loaded = true;
  listeners.forEach((listener) => listener());
}

export function subscribeCustomer(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One object, so React sees the same snapshot on every call (useSyncExternalStore requires it). */
const ANONYMOUS_SNAPSHOT: Customer = withFullName(ANONYMOUS_CUSTOMER);
const serverSnapshot = (): Customer => ANONYMOUS_SNAPSHOT;

/** The customer; the server (and the first client render) see the anonymous customer. */
export function useCustomer(): Customer {
  return useSyncExternalStore(subscribeCustomer, getCustomer, serverSnapshot);
}
