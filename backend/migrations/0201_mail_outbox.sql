-- Every mail the shop sends (the mail outbox). With a provider configured the body is
-- dropped once the provider has accepted the mail; without one (development) it stays readable.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT,
  html_body TEXT,
  site_code TEXT NOT NULL,
  locale TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'stored',
  provider_id TEXT,
  error TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX mail_outbox_to ON mail_outbox(to_address);
