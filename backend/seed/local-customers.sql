-- Local development and test data only (never a migration, never applied to a remote database):
-- one whitelabel customer (sections 2, 3 and 6: isWhitelabelCustomer), so the whitelabel banner,
-- the whitelabel page's switch and the whitelabel order flag can be tried locally.
-- Log in as whitelabel@kartenliebe.test with the password Whitelabel-Local-2026.
-- Applied by `npm start` and the browser tests' setup (`wrangler d1 execute shop --local --file ...`).
INSERT INTO customers (email, email_hash, password_hash, first_name, last_name, type, is_whitelabel, whitelabel_order, site_code, locale, created_at)
VALUES (
  'whitelabel@kartenliebe.test',
  '1958d1fc48e1a9279f9eed95a0e8fe6f6ae839449d7fe1a671975c0aa9fb523d',
  'scrypt$16384$8$5$W3apG8+ItsHHGiFzNdp5tQ==$tWy7YYT4x0glJpxnfOhwtb1ejVfoy/ojFIIxH4HY1cE=',
  'Wiebke',
  'Weißlabel',
  1,
  1,
  0,
  'kartenliebe-de',
  'de-DE',
  1764000000000
)
ON CONFLICT(email) DO NOTHING;
