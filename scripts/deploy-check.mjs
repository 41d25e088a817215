// `npm run deploy:check`: `wrangler deploy --dry-run --env production` for both workers (the shop
// and the embedded backend), offline: wrangler reads the config, bundles and lists the bindings
// without logging in or uploading. Fails when either config or bundle is broken, or when the routes
// of wrangler.toml are not the ones the site table gives (`npm run routes -- --check`).
// Needs the built client (dist/client, `npm run build`); `npm test` runs it after building.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const wrangler = path.join(root, "node_modules/wrangler/bin/wrangler.js");
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

function run(label, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("close", (code) => resolve({ label, code, out }));
  });
}

export async function deployCheck({ quiet = false } = {}) {
  const outdir = mkdtempSync(path.join(tmpdir(), "deploy-check-"));
  try {
    const results = await Promise.all([
      run("routes", [path.join(root, "scripts/routes.mjs"), "--check"]),
      run("shop", [wrangler, "deploy", "--dry-run", "--env", "production", "--outdir", path.join(outdir, "shop")]),
      run("shop-backend", [
        wrangler,
        "deploy",
        "--dry-run",
        "--env",
        "production",
        "-c",
        "backend/wrangler.toml",
        "--outdir",
        path.join(outdir, "backend"),
      ]),
    ]);
    let ok = true;
    for (const r of results) {
      const done = r.code === 0;
      if (!done) ok = false;
      if (!done || !quiet) console.log(`${done ? "ok  " : "FAIL"} deploy check ${r.label}${done ? "" : `\n${r.out}`}`);
    }
    return ok;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit((await deployCheck()) ? 0 : 1);
}
