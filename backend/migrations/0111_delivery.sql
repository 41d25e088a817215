-- The delivery promise's data (docs/decisions/197): production days per product kind and, where it
-- differs, per option (a material, a frame type, a photo book type); carrier days per destination
-- country with the date-holidays region whose public holidays the carrier keeps there ('' = the
-- country's nationwide holidays). Cut-off, time zone and production site are named in
-- shared/delivery/delivery-date.ts.
CREATE TABLE delivery_production (
  product TEXT NOT NULL CHECK (product IN ('card', 'calendar', 'photobook', 'photobox', 'wallart')),
  option TEXT NOT NULL DEFAULT '',
  days INTEGER NOT NULL CHECK (days BETWEEN 1 AND 30),
  PRIMARY KEY (product, option)
);

CREATE TABLE delivery_carriers (
  country TEXT PRIMARY KEY CHECK (length(country) = 2),
  days INTEGER NOT NULL CHECK (days BETWEEN 1 AND 30),
  holiday_region TEXT NOT NULL DEFAULT ''
);

INSERT INTO delivery_production (product, option, days) VALUES
('card', '', 2),
('calendar', '', 3),
('photobook', '', 4),
('photobook', 'echtfotobuch-hard', 6),
('photobook', 'digitalfotobuch-hard', 5),
('photobox', '', 2),
('wallart', '', 3),
('wallart', 'poster', 2),
('wallart', 'hahnemuehle', 2),
('wallart', 'leinwand', 3),
('wallart', 'acrylglas', 4),
('wallart', 'aludibond', 4),
('wallart', 'echtglas', 5),
('wallart', 'fototapete', 4),
('wallart', 'artbox', 5),
('wallart', 'holzrahmen', 4),
('wallart', 'schattenfuge-leinwand', 5),
('wallart', 'schattenfuge-platte', 5);

-- Switzerland: Zurich's holidays (Good Friday, Easter Monday, Whit Monday and 26 December are cantonal
-- there, and the post keeps them in most cantons); the United Kingdom: England and Wales (Royal Mail's
-- bank holidays); every other country its nationwide public holidays.
INSERT INTO delivery_carriers (country, days, holiday_region) VALUES
('DE', 1, ''),
('AT', 2, ''),
('CH', 3, 'ZH'),
('LI', 3, ''),
('LU', 2, ''),
('BE', 2, ''),
('NL', 2, ''),
('FR', 3, ''),
('IT', 4, ''),
('ES', 4, ''),
('GB', 4, 'ENG'),
('US', 6, '');
