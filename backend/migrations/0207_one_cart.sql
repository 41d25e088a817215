-- One cart (docs/customers.md, "Integration" 1): gift vouchers join the designer articles in the
-- catalogue's `cart_articles`, under the one `shop_cart` cookie. A line is of kind `designer`
-- (a designer type and its options, priced by the designer) or `voucher` (a title and a price in
-- minor units of its currency). SQLite cannot relax NOT NULL in place, so the table is rebuilt.
-- The interim lines are dropped, not moved: their cart ids were never valid `shop_cart` ids for
-- the catalogue's cart (UUIDs), so no visitor could reach them again.
CREATE TABLE cart_articles_one (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  cart_id TEXT NOT NULL,
  kind TEXT NOT NULL DEFAULT 'designer' CHECK (kind IN ('designer', 'voucher')),
  designer_type TEXT,
  options TEXT NOT NULL DEFAULT '{}',
  title TEXT,
  unit_price INTEGER CHECK (unit_price IS NULL OR unit_price >= 0),
  currency TEXT,
  quantity INTEGER NOT NULL DEFAULT 1 CHECK (quantity > 0),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (kind <> 'designer' OR designer_type IS NOT NULL),
  CHECK (kind <> 'voucher' OR (title IS NOT NULL AND unit_price IS NOT NULL AND currency IS NOT NULL))
);
INSERT INTO cart_articles_one (id, cart_id, kind, designer_type, options, quantity, created_at)
  SELECT id, cart_id, 'designer', designer_type, options, quantity, created_at FROM cart_articles;
DROP TABLE cart_articles;
ALTER TABLE cart_articles_one RENAME TO cart_articles;
CREATE INDEX cart_articles_by_cart ON cart_articles (cart_id);
DROP TABLE interim_cart_lines;
