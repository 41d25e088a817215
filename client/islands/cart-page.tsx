/**
 * The cart page: the articles added from the designer and gift vouchers with
 * quantities and remove, the voucher code (check and redeem, `error-add-voucher` logged on
 * failure), and the totals in the country's currency. Checkout is a later issue: the page says
 * so plainly instead of showing a dead button.
 */
import { type FormEvent, useState } from "react";
import type { CartView } from "../../shared/customer/cart.ts";
import { formatPrice } from "../../shared/pricing/format-price.ts";
import type { Locale } from "../../shared/site/locales.ts";
import { type Texts, translatorOf } from "../customers/texts.ts";
import { type BffErrorData, bffTry } from "../services/bff.ts";
import { setCartCount } from "../services/customer.ts";
import { logEvent } from "../services/log-event.ts";
import { SHOP_EVENTS } from "../../shared/flags/shop-events.ts";
import { trackEvent } from "../services/events.ts";
import { DeliveryPromise } from "../components/delivery-promise.tsx";
import { type DeliveryTexts, promiseParts } from "../../shared/delivery/promise-text.ts";

export interface CartPageProps {
  texts: Texts;
  cart: CartView;
  locale: Locale;
  voucherPath: string;
  /** Development only: offer the voucher payment stand-in. */
  paymentStandIn: boolean;
  /** The delivery promise's texts: the cart's promise changes with its articles. */
  deliveryTexts: DeliveryTexts;
}

export default function CartPage(props: CartPageProps) {
  const t = translatorOf(props.texts);
  const [cart, setCart] = useState(props.cart);
  const [message, setMessage] = useState<{ text: string; error: boolean } | undefined>();
  const money = (minor: number) => formatPrice(minor, props.locale, cart.currency);

  function show(next: CartView) {
    setCart(next);
    setCartCount(next.cartArticlesAmount);
  }
  async function change(method: "PATCH" | "DELETE", lineId: string, body?: unknown) {
    const res = await bffTry<CartView & BffErrorData>(method, `/customer/cart/lines/${lineId}`, body);
    if (res?.ok) show(res.data);
    else setMessage({ text: res?.data.message?.text ?? t("cartPage.error"), error: true });
  }
  async function redeem(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = new FormData(event.currentTarget).get("code");
    // The schema and zod load on the first submit, not with the page (decision 097).
    const { voucherCodeForm } = await import("../../shared/forms/voucher.ts");
    const parsed = voucherCodeForm.safeParse({ code, action: "redeem" });
    if (!parsed.success) {
      setMessage({ text: t("form.voucherInvalid"), error: true });
      return;
    }
    const res = await bffTry<{ cart: CartView; voucher: { amount: number } } & BffErrorData>(
      "POST",
      "/web-api/voucher",
      parsed.data,
    );
    if (res?.ok) {
      show(res.data.cart);
      setMessage({ text: t("cartPage.redeemed", { amount: money(res.data.voucher.amount) }), error: false });
    } else {
      logEvent("error", "error-add-voucher", { status: res?.status ?? 0 });
      setMessage({ text: res?.data.message?.text ?? t("cartPage.error"), error: true });
    }
  }
  async function payVouchers() {
    const res = await bffTry<{ issued: number }>("POST", "/dev/voucher-payment");
    if (res?.ok && res.data.issued > 0)
      trackEvent(SHOP_EVENTS.voucherPurchase, undefined, { count: res.data.issued, currency: cart.currency });
    setMessage({ text: t("cartPage.vouchersPaid", { count: res?.data.issued ?? 0 }), error: !res?.ok });
    const fresh = await bffTry<CartView>("GET", "/customer/cart");
    if (fresh?.ok) show(fresh.data);
  }

  return (
    <div className="cart-page">
      <h1>{t("cartPage.title")}</h1>
      {message ? <p role={message.error ? "alert" : "status"}>{message.text}</p> : null}
      {cart.lines.length === 0 ? (
        <p>{t("cartPage.empty")}</p>
      ) : (
        <table className="cart-page__lines">
          <thead>
            <tr>
              <th scope="col">{t("cartPage.article")}</th>
              <th scope="col">{t("cartPage.quantity")}</th>
              <th scope="col">{t("cartPage.unitPrice")}</th>
              <th scope="col">{t("cartPage.lineTotal")}</th>
              <th scope="col">
                <span className="visually-hidden">{t("cartPage.remove")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">{line.title}</th>
                <td>
                  {line.kind === "voucher" ? (
                    line.quantity
                  ) : (
                    <form
                      onSubmit={(e) => {
                        e.preventDefault();
                        void change("PATCH", line.id, {
                          quantity: Number(new FormData(e.currentTarget).get("quantity")),
                        });
                      }}
                    >
                      <label className="visually-hidden" htmlFor={`qty-${line.id}`}>
                        {t("cartPage.quantity")}
                      </label>
                      <input
                        id={`qty-${line.id}`}
                        name="quantity"
                        type="number"
                        min={1}
                        max={5000}
                        defaultValue={line.quantity}
                      />
                      <button type="submit" className="link-button">
                        {t("cartPage.update")}
                      </button>
                    </form>
                  )}
                </td>
                <td>{line.unitPrice === null ? "–" : money(line.unitPrice)}</td>
                <td>{line.lineTotal === null ? "–" : money(line.lineTotal)}</td>
                <td>
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`${t("cartPage.remove")}: ${line.title}`}
                    onClick={() => void change("DELETE", line.id)}
                  >
                    {t("cartPage.remove")}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <dl className="cart-page__totals">
        <dt>{t("cartPage.subtotal")}</dt>
        <dd>{money(cart.subtotal)}</dd>
        {cart.vouchers.map((v) => (
          <div key={v.hint} className="cart-page__voucher">
            <dt>{t("cartPage.voucher", { hint: v.hint })}</dt>
            <dd>−{money(v.amount)}</dd>
          </div>
        ))}
        <dt>{t("cartPage.total")}</dt>
        <dd data-testid="cart-total">{money(cart.total)}</dd>
      </dl>
      <DeliveryPromise parts={cart.delivery ? promiseParts(cart.delivery, props.locale, props.deliveryTexts) : null} />
      <form className="customer-form cart-page__voucher-form" onSubmit={(e) => void redeem(e)} noValidate>
        <label htmlFor="voucher-code">{t("cartPage.voucherCode")}</label>
        <input id="voucher-code" name="code" autoComplete="off" spellCheck={false} />
        <button type="submit" className="button">
          {t("cartPage.redeem")}
        </button>
      </form>
      <p className="cart-page__checkout">{t("cartPage.checkoutLater")}</p>
      <p>
        <a href={props.voucherPath}>{t("cartPage.buyVoucher")}</a>
      </p>
      {props.paymentStandIn && cart.lines.some((l) => l.kind === "voucher") ? (
        <button type="button" className="button button--secondary" onClick={() => void payVouchers()}>
          {t("cartPage.payVouchers")}
        </button>
      ) : null}
    </div>
  );
}
