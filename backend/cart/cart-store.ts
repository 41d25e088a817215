/**
 * The cart (docs/catalogue.md, "Cart"): articles keyed by a cart id, in `cart_articles`
 * (migration 0102). This module is the cart's whole API for other backend areas: the customers
 * area counts a customer's articles with `countArticles` for `order.cartArticlesAmount`.
 */
import type { DesignerType } from "../../shared/designer/options.ts";
import type { Currency } from "../../shared/site/locales.ts";

export interface CartArticle {
  id: number;
  designerType: DesignerType;
  /** The designer parameters the article was configured with. */
  options: Record<string, string>;
  /** Minor units of `currency`, priced by the catalogue when it was added (docs/decisions/045). */
  unitPrice: number | null;
  currency: Currency | null;
  quantity: number;
  createdAt: string;
}

/** Adds a designer article with the unit price the catalogue gave it (`catalogue/article-price.ts`). */
export async function addArticle(
  db: D1Database,
  cartId: string,
  article: {
    designerType: DesignerType;
    options: Record<string, string>;
    quantity: number;
    unitPrice: number;
    currency: Currency;
  },
): Promise<void> {
  await db
    .prepare(
      "INSERT INTO cart_articles (cart_id, designer_type, options, quantity, unit_price, currency) VALUES (?, ?, ?, ?, ?, ?)",
    )
    .bind(
      cartId,
      article.designerType,
      JSON.stringify(article.options),
      article.quantity,
      article.unitPrice,
      article.currency,
    )
    .run();
}

/**
 * How many articles the cart holds: one per line (a configured designer article or a gift
 * voucher), whatever its quantity. This is `order.cartArticlesAmount`, the header's cart count.
 */
export async function countArticles(db: D1Database, cartId: string): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM cart_articles WHERE cart_id = ?")
    .bind(cartId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The cart's designer articles (the customers area reads every line through `cart-lines.ts`). */
export async function listArticles(db: D1Database, cartId: string): Promise<CartArticle[]> {
  const { results } = await db
    .prepare(
      "SELECT id, designer_type, options, unit_price, currency, quantity, created_at FROM cart_articles WHERE cart_id = ? AND kind = 'designer' ORDER BY id",
    )
    .bind(cartId)
    .all<{
      id: number;
      designer_type: DesignerType;
      options: string;
      unit_price: number | null;
      currency: Currency | null;
      quantity: number;
      created_at: string;
    }>();
  return results.map((r) => ({
    id: r.id,
    designerType: r.designer_type,
    options: JSON.parse(r.options),
    unitPrice: r.unit_price,
    currency: r.currency,
    quantity: r.quantity,
    createdAt: r.created_at,
  }));
}
