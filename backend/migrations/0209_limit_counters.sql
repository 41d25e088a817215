-- Rate limits counted and decided in one statement before the work they protect
-- (docs/decisions/047-atomic-limits.md): every attempt is counted, not only failures, so the earlier
-- table (login_attempts, failures counted after the work) is replaced.
CREATE TABLE limit_counters (
  bucket TEXT PRIMARY KEY,
  hits INTEGER NOT NULL,
  window_started INTEGER NOT NULL
) WITHOUT ROWID;

DROP TABLE login_attempts;
