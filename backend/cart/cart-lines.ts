/**
 * Every line of a cart, designer articles and priced lines alike (docs/catalogue.md, "Cart";
 * migration 0207): what the customers area's cart port reads and changes. Designer articles carry
 * their designer parameters and the unit price the catalogue gave them when they were added
 * (docs/decisions/045); gift vouchers (section 7) carry a title and a price. Prices are minor
 * units of the line's currency. Every change is scoped to its cart id.
 */
import type { Currency } from "../../shared/site/locales.ts";

export interface CartLineRow {
  id: number;
  kind: "designer" | "voucher";
  designerType: string | null;
  options: Record<string, string>;
  title: string | null;
  unitPrice: number | null;
  currency: Currency | null;
  quantity: number;
}

interface Row {
  id: number;
  kind: CartLineRow["kind"];
  designer_type: string | null;
  options: string;
  title: string | null;
  unit_price: number | null;
  currency: Currency | null;
  quantity: number;
}

const COLUMNS = "id, kind, designer_type, options, title, unit_price, currency, quantity";

const toLine = (r: Row): CartLineRow => ({
  id: r.id,
  kind: r.kind,
  designerType: r.designer_type,
  options: JSON.parse(r.options) as Record<string, string>,
  title: r.title,
  unitPrice: r.unit_price,
  currency: r.currency,
  quantity: r.quantity,
});

export async function listLines(db: D1Database, cartId: string): Promise<CartLineRow[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM cart_articles WHERE cart_id = ? ORDER BY id`)
    .bind(cartId)
    .all<Row>();
  return results.map(toLine);
}

/** Adds a priced line (a gift voucher) and answers its id. */
export async function addPricedLine(
  db: D1Database,
  cartId: string,
  line: { kind: "voucher"; title: string; unitPrice: number; currency: Currency; quantity: number },
): Promise<number> {
  const row = await db
    .prepare(
      "INSERT INTO cart_articles (cart_id, kind, title, unit_price, currency, quantity) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
    )
    .bind(cartId, line.kind, line.title, line.unitPrice, line.currency, line.quantity)
    .first<{ id: number }>();
  if (!row) throw new Error("cart line not stored");
  return row.id;
}

/** False when the line is not in this cart. */
export async function setLineQuantity(
  db: D1Database,
  cartId: string,
  lineId: number,
  quantity: number,
): Promise<boolean> {
  const result = await db
    .prepare("UPDATE cart_articles SET quantity = ? WHERE id = ? AND cart_id = ?")
    .bind(quantity, lineId, cartId)
    .run();
  return result.meta.changes === 1;
}

/** The removed line, or undefined when it is not in this cart. */
export async function removeLine(db: D1Database, cartId: string, lineId: number): Promise<CartLineRow | undefined> {
  const row = await db
    .prepare(`DELETE FROM cart_articles WHERE id = ? AND cart_id = ? RETURNING ${COLUMNS}`)
    .bind(lineId, cartId)
    .first<Row>();
  return row ? toLine(row) : undefined;
}
