// `npm run screenshots`: every page type of scripts/page-types.mjs at a phone, a tablet and a wide
// screen in Debian's Chromium, written to screenshots/ (gitignored) with a contact sheet,
// screenshots/index.html, that shows the whole shop at once. Starts the shop (client build,
// migrations, wrangler dev on PORT, default 8789, with its own state) unless SHOP_PORT names a shop
// that already runs. `node scripts/screenshots.mjs home karten` takes only those page types.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { buildClient } from "./build-client.mjs";
import { PAGE_TYPES, WIDTHS, consentCookie, pageUrl } from "./page-types.mjs";
import { nodeBin, offlineEnv, wranglerBin } from "./wrangler-env.mjs";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "screenshots");
const USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

async function waitForReady(url, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the shop did not answer on ${url}`);
}

/** A running shop: the one on SHOP_PORT, or one started here (stopped by the returned function). */
async function startShop() {
  if (process.env.SHOP_PORT) return { port: Number(process.env.SHOP_PORT), stop: async () => {} };
  const port = Number(process.env.PORT ?? 8789);
  await buildClient({ quiet: true, reuse: true });
  const state = mkdtempSync(path.join(tmpdir(), "shop-screenshots-"));
  const env = offlineEnv();
  const migrate = spawnSync(
    nodeBin,
    [wranglerBin, "d1", "migrations", "apply", "shop", "--local", "-c", "backend/wrangler.toml", "--persist-to", state],
    { cwd: root, env, encoding: "utf8" },
  );
  if (migrate.status !== 0) throw new Error(`migrations failed:\n${migrate.stdout}\n${migrate.stderr}`);
  const dev = spawn(
    nodeBin,
    [
      wranglerBin,
      "dev",
      "-c",
      "wrangler.toml",
      "-c",
      "backend/wrangler.toml",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      state,
      "--show-interactive-dev-session=false",
    ],
    { cwd: root, env, stdio: "ignore" },
  );
  await waitForReady(`http://127.0.0.1:${port}/healthz`, Date.now() + 120_000);
  return {
    port,
    stop: async () => {
      dev.kill("SIGTERM");
      await new Promise((r) => dev.once("exit", r));
      rmSync(state, { recursive: true, force: true });
    },
  };
}

const only = process.argv.slice(2);
const types = only.length > 0 ? PAGE_TYPES.filter((t) => only.includes(t.name)) : PAGE_TYPES;
mkdirSync(out, { recursive: true });
const shop = await startShop();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  headless: true,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",
  ],
});
const rows = [];
try {
  for (const type of types) {
    const shots = [];
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        userAgent: USER_AGENT,
        isMobile: width < 768,
        hasTouch: width < 768,
      });
      await context.addCookies([consentCookie(type)]);
      const page = await context.newPage();
      await page.goto(pageUrl(type, shop.port), { waitUntil: "load", timeout: 120_000 });
      // Scrolls through the page so that lazy pictures load before the full-page picture is taken.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(300);
      const file = `${type.name}-${width}.png`;
      await page.screenshot({ path: path.join(out, file), fullPage: true });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      shots.push({ width, file, overflow });
      await context.close();
      console.log(`${file}${overflow > 0 ? ` (${overflow}px wider than the screen)` : ""}`);
    }
    rows.push({ type, shots });
  }
} finally {
  await browser.close();
  await shop.stop();
}

const escapeHtml = (s) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
const sheet = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Contact sheet: every page type at ${WIDTHS.join(", ")} px</title>
<style>
body { font: 14px system-ui, sans-serif; margin: 1rem; background: #eee; }
section { margin-bottom: 2rem; }
.row { display: flex; gap: 1rem; align-items: flex-start; }
figure { margin: 0; background: #fff; padding: .5rem; }
figure img { display: block; width: 100%; }
figcaption { margin-bottom: .25rem; color: #444; }
.warn { color: #b00; font-weight: 600; }
</style></head><body>
<h1>Contact sheet (${new Date().toISOString()})</h1>
${rows
  .map(
    ({ type, shots }) =>
      `<section><h2>${escapeHtml(type.name)}: ${escapeHtml(type.host + type.path)}</h2><div class="row">${shots
        .map(
          (s) =>
            `<figure style="flex: ${s.width} 1 0"><figcaption>${s.width} px${s.overflow > 0 ? ` <span class="warn">${s.overflow}px horizontal overflow</span>` : ""}</figcaption><a href="${s.file}"><img src="${s.file}" alt="${escapeHtml(type.name)} at ${s.width} px" loading="lazy"></a></figure>`,
        )
        .join("")}</div></section>`,
  )
  .join("\n")}
</body></html>
`;
writeFileSync(path.join(out, "index.html"), sheet);
console.log(`contact sheet: ${path.relative(process.cwd(), path.join(out, "index.html"))}`);
