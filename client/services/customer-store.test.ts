import { describe, expect, it } from "vitest";
import { ANONYMOUS_CUSTOMER, withFullName } from "../../shared/customer/customer.ts";
import { getCustomer, isCustomerLoaded, setCustomer, subscribeCustomer } from "./customer-store.ts";

describe("customer store", () => {
  it("starts anonymous and unloaded, then tells every subscriber of the customer it is given until they leave", () => {
    expect(isCustomerLoaded()).toBe(false);
    expect(getCustomer()).toEqual(withFullName(ANONYMOUS_CUSTOMER));

    const seen: string[] = [];
    const leave = subscribeCustomer(() => seen.push(getCustomer().fullName));
    const erika = withFullName({ ...ANONYMOUS_CUSTOMER, isLoggedIn: true, firstName: "Erika", lastName: "Muster" });
    setCustomer(erika);
    expect(isCustomerLoaded()).toBe(true);
    expect(getCustomer()).toBe(erika);
    expect(seen).toEqual(["Erika Muster"]);

    leave();
    setCustomer(withFullName(ANONYMOUS_CUSTOMER));
    expect(seen).toEqual(["Erika Muster"]);
  });
});
