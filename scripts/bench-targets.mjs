// What `npm run bench` and `scripts/profile.mjs` request: pages of each kind and a static asset.
export const BENCH_STATIC = { name: "static asset /favicon.svg", host: "kartenliebe.de.localhost", path: "/favicon.svg", status: 200 };
export const BENCH_TARGETS = [
  { name: "home kartenliebe.de", host: "kartenliebe.de.localhost", path: "/", status: 200 },
  { name: "home kartenliebe.ch/fr", host: "kartenliebe.ch.localhost", path: "/fr/", status: 200 },
  { name: "/products", host: "kartenliebe.de.localhost", path: "/products", status: 200 },
  { name: "/themes/1001", host: "kartenliebe.de.localhost", path: "/themes/1001", status: 200 },
  { name: "canvas prints with calculator (wall art)", host: "wallart.de.localhost", path: "/leinwanddruck/", status: 200 },
  { name: "404 unmatched slug", host: "kartenliebe.de.localhost", path: "/Keine-Seite", status: 404 },
  BENCH_STATIC,
];
