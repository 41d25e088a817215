-- The backend's own bookkeeping: which seed data is loaded, for the health check.
CREATE TABLE IF NOT EXISTS backend_info (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
INSERT INTO backend_info (key, value) VALUES ('seed', 'embedded-defaults');
