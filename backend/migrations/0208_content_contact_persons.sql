-- The contact persons of the content (ContactForm.person, section 3): the person stories' uuids
-- of both channels and all locales, with the mailbox their contact form messages go to.
-- Generated from content/*/stories.json; re-run when the content's person stories change.
INSERT OR IGNORE INTO contact_persons (id, name, email) VALUES
  ('c784ff94-52cc-452b-abd6-5b1a97df02cf', 'Miriam Albers', 'service@kartenliebe.example'),
  ('75f1edd2-5508-4ca1-a83a-f25483e4899a', 'Miriam Albers', 'service@kartenliebe.example'),
  ('4a51fae1-583d-44b5-ac39-4d95945bd094', 'Miriam Albers', 'service@kartenliebe.example'),
  ('8fb129dc-4998-4d9c-a133-f24c539daf82', 'Miriam Albers', 'service@kartenliebe.example'),
  ('86a1328c-5f56-44dc-a832-9fb895e4b9ba', 'Miriam Albers', 'service@kartenliebe.example'),
  ('ca6968b6-387f-4be0-a19a-a94b2c01aa3d', 'Miriam Albers', 'service@kartenliebe.example'),
  ('af683795-dff9-485c-a575-7e04e82b80a3', 'Miriam Albers', 'service@kartenliebe.example'),
  ('7b330688-f1c5-41c0-a25b-0bc1c85a37d2', 'Miriam Albers', 'service@kartenliebe.example'),
  ('c784ff94-52cc-452b-abd6-5b1a97df02cf', 'Miriam Albers', 'service@wandliebe.example'),
  ('75f1edd2-5508-4ca1-a83a-f25483e4899a', 'Miriam Albers', 'service@wandliebe.example'),
  ('4a51fae1-583d-44b5-ac39-4d95945bd094', 'Miriam Albers', 'service@wandliebe.example'),
  ('8fb129dc-4998-4d9c-a133-f24c539daf82', 'Miriam Albers', 'service@wandliebe.example'),
  ('86a1328c-5f56-44dc-a832-9fb895e4b9ba', 'Miriam Albers', 'service@wandliebe.example'),
  ('ca6968b6-387f-4be0-a19a-a94b2c01aa3d', 'Miriam Albers', 'service@wandliebe.example'),
  ('af683795-dff9-485c-a575-7e04e82b80a3', 'Miriam Albers', 'service@wandliebe.example'),
  ('7b330688-f1c5-41c0-a25b-0bc1c85a37d2', 'Miriam Albers', 'service@wandliebe.example');
