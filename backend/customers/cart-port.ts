/**
 * The small cart interface the customer area needs (the customer data call's
 * `order.cartArticlesAmount`, gift vouchers put into the cart, the cart page), implemented over
 * the catalogue's cart (`backend/cart/`, docs/catalogue.md "Cart"): one table, one `shop_cart`
 * cookie, so designer articles and gift vouchers are lines of the same cart (migration 0207).
 */
import type { Context } from "hono";
import type { Currency, Locale } from "../../shared/site/locales.ts";
import { articleTitles } from "../cart/article-title.ts";
import { cartIdOf, ensureCartId } from "../cart/cart-cookie.ts";
import { type CartLineRow, addPricedLine, listLines, removeLine, setLineQuantity } from "../cart/cart-lines.ts";
import { countArticles } from "../cart/cart-store.ts";
import { articleDeliveryProduct } from "../../shared/delivery/delivery-products.ts";
import type { DesignerType } from "../../shared/designer/options.ts";

export interface CartLine {
  id: string;
  kind: "designer" | "voucher";
  title: string;
  quantity: number;
  /** Minor units of `currency`; null only for a designer article added before articles were priced. */
  unitPrice: number | null;
  currency: Currency | null;
  /** A designer article's production key (`shared/delivery/delivery-products.ts`), for the delivery promise. */
  deliveryProduct?: string;
}

export interface NewCartLine {
  kind: "voucher";
  title: string;
  quantity: number;
  unitPrice: number;
  currency: Currency;
}

export interface CartPort {
  /** The visitor's cart id from its cookie; undefined when there is none or it is malformed. */
  cartIdOf(c: Context): string | undefined;
  /** The visitor's cart id, created with its cookie when there is none. */
  ensureCartId(c: Context): string;
  /** Number of articles (lines) in the cart: the header's cart count. */
  articleCount(db: D1Database, cartId: string): Promise<number>;
  /** Every line, designer articles titled in the locale's language (docs/decisions/045). */
  lines(db: D1Database, cartId: string, locale: Locale): Promise<CartLine[]>;
  addLine(db: D1Database, cartId: string, line: NewCartLine): Promise<CartLine>;
  /** False when the line is not in this cart. */
  setQuantity(db: D1Database, cartId: string, lineId: string, quantity: number): Promise<boolean>;
  /** The removed line, or undefined when it is not in this cart. */
  removeLine(db: D1Database, cartId: string, lineId: string): Promise<CartLine | undefined>;
}

/** Line ids are the catalogue cart's row ids; anything else names no line. */
const LINE_ID = /^[1-9][0-9]{0,14}$/;
const toLine = (row: CartLineRow, designerTitle = ""): CartLine => ({
  id: String(row.id),
  kind: row.kind,
  title: row.kind === "designer" ? designerTitle : (row.title ?? ""),
  quantity: row.quantity,
  unitPrice: row.unitPrice,
  currency: row.currency,
  ...(row.kind === "designer" && row.designerType
    ? { deliveryProduct: articleDeliveryProduct(row.designerType as DesignerType, row.options) }
    : {}),
});

/** The catalogue's cart behind the customer area's port. */
const catalogueCart: CartPort = {
  cartIdOf,
  ensureCartId,
  articleCount: countArticles,
  async lines(db, cartId, locale) {
    const rows = await listLines(db, cartId);
    const designer = rows.filter((row) => row.kind === "designer");
    const titles = new Map((await articleTitles(db, locale, designer)).map((title, i) => [designer[i].id, title]));
    return rows.map((row) => toLine(row, titles.get(row.id)));
  },
  async addLine(db, cartId, line) {
    const id = await addPricedLine(db, cartId, line);
    return { id: String(id), ...line };
  },
  async setQuantity(db, cartId, lineId, quantity) {
    return LINE_ID.test(lineId) ? setLineQuantity(db, cartId, Number(lineId), quantity) : false;
  },
  async removeLine(db, cartId, lineId) {
    const row = LINE_ID.test(lineId) ? await removeLine(db, cartId, Number(lineId)) : undefined;
    return row ? toLine(row, row.designerType ?? "") : undefined;
  },
};

/** The cart the customer area uses. */
export const cart: CartPort = catalogueCart;
