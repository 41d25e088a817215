// The client JavaScript a page loads: everything the page's HTML references (the main module, its
// modulepreloads or the module loader's list, the islands on the page, whatever their hydration
// moment) plus every module those import statically, each gzipped as a server would send it.
// `npm run bench` prints it for every page type against the budget of 90 KiB (decision 097). Run on
// its own it starts the shop in production mode on CLIENT_SIZE_PORT (default 8798) and prints the
// files of each page type.
import { gzipSync } from "node:zlib";
import { ensureNode22, getWithHost, startProductionShop } from "./production-server.mjs";

/** At most this much gzipped JavaScript on every page type (decision 097). */
export const CLIENT_BUDGET_KIB = 90;

/** One page of each type, calculator pages included. */
export const CLIENT_PAGES = [
  { name: "home", host: "kartenliebe.de.localhost", path: "/" },
  { name: "content page", host: "kartenliebe.ch.localhost", path: "/fr/calendrier-photo" },
  { name: "product page with calculator (canvas)", host: "wallart.de.localhost", path: "/leinwanddruck/" },
  {
    name: "product page with calculator (canvas, fr)",
    host: "wallart.ch.localhost",
    path: "/fr/impression-sur-toile/",
  },
  { name: "/products", host: "kartenliebe.de.localhost", path: "/products" },
  { name: "theme page", host: "kartenliebe.de.localhost", path: "/themes/1001" },
  { name: "cart", host: "kartenliebe.de.localhost", path: "/warenkorb" },
  { name: "gift voucher", host: "kartenliebe.de.localhost", path: "/geschenkgutschein" },
  { name: "contact (form)", host: "kartenliebe.de.localhost", path: "/kontakt" },
  { name: "account", host: "kartenliebe.de.localhost", path: "/mein-konto" },
  { name: "wishlist", host: "kartenliebe.de.localhost", path: "/merkliste" },
  { name: "404", host: "kartenliebe.de.localhost", path: "/Keine-Seite", status: 404 },
];

/** Static imports of a minified ES module: `import{a}from"./chunk.js"`, `import"./x.js"`, `export*from"./y.js"`. */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g;

/**
 * Modules the main module loads with `import()` at start when the page has what they serve
 * (client/main.ts): the in-place list updates on a page with a list region.
 */
const LOADED_AT_START = [{ marker: "data-product-list", module: "client/services/list-navigation.ts" }];

function referencedScripts(html, manifest) {
  const found = [
    ...LOADED_AT_START.filter(({ marker }) => html.includes(marker)).map(({ module }) => {
      const src = manifest.dynamic?.[module];
      if (!src) throw new Error(`${module} is not in the client build's manifest`);
      return src;
    }),
    ...[...html.matchAll(/<script[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]),
    // The module loader's script names the main module and its chunks (worker/render/module-loader.tsx).
    ...[...html.matchAll(/<script[^>]*\bdata-main-module="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<script[^>]*\bdata-preloads="([^"]*)"/g)].flatMap((m) => m[1].split(" ").filter(Boolean)),
    ...[...html.matchAll(/<shop-island[^>]*\bdata-src="([^"]+)"/g)].map((m) => m[1]),
  ];
  return [...new Set(found)];
}

/**
 * @returns {Promise<{ files: { path: string, bytes: number, gzip: number }[], bytes: number, gzip: number }>}
 */
export async function measureClientSize(
  origin,
  manifest,
  { host = "kartenliebe.de.localhost", path = "/", status = 200 } = {},
) {
  const page = await getWithHost(origin, path, host);
  if (page.status !== status) throw new Error(`${host}${path} answered ${page.status}`);
  const queue = referencedScripts(page.body.toString("utf8"), manifest);
  const files = [];
  const seen = new Set();
  while (queue.length > 0) {
    const src = queue.shift();
    if (seen.has(src)) continue;
    seen.add(src);
    const asset = await getWithHost(origin, src, host);
    if (asset.status !== 200) throw new Error(`${src} answered ${asset.status}`);
    files.push({ path: src, bytes: asset.body.length, gzip: gzipSync(asset.body).length });
    for (const [, spec] of asset.body.toString("utf8").matchAll(STATIC_IMPORT))
      queue.push(new URL(spec, `http://x${src}`).pathname);
  }
  const sum = (key) => files.reduce((total, file) => total + file[key], 0);
  return { files, bytes: sum("bytes"), gzip: sum("gzip") };
}

export function formatClientSize({ files, bytes, gzip }, label) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
  const lines = [`Client JavaScript of ${label}:`, "", "| file | raw | gzip |", "|---|---:|---:|"];
  for (const file of files) lines.push(`| ${file.path} | ${kb(file.bytes)} | ${kb(file.gzip)} |`);
  lines.push(`| **total** | **${kb(bytes)}** | **${kb(gzip)}** |`);
  return lines.join("\n");
}

/** Every page type's total against the budget, one line each, and a last line PASS or FAIL. */
export async function measureClientBudget(origin, manifest) {
  const rows = [];
  for (const page of CLIENT_PAGES) rows.push({ page, size: await measureClientSize(origin, manifest, page) });
  return rows;
}

export function formatClientBudget(rows) {
  const kib = (n) => (n / 1024).toFixed(1);
  const lines = [
    `Client JavaScript per page type (gzip, every script the page loads incl. modulepreloads and lazily hydrated islands; budget ${CLIENT_BUDGET_KIB} KiB):`,
    "",
    "| page type | page | files | gzip KiB | budget |",
    "|---|---|---:|---:|---|",
  ];
  for (const { page, size } of rows) {
    const pass = size.gzip <= CLIENT_BUDGET_KIB * 1024;
    lines.push(
      `| ${page.name} | ${page.host}${page.path} | ${size.files.length} | ${kib(size.gzip)} | ${pass ? "pass" : "FAIL"} |`,
    );
  }
  const failed = rows.filter(({ size }) => size.gzip > CLIENT_BUDGET_KIB * 1024);
  const worst = Math.max(...rows.map(({ size }) => size.gzip));
  lines.push(
    "",
    `JavaScript budget ${CLIENT_BUDGET_KIB} KiB gzip: ${failed.length === 0 ? "PASS" : `FAIL (${failed.map(({ page }) => page.name).join(", ")})`}, largest ${kib(worst)} KiB`,
  );
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureNode22();
  const port = Number(process.env.CLIENT_SIZE_PORT ?? 8798);
  const shop = await startProductionShop({ port, log: (line) => console.error(line) });
  try {
    const rows = await measureClientBudget(shop.origin, shop.manifest);
    for (const { page, size } of rows)
      console.log(`${formatClientSize(size, `${page.name}, http://${page.host}${page.path}`)}\n`);
    console.log(formatClientBudget(rows));
  } finally {
    await shop.stop();
  }
}
