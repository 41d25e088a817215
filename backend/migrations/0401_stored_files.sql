-- Files the toolbox made and customer pictures (section 7: /web-api/toolbox-*, /customer-picture/get).
-- A file is kept for a day under a random 128-bit id (the id is the capability to
-- read it) in chunks below D1's 2 MB row limit.
CREATE TABLE stored_files (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('toolbox', 'customer-picture')),
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  width INTEGER,
  height INTEGER,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX stored_files_by_expiry ON stored_files (expires_at);

CREATE TABLE stored_file_chunks (
  file_id TEXT NOT NULL REFERENCES stored_files (id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  bytes BLOB NOT NULL,
  PRIMARY KEY (file_id, position)
);
