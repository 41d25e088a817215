import { afterEach, describe, expect, it, vi } from "vitest";
import { ANONYMOUS_CUSTOMER, type CustomerData } from "../../shared/customer/customer.ts";
import { CONTEXT_ELEMENT_ID } from "../../shared/site/context.ts";
import { applyCustomer, loadCustomerOnce } from "./customer.ts";
import { getCustomer } from "./customer-store.ts";

afterEach(() => vi.unstubAllGlobals());

describe("the customer loaded at start", () => {
  it("does not undo a log-out made on the page while the load was on its way (a slow phone: the page snapped back to logged in)", async () => {
    const context = JSON.stringify({ bffUrl: "https://shop.example/bff", currentLocale: "de-DE" });
    vi.stubGlobal("document", {
      cookie: "",
      getElementById: (id: string) => (id === CONTEXT_ELEMENT_ID ? { textContent: context } : null),
    });
    vi.stubGlobal("location", { search: "", href: "https://shop.example/mein-konto" });
    vi.stubGlobal("window", {});
    const loggedIn: CustomerData = { ...ANONYMOUS_CUSTOMER, isLoggedIn: true, firstName: "Erika", lastName: "Muster" };
    let answer!: (res: Response) => void;
    // The browser's network: the answer to GET /customer arrives when the test says so.
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );

    const load = loadCustomerOnce();
    applyCustomer(ANONYMOUS_CUSTOMER); // the log-out answered first
    answer(new Response(JSON.stringify(loggedIn), { headers: { "content-type": "application/json" } }));
    await load;
    expect(getCustomer().isLoggedIn).toBe(false);
  });
});
