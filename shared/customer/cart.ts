/**
 * The cart page's data: the articles added from the designer and gift vouchers,
 * the vouchers redeemed on the cart, and the totals in the country's currency (minor units).
 */
import type { DeliveryPromise } from "../delivery/delivery-date.ts";
import type { Currency } from "../site/locales.ts";

export interface CartViewLine {
  id: string;
  kind: "designer" | "voucher";
  title: string;
  quantity: number;
  /** Minor units; null only for a designer article added before articles were priced (docs/decisions/045). */
  unitPrice: number | null;
  lineTotal: number | null;
}

export interface RedeemedVoucher {
  /** The last four characters of the code. */
  hint: string;
  amount: number;
}

export interface CartView {
  currency: Currency;
  lines: CartViewLine[];
  vouchers: RedeemedVoucher[];
  subtotal: number;
  /** What the redeemed vouchers take off, never more than the subtotal. */
  voucherCredit: number;
  total: number;
  cartArticlesAmount: number;
  /** When the cart's designer articles arrive if ordered now (the latest of them); null without any. */
  delivery?: DeliveryPromise | null;
}
