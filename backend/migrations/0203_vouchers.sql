-- Gift vouchers (section 7, /gift-voucher and /web-api/voucher). Codes are stored as SHA-256
-- hashes with their last four characters for display; a voucher is redeemable once.
CREATE TABLE vouchers (
  id INTEGER PRIMARY KEY,
  code_hash TEXT UNIQUE,
  code_hint TEXT,
  amount INTEGER NOT NULL,
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'active', 'redeemed')),
  purchase_cart_id TEXT NOT NULL,
  purchase_line_id TEXT NOT NULL,
  recipient_name TEXT NOT NULL,
  recipient_email TEXT NOT NULL,
  sender_name TEXT NOT NULL,
  message TEXT NOT NULL DEFAULT '',
  site_code TEXT NOT NULL,
  locale TEXT NOT NULL,
  redeemed_cart_id TEXT,
  redeemed_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX vouchers_purchase_cart ON vouchers(purchase_cart_id);
CREATE INDEX vouchers_redeemed_cart ON vouchers(redeemed_cart_id);
