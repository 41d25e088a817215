-- Newsletter subscriptions with double opt-in (sections 5 and 7).
CREATE TABLE newsletter_subscriptions (
  email TEXT PRIMARY KEY,
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  site_code TEXT NOT NULL,
  locale TEXT NOT NULL,
  unique_identifier TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  confirmation_sent_at INTEGER,
  confirmed_at INTEGER
);

CREATE TABLE newsletter_tokens (
  token_hash TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
