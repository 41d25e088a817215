-- Campaigns for the campaign data call (specification section 7, "/web-api/campaign-data"):
-- a bar shown on the pages under a path prefix, per channel and language, while the campaign runs.
CREATE TABLE campaigns (
  id TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('kartenliebe', 'wallart')),
  language TEXT NOT NULL CHECK (language IN ('de', 'en', 'es', 'fr', 'it', 'nl')),
  -- Route path prefix without locale folder, for example '/fotokalender'.
  path_prefix TEXT NOT NULL,
  text TEXT NOT NULL,
  color TEXT NOT NULL DEFAULT '#ffffff',
  background_color TEXT NOT NULL DEFAULT '#222222',
  countdown_end TEXT,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  PRIMARY KEY (id, channel, language, path_prefix)
);
CREATE INDEX campaigns_lookup ON campaigns (channel, language, starts_at, ends_at);

INSERT INTO campaigns (id, channel, language, path_prefix, text, color, background_color, countdown_end, starts_at, ends_at) VALUES
('calendar-early-bird', 'kartenliebe', 'de', '/fotokalender', '<b>Frühbucher:</b> 25 % auf alle Fotokalender 2027, nur noch {countdown}', '#ffffff', '#1f6f50', '2027-01-31T22:59:59Z', '2026-09-01T00:00:00Z', '2027-01-31T22:59:59Z'),
('calendar-early-bird', 'kartenliebe', 'en', '/photo-calendars', '<b>Early bird:</b> 25% off all 2027 photo calendars, ends in {countdown}', '#ffffff', '#1f6f50', '2027-01-31T22:59:59Z', '2026-09-01T00:00:00Z', '2027-01-31T22:59:59Z'),
('calendar-early-bird', 'kartenliebe', 'fr', '/calendrier-photo', '<b>Offre anticipée :</b> -25 % sur tous les calendriers photo 2027, encore {countdown}', '#ffffff', '#1f6f50', '2027-01-31T22:59:59Z', '2026-09-01T00:00:00Z', '2027-01-31T22:59:59Z'),
('calendar-early-bird', 'kartenliebe', 'it', '/calendario-personalizzato', '<b>Prenota prima:</b> -25% su tutti i calendari 2027, ancora {countdown}', '#ffffff', '#1f6f50', '2027-01-31T22:59:59Z', '2026-09-01T00:00:00Z', '2027-01-31T22:59:59Z'),
('calendar-early-bird', 'kartenliebe', 'es', '/calendario-personalizado', '<b>Reserva anticipada:</b> -25 % en todos los calendarios 2027, solo {countdown}', '#ffffff', '#1f6f50', '2027-01-31T22:59:59Z', '2026-09-01T00:00:00Z', '2027-01-31T22:59:59Z'),
('calendar-early-bird', 'kartenliebe', 'nl', '/fotokalender', '<b>Vroegboekers:</b> 25% korting op alle fotokalenders 2027, nog {countdown}', '#ffffff', '#1f6f50', '2027-01-31T22:59:59Z', '2026-09-01T00:00:00Z', '2027-01-31T22:59:59Z'),
('canvas-week', 'wallart', 'de', '/leinwanddruck', '<b>Leinwand-Woche:</b> 30 % auf Leinwanddrucke, nur noch {countdown}', '#ffffff', '#1f4e79', '2027-06-30T21:59:59Z', '2026-11-01T00:00:00Z', '2027-06-30T21:59:59Z'),
('canvas-week', 'wallart', 'en', '/canvas-prints', '<b>Canvas week:</b> 30% off canvas prints, ends in {countdown}', '#ffffff', '#1f4e79', '2027-06-30T21:59:59Z', '2026-11-01T00:00:00Z', '2027-06-30T21:59:59Z'),
('canvas-week', 'wallart', 'fr', '/impression-sur-toile', '<b>Semaine de la toile :</b> -30 % sur les impressions sur toile, encore {countdown}', '#ffffff', '#1f4e79', '2027-06-30T21:59:59Z', '2026-11-01T00:00:00Z', '2027-06-30T21:59:59Z'),
('canvas-week', 'wallart', 'it', '/stampa-su-tela', '<b>Settimana della tela:</b> -30% sulle stampe su tela, ancora {countdown}', '#ffffff', '#1f4e79', '2027-06-30T21:59:59Z', '2026-11-01T00:00:00Z', '2027-06-30T21:59:59Z'),
('canvas-week', 'wallart', 'es', '/impresion-sobre-lienzo', '<b>Semana del lienzo:</b> -30 % en impresiones sobre lienzo, solo {countdown}', '#ffffff', '#1f4e79', '2027-06-30T21:59:59Z', '2026-11-01T00:00:00Z', '2027-06-30T21:59:59Z'),
('canvas-week', 'wallart', 'nl', '/afdruk-op-canvas', '<b>Canvasweek:</b> 30% korting op canvasafdrukken, nog {countdown}', '#ffffff', '#1f4e79', '2027-06-30T21:59:59Z', '2026-11-01T00:00:00Z', '2027-06-30T21:59:59Z');
