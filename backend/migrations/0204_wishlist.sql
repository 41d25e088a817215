-- Wishlist entries, per customer or per visitor before log-in (owner 'c:<id>' or 'v:<visitor id>').
CREATE TABLE wishlist_items (
  owner TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('theme', 'product')),
  item_id TEXT NOT NULL,
  added_at INTEGER NOT NULL,
  PRIMARY KEY (owner, kind, item_id)
);
