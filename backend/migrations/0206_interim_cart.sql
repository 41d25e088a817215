-- Interim cart lines behind backend/customers/cart-port.ts, until the catalogue's backend/cart/
-- is connected (docs/customers.md, "Integration"). Dropped by a later migration then.
CREATE TABLE interim_cart_lines (
  id TEXT PRIMARY KEY,
  cart_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('designer', 'voucher')),
  title TEXT NOT NULL,
  quantity INTEGER NOT NULL,
  unit_price INTEGER NOT NULL,
  currency TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX interim_cart_lines_cart ON interim_cart_lines(cart_id);
