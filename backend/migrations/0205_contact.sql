-- The contact form (section 2): contact persons the form block relates to (ContactForm.person),
-- and the messages sent to them. Person ids are the uuids of the person stories in content.
CREATE TABLE contact_persons (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL
);
INSERT INTO contact_persons (id, name, email) VALUES
  ('b7f1c2d4-6a3e-4f1b-9c8d-000000000001', 'Kundenservice', 'service@kartenliebe.example'),
  ('b7f1c2d4-6a3e-4f1b-9c8d-000000000002', 'Geschäftskunden', 'business@kartenliebe.example');

CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  person_id TEXT NOT NULL REFERENCES contact_persons(id),
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  site_code TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
