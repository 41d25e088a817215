/**
 * The small cart interface the customer area needs (issue 6: the customer data call's
 * `order.cartArticlesAmount`, gift vouchers put into the cart, the cart page). The catalogue's
 * `backend/cart/` owns carts; until it is connected this interim implementation keeps cart lines
 * in `interim_cart_lines`, keyed by a cart id in an HttpOnly cookie. docs/customers.md,
 * "Integration", says what replaces it.
 */
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { Currency } from "../../shared/site/locales.ts";
import { newToken } from "./tokens.ts";

export interface CartLine {
  id: string;
  kind: "designer" | "voucher";
  title: string;
  quantity: number;
  /** Minor units of `currency`. */
  unitPrice: number;
  currency: Currency;
}

export type NewCartLine = Omit<CartLine, "id">;

export interface CartPort {
  /** The visitor's cart id from its cookie; undefined when there is none or it is malformed. */
  cartIdOf(c: Context): string | undefined;
  /** The visitor's cart id, created with its cookie when there is none. */
  ensureCartId(c: Context): string;
  /** Number of articles (lines) in the cart: the header's cart count. */
  articleCount(db: D1Database, cartId: string): Promise<number>;
  lines(db: D1Database, cartId: string): Promise<CartLine[]>;
  addLine(db: D1Database, cartId: string, line: NewCartLine): Promise<CartLine>;
  /** False when the line is not in this cart. */
  setQuantity(db: D1Database, cartId: string, lineId: string, quantity: number): Promise<boolean>;
  /** The removed line, or undefined when it is not in this cart. */
  removeLine(db: D1Database, cartId: string, lineId: string): Promise<CartLine | undefined>;
}

export const CART_COOKIE = "shop_cart";
const CART_ID = /^[A-Za-z0-9_-]{43}$/;
const CART_MAX_AGE = 60 * 60 * 24 * 30;

interface LineRow {
  id: string;
  kind: CartLine["kind"];
  title: string;
  quantity: number;
  unit_price: number;
  currency: Currency;
}

const toLine = (row: LineRow): CartLine => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  quantity: row.quantity,
  unitPrice: row.unit_price,
  currency: row.currency,
});

export const interimCart: CartPort = {
  cartIdOf(c) {
    const value = getCookie(c, CART_COOKIE);
    return value && CART_ID.test(value) ? value : undefined;
  },
  ensureCartId(c) {
    const existing = this.cartIdOf(c);
    if (existing) return existing;
    const id = newToken();
    setCookie(c, CART_COOKIE, id, { path: "/", httpOnly: true, secure: true, sameSite: "Lax", maxAge: CART_MAX_AGE });
    return id;
  },
  async articleCount(db, cartId) {
    const row = await db.prepare("SELECT COUNT(*) AS n FROM interim_cart_lines WHERE cart_id = ?").bind(cartId).first<{ n: number }>();
    return row?.n ?? 0;
  },
  async lines(db, cartId) {
    const { results } = await db
      .prepare("SELECT id, kind, title, quantity, unit_price, currency FROM interim_cart_lines WHERE cart_id = ? ORDER BY created_at, id")
      .bind(cartId)
      .all<LineRow>();
    return results.map(toLine);
  },
  async addLine(db, cartId, line) {
    const id = crypto.randomUUID();
    await db
      .prepare("INSERT INTO interim_cart_lines (id, cart_id, kind, title, quantity, unit_price, currency, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
      .bind(id, cartId, line.kind, line.title, line.quantity, line.unitPrice, line.currency, Date.now())
      .run();
    return { id, ...line };
  },
  async setQuantity(db, cartId, lineId, quantity) {
    const result = await db
      .prepare("UPDATE interim_cart_lines SET quantity = ? WHERE id = ? AND cart_id = ?")
      .bind(quantity, lineId, cartId)
      .run();
    return result.meta.changes === 1;
  },
  async removeLine(db, cartId, lineId) {
    const row = await db
      .prepare("DELETE FROM interim_cart_lines WHERE id = ? AND cart_id = ? RETURNING id, kind, title, quantity, unit_price, currency")
      .bind(lineId, cartId)
      .first<LineRow>();
    return row ? toLine(row) : undefined;
  },
};

/** The cart the customer area uses. The integrator points this at the catalogue's cart. */
export const cart: CartPort = interimCart;
