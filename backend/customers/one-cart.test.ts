import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CartView } from "../../shared/customer/cart.ts";
import type { CustomerData } from "../../shared/customer/customer.ts";
import { freshEmail, visitor } from "../test/visitor.ts";

/** Adds an article through the designer stand-in's 'add to cart' form, as the browser does. */
function addFromDesigner(v: ReturnType<typeof visitor>, segment: string, options: Record<string, string>) {
  const body = new URLSearchParams(Object.entries(options).map(([k, value]) => [`option.${k}`, value]));
  body.set("returnTo", "/");
  return v.call("POST", `/designer/${segment}/cart`, body.toString(), {
    "content-type": "application/x-www-form-urlencoded",
  });
}

describe("one cart for designer articles and gift vouchers (docs/customers.md, 'Integration' 1)", () => {
  it("counts the articles the designer added in the customer data call's order.cartArticlesAmount", async () => {
    const v = visitor();
    expect((await (await v.call("GET", "/customer")).json<CustomerData>()).order.cartArticlesAmount).toBe(0);
    expect((await addFromDesigner(v, "photo-frame", { materialType: "poster", formatType: "600x400" })).status).toBe(
      303,
    );
    expect((await (await v.call("GET", "/customer")).json<CustomerData>()).order.cartArticlesAmount).toBe(1);
    await addFromDesigner(v, "card", { themeId: "1001", quantity: "50" });
    expect((await (await v.call("GET", "/customer")).json<CustomerData>()).order.cartArticlesAmount).toBe(2);
  });

  it("puts a gift voucher into the same cart, under the same cookie, as the designer articles", async () => {
    const v = visitor();
    await addFromDesigner(v, "photo-frame", { materialType: "poster", formatType: "600x400" });
    const cartCookie = v.jar.get("shop_cart");
    expect(cartCookie).toMatch(/^[0-9a-f-]{36}$/);
    const bought = await v.call("POST", "/gift-voucher", {
      amount: 2500,
      recipientName: "Ida",
      recipientEmail: freshEmail(),
      senderName: "Max",
    });
    expect(bought.status).toBe(201);
    expect(v.jar.get("shop_cart")).toBe(cartCookie);
    expect((await bought.json<{ cartArticlesAmount: number }>()).cartArticlesAmount).toBe(2);

    const cart = await (await v.call("GET", "/customer/cart")).json<CartView>();
    expect(cart.lines.map((l) => l.kind)).toEqual(["designer", "voucher"]);
    const poster = cart.lines[0].unitPrice!;
    expect(poster).toBeGreaterThan(0);
    expect(cart.lines[0]).toMatchObject({ title: "Poster · 60 x 40 cm", lineTotal: poster });
    expect(cart).toMatchObject({ subtotal: poster + 2500, total: poster + 2500, cartArticlesAmount: 2 });
    const catalogueView = await (await v.call("GET", "/cart")).json<{
      cartArticlesAmount: number;
      articles: unknown[];
    }>();
    expect(catalogueView.cartArticlesAmount).toBe(2);
    expect(catalogueView.articles).toHaveLength(1);
  });

  it("changes and removes a designer article from the cart page, only in the visitor's own cart", async () => {
    const v = visitor();
    await addFromDesigner(v, "card", { themeId: "1001" });
    const [line] = (await (await v.call("GET", "/customer/cart")).json<CartView>()).lines;
    const other = visitor();
    await addFromDesigner(other, "card", { themeId: "1002" });
    expect((await other.call("DELETE", `/customer/cart/lines/${line.id}`)).status).toBe(404);
    const changed = await (await v.call("PATCH", `/customer/cart/lines/${line.id}`, { quantity: 3 })).json<CartView>();
    expect(changed.lines[0].quantity).toBe(3);
    const emptied = await (await v.call("DELETE", `/customer/cart/lines/${line.id}`)).json<CartView>();
    expect(emptied).toMatchObject({ lines: [], cartArticlesAmount: 0 });
  });

  it("has no interim cart table left", async () => {
    const table = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'interim_cart_lines'",
    ).first();
    expect(table).toBeNull();
  });
});
