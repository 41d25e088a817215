import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { CartView } from "../../shared/customer/cart.ts";
import { freshEmail, lastMailTo, visitor } from "../test/visitor.ts";

function buyer(site = "kartenliebe-de", locale = "de-DE") {
  return visitor({ site, locale });
}

async function buyAndPay(v = buyer(), amount = 5000) {
  const recipientEmail = freshEmail("beschenkt");
  const res = await v.call("POST", "/gift-voucher", {
    amount,
    recipientName: "Ida",
    recipientEmail,
    senderName: "Max",
    message: "Alles Gute!",
  });
  expect(res.status).toBe(201);
  const paid = await v.call("POST", "/dev/voucher-payment");
  expect(await paid.json()).toEqual({ issued: 1 });
  const mail = await lastMailTo(recipientEmail);
  const code = mail!.text_body.match(/[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/)![0];
  return { code, mail: mail!, recipientEmail };
}

describe("buying a gift voucher (/gift-voucher)", () => {
  it("offers the amounts of the site's currency", async () => {
    expect(await (await buyer("kartenliebe-ch", "fr-CH").call("GET", "/gift-voucher")).json()).toEqual({
      currency: "chf",
      amounts: [2000, 3000, 5000, 10000],
    });
    expect(await (await buyer().call("GET", "/gift-voucher")).json()).toMatchObject({ currency: "eur" });
  });

  it("puts the voucher into the visitor's cart with an HttpOnly cart cookie", async () => {
    const v = buyer();
    const res = await v.call("POST", "/gift-voucher", {
      amount: 2500,
      recipientName: "Ida",
      recipientEmail: freshEmail(),
      senderName: "Max",
    });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie().find((c) => c.startsWith("shop_cart="))).toMatch(
      /HttpOnly; Secure; SameSite=Lax/,
    );
    const cart = await (await v.call("GET", "/customer/cart")).json<CartView>();
    expect(cart.lines).toEqual([
      expect.objectContaining({
        kind: "voucher",
        title: "Geschenkgutschein über 25,00\u00a0€",
        quantity: 1,
        unitPrice: 2500,
      }),
    ]);
    expect(cart).toMatchObject({ currency: "eur", subtotal: 2500, total: 2500, cartArticlesAmount: 1 });
  });

  it("refuses an amount not offered in the currency and a missing recipient, with field errors", async () => {
    const v = buyer("kartenliebe-ch", "de-CH");
    const res = await v.call("POST", "/gift-voucher", {
      amount: 2500,
      recipientName: "Ida",
      recipientEmail: freshEmail(),
      senderName: "Max",
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json<{ payload: { errors: object } }>()).payload.errors)).toEqual(["amount"]);
    const missing = await v.call("POST", "/gift-voucher", { amount: 2000, senderName: "Max" });
    expect(Object.keys((await missing.json<{ payload: { errors: object } }>()).payload.errors).sort()).toEqual([
      "recipientEmail",
      "recipientName",
    ]);
    expect(await (await v.call("GET", "/customer")).json()).toMatchObject({ order: { cartArticlesAmount: 0 } });
  });

  it("issues a code only when paid: mailed to the recipient, stored only as a hash, and the line leaves the cart", async () => {
    const v = buyer();
    const { code, mail } = await buyAndPay(v);
    expect(mail.kind).toBe("gift-voucher");
    expect(mail.text_body).toContain("50,00\u00a0€");
    expect(mail.text_body).toContain("Alles Gute!");
    const raw = await env.DB.prepare("SELECT COUNT(*) AS n FROM vouchers WHERE code_hash = ? OR code_hint = ?")
      .bind(code.replace(/-/g, ""), code)
      .first<{ n: number }>();
    expect(raw?.n).toBe(0);
    expect((await (await v.call("GET", "/customer/cart")).json<CartView>()).lines).toEqual([]);
  });
});

