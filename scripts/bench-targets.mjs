// What `npm run bench` and `scripts/profile.mjs` request: pages of each kind and a static asset.
export const BENCH_STATIC = {
  name: "static asset /favicon.svg",
  host: "kartenliebe.de.localhost",
  path: "/favicon.svg",
  status: 200,
};
export const BENCH_TARGETS = [
  { name: "home kartenliebe.de", host: "kartenliebe.de.localhost", path: "/", status: 200 },
  { name: "home kartenliebe.ch/fr", host: "kartenliebe.ch.localhost", path: "/fr/", status: 200 },
  // Never cached for people (section 2 "Error page": its header and footer come from no cache; decision 090): crawlers get a shared copy.
  { name: "/products", host: "kartenliebe.de.localhost", path: "/products", status: 200, cachedForCrawlersOnly: true },
  { name: "/themes/1001", host: "kartenliebe.de.localhost", path: "/themes/1001", status: 200 },
  {
    name: "canvas prints with calculator (wall art)",
    host: "wallart.de.localhost",
    path: "/leinwanddruck/",
    status: 200,
  },
  { name: "404 unmatched slug", host: "kartenliebe.de.localhost", path: "/Keine-Seite", status: 404 },
  BENCH_STATIC,
];

/** The user agent of the crawler runs (isbot knows it). */
export const BENCH_CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** The goal: a cached page answers at least this share of the static asset's requests per second, in the same run. */
export const CACHED_GOAL = 0.5;
