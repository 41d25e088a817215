-- The cart (docs/catalogue.md, "Cart"): articles keyed by a cart id. The visitor's cart id lives
-- in the `shop_cart` cookie the backend sets; the customers area attaches carts to customers.
CREATE TABLE cart_articles (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_id TEXT NOT NULL,
  designer_type TEXT NOT NULL,
  options TEXT NOT NULL,
  quantity INTEGER NOT NULL DEFAULT 1 CHECK (quantity > 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX cart_articles_by_cart ON cart_articles (cart_id);