describe("checking and redeeming a code (/web-api/voucher)", () => {
  it("checks a code without using it, then redeems it once on the visitor's cart", async () => {
    const { code } = await buyAndPay();
    const shopper = buyer();
    await shopper.call("POST", "/gift-voucher", {
      amount: 10000,
      recipientName: "Ole",
      recipientEmail: freshEmail(),
      senderName: "Max",
    });
    const check = await shopper.call("POST", "/web-api/voucher", { code: code.toLowerCase(), action: "check" });
    expect(await check.json()).toMatchObject({
      redeemable: true,
      voucher: { amount: 5000, currency: "eur", hint: code.slice(-4) },
    });
    const redeem = await shopper.call("POST", "/web-api/voucher", { code, action: "redeem" });
    expect(redeem.status).toBe(200);
    const { cart } = await redeem.json<{ cart: CartView }>();
    expect(cart).toMatchObject({
      subtotal: 10000,
      voucherCredit: 5000,
      total: 5000,
      vouchers: [{ hint: code.slice(-4), amount: 5000 }],
    });
    const again = await buyer().call("POST", "/web-api/voucher", { code, action: "redeem" });
    expect(again.status).toBe(409);
    expect((await again.json<{ message: { text: string } }>()).message.text).toBe(
      "Dieser Gutschein wurde schon eingelöst.",
    );
  });

  it("never takes off more than the cart is worth", async () => {
    const { code } = await buyAndPay(buyer(), 10000);
    const shopper = buyer();
    await shopper.call("POST", "/gift-voucher", {
      amount: 1000,
      recipientName: "Ole",
      recipientEmail: freshEmail(),
      senderName: "Max",
    });
    const { cart } = await (await shopper.call("POST", "/web-api/voucher", { code, action: "redeem" })).json<{
      cart: CartView;
    }>();
    expect(cart).toMatchObject({ subtotal: 1000, voucherCredit: 1000, total: 0 });
  });

  it("refuses an unknown code (404), a malformed code (400), a voucher of another currency (400) and an unpaid one", async () => {
    const v = buyer();
    expect((await v.call("POST", "/web-api/voucher", { code: "0000-0000-0000-0000", action: "check" })).status).toBe(
      404,
    );
    expect((await v.call("POST", "/web-api/voucher", { code: "short", action: "check" })).status).toBe(400);
    expect((await v.call("POST", "/web-api/voucher", { code: "0000-0000-0000-0000", action: "steal" })).status).toBe(
      400,
    );
    const { code } = await buyAndPay(buyer());
    expect(
      (await buyer("kartenliebe-ch", "de-CH").call("POST", "/web-api/voucher", { code, action: "redeem" })).status,
    ).toBe(400);
    const unpaid = buyer();
    await unpaid.call("POST", "/gift-voucher", {
      amount: 2500,
      recipientName: "U",
      recipientEmail: freshEmail(),
      senderName: "P",
    });
    const pendingCount = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM vouchers WHERE status = 'pending' AND code_hash IS NULL",
    ).first<{ n: number }>();
    expect(pendingCount!.n).toBeGreaterThan(0);
  });

  it("stops a visitor who tries too many unknown codes (429)", async () => {
    const v = buyer();
    for (let i = 0; i < 10; i++)
      expect(
        (await v.call("POST", "/web-api/voucher", { code: `0000-0000-0000-${String(i).padStart(4, "0")}` })).status,
      ).toBe(404);
    expect((await v.call("POST", "/web-api/voucher", { code: "0000-0000-0000-9999" })).status).toBe(429);
  });
});

describe("the cart page calls", () => {
  it("keeps a voucher line at quantity 1, removes a line and cancels the voucher bought with it", async () => {
    const v = buyer();
    const bought = await (
      await v.call("POST", "/gift-voucher", {
        amount: 2500,
        recipientName: "I",
        recipientEmail: freshEmail(),
        senderName: "M",
      })
    ).json<{ line: { id: string } }>();
    expect((await v.call("PATCH", `/customer/cart/lines/${bought.line.id}`, { quantity: 2 })).status).toBe(400);
    expect((await v.call("PATCH", `/customer/cart/lines/${bought.line.id}`, { quantity: 0 })).status).toBe(400);
    expect((await buyer().call("DELETE", `/customer/cart/lines/${bought.line.id}`)).status).toBe(404);
    expect((await v.call("DELETE", "/customer/cart/lines/not-an-id")).status).toBe(404);
    const removed = await v.call("DELETE", `/customer/cart/lines/${bought.line.id}`);
    expect(await removed.json()).toMatchObject({ lines: [], cartArticlesAmount: 0 });
    const left = await env.DB.prepare("SELECT COUNT(*) AS n FROM vouchers WHERE purchase_line_id = ?")
      .bind(bought.line.id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("has no payment stand-in outside development and test", async () => {
    const saved = env.ENVIRONMENT;
    env.ENVIRONMENT = "production";
    try {
      expect((await buyer().call("POST", "/dev/voucher-payment")).status).toBe(404);
    } finally {
      env.ENVIRONMENT = saved;
    }
  });
});
