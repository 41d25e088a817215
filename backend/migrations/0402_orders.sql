-- A customer's placed orders (section 2 special path "orders"; section 3 "Order": isWhitelabelOrder).
-- Empty until the shop takes orders: the orders page lists what is here.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  number TEXT NOT NULL UNIQUE,
  currency TEXT NOT NULL,
  total INTEGER NOT NULL,
  articles INTEGER NOT NULL,
  is_whitelabel_order INTEGER NOT NULL DEFAULT 0,
  placed_at INTEGER NOT NULL
);
CREATE INDEX orders_customer ON orders(customer_id, placed_at);
