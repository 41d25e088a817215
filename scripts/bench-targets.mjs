// What `npm run bench` and `scripts/profile.mjs` request: pages of each kind and a static asset.
export const BENCH_STATIC = {
  name: "static asset /favicon.svg",
  host: "kartenliebe.de.localhost",
  path: "/favicon.svg",
  status: 200,
};
/**
 * The honest limit for a page: a static file of a page's size served by the same runtime, with the
 * same compression. The benchmark writes the home page's own HTML (about 160 KB, 28 KB gzip) into
 * this file once the shop has rendered it (`replaceStatic` of production-server.mjs), so both
 * answers carry the same bytes; only the benchmark's own copy of the build holds it.
 */
export const BENCH_PAGE_STATIC = {
  name: "static page-sized (home's HTML as a file)",
  host: "kartenliebe.de.localhost",
  // The asset server answers `/bench/page.html` with a redirect to this address (html_handling).
  path: "/bench/page",
  file: "bench/page.html",
  status: 200,
};
export const BENCH_TARGETS = [
  { name: "home kartenliebe.de", host: "kartenliebe.de.localhost", path: "/", status: 200 },
  { name: "home kartenliebe.ch/fr", host: "kartenliebe.ch.localhost", path: "/fr/", status: 200 },
  // Cached for people and crawlers alike (decision 090); measured with a crawler's agent as well.
  { name: "/products", host: "kartenliebe.de.localhost", path: "/products", status: 200, crawlerHit: true },
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

/** The goal: a cached page answers at least this share of the page-sized static file's requests per second, in the same run. */
export const CACHED_GOAL = 0.8;

/** What a browser says it accepts; the runtime compresses pages and static files alike by it. */
export const BROWSER_ACCEPT_ENCODING = "gzip, br";
