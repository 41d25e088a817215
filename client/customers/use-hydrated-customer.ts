/**
 * The customer for an island that the server rendered with the customer it knew: that one until
 * the island has hydrated (so the first render matches the server's HTML), then the store's.
 */
import { useEffect, useState } from "react";
import type { Customer } from "../../shared/customer/customer.ts";
import { isCustomerLoaded, useCustomer } from "../services/customer-store.ts";

export function useHydratedCustomer(initial: Customer): Customer {
  const stored = useCustomer();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated && isCustomerLoaded() ? stored : initial;
}
