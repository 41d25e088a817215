-- Customer accounts, sessions, log-in attempt counters and password reset tokens.
-- Tokens and session ids are stored only as SHA-256 hashes.
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  email_hash TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  type INTEGER NOT NULL DEFAULT 0,
  is_whitelabel INTEGER NOT NULL DEFAULT 0,
  whitelabel_order INTEGER NOT NULL DEFAULT 0,
  site_code TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_customer ON sessions(customer_id);

-- One row per bucket: 'account:<email hash>' or 'address:<address hash>'.
CREATE TABLE login_attempts (
  bucket TEXT PRIMARY KEY,
  failures INTEGER NOT NULL,
  window_started INTEGER NOT NULL
);

CREATE TABLE password_resets (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX password_resets_customer ON password_resets(customer_id);
