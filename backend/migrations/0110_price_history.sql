-- Price history (Directive 98/6/EC, article 6a; in Germany § 11 PAngV; docs/decisions/195): every
-- price the catalogue applies, per SKU (article and format) and currency, with the time it took
-- effect, so that a reduction can name the lowest price of the 30 days before it. Prices are kept
-- per currency, not per shop: every shop of a currency applies the same price.
CREATE TABLE catalogue_price_history (
  sku TEXT NOT NULL,
  currency TEXT NOT NULL CHECK (currency IN ('chf', 'eur', 'gbp', 'usd')),
  price_original INTEGER NOT NULL CHECK (price_original >= 0),
  price_current INTEGER NOT NULL CHECK (price_current >= 0),
  -- ISO 8601 in UTC with milliseconds, as JavaScript's toISOString() writes it, so text order is time order.
  effective_from TEXT NOT NULL,
  PRIMARY KEY (sku, currency, effective_from)
);

-- Whatever writes a price (the backend, a seed, an import) records it: the history cannot miss a change.
CREATE TRIGGER catalogue_price_inserted AFTER INSERT ON catalogue_prices
BEGIN
  INSERT OR REPLACE INTO catalogue_price_history (sku, currency, price_original, price_current, effective_from)
  VALUES (NEW.sku, NEW.currency, NEW.price_original, NEW.price_current, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;

CREATE TRIGGER catalogue_price_changed AFTER UPDATE OF price_original, price_current ON catalogue_prices
WHEN OLD.price_original IS NOT NEW.price_original OR OLD.price_current IS NOT NEW.price_current
BEGIN
  INSERT OR REPLACE INTO catalogue_price_history (sku, currency, price_original, price_current, effective_from)
  VALUES (NEW.sku, NEW.currency, NEW.price_original, NEW.price_current, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;

-- A plausible past for today's prices (the seed knows only today's): every price has held since
-- 120 days ago; today's sale prices took effect 10 days ago, after the list price; and one sale SKU
-- in three had a shorter sale 40 to 25 days ago, halfway down, so its lowest price of the 30 days
-- before today's reduction lies below the list price.
INSERT INTO catalogue_price_history (sku, currency, price_original, price_current, effective_from)
SELECT sku, currency, price_original, price_original, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-120 days')
FROM catalogue_prices;

INSERT INTO catalogue_price_history (sku, currency, price_original, price_current, effective_from)
SELECT sku, currency, price_original, (price_original + price_current) / 2,
  strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-40 days')
FROM catalogue_prices WHERE price_original > price_current AND length(sku) % 3 = 0;

INSERT INTO catalogue_price_history (sku, currency, price_original, price_current, effective_from)
SELECT sku, currency, price_original, price_original, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-25 days')
FROM catalogue_prices WHERE price_original > price_current AND length(sku) % 3 = 0;

INSERT INTO catalogue_price_history (sku, currency, price_original, price_current, effective_from)
SELECT sku, currency, price_original, price_current, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-10 days')
FROM catalogue_prices WHERE price_original > price_current;
