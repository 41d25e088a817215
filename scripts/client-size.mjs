// The client JavaScript a content page loads (issue 2, part 6): everything the page's HTML
// references (the main module, its modulepreloads, the islands on the page) plus every module
// those import statically, each gzipped as a server would send it. Run on its own it starts the
// shop in production mode on CLIENT_SIZE_PORT (default 8798) and measures the home page.
import { gzipSync } from "node:zlib";
import { ensureNode22, getWithHost, startProductionShop } from "./production-server.mjs";

/** Static imports of a minified ES module: `import{a}from"./chunk.js"`, `import"./x.js"`, `export*from"./y.js"`. */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g;

function referencedScripts(html) {
  const found = [
    ...[...html.matchAll(/<script[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<shop-island[^>]*\bdata-src="([^"]+)"/g)].map((m) => m[1]),
  ];
  return [...new Set(found)];
}

/**
 * @returns {Promise<{ files: { path: string, bytes: number, gzip: number }[], bytes: number, gzip: number }>}
 */
export async function measureClientSize(origin, { host = "kartenliebe.de.localhost", path = "/" } = {}) {
  const page = await getWithHost(origin, path, host);
  if (page.status !== 200) throw new Error(`${host}${path} answered ${page.status}`);
  const queue = referencedScripts(page.body.toString("utf8"));
  const files = [];
  const seen = new Set();
  while (queue.length > 0) {
    const src = queue.shift();
    if (seen.has(src)) continue;
    seen.add(src);
    const asset = await getWithHost(origin, src, host);
    if (asset.status !== 200) throw new Error(`${src} answered ${asset.status}`);
    files.push({ path: src, bytes: asset.body.length, gzip: gzipSync(asset.body).length });
    for (const [, spec] of asset.body.toString("utf8").matchAll(STATIC_IMPORT)) queue.push(new URL(spec, `http://x${src}`).pathname);
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

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureNode22();
  const port = Number(process.env.CLIENT_SIZE_PORT ?? 8798);
  const shop = await startProductionShop({ port, log: (line) => console.error(line) });
  try {
    for (const [host, path] of [["kartenliebe.de.localhost", "/"], ["kartenliebe.ch.localhost", "/fr/calendrier-photo"]]) {
      console.log(formatClientSize(await measureClientSize(shop.origin, { host, path }), `http://${host}${path}`) + "\n");
    }
  } finally {
    await shop.stop();
  }
}
