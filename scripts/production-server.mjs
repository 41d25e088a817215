// The shop in production mode on loopback, for the benchmark and the client-size measurement:
// both workers bundled as `wrangler deploy` bundles them (minified, React's production build,
// NODE_ENV production), then run by Miniflare directly: one workerd, no wrangler dev proxy in
// front, no identity encoding (ENVIRONMENT=production), the D1 migrations applied to a fresh
// local database. `stop()` ends everything it started and removes its files.
// It builds from a copy of the sources in a folder of its own, with its own client build: a
// `npm start` or browser test running from this checkout keeps its dist/client and dist/manifest.json.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { nodeBin, offlineEnv, wranglerBin } from "./wrangler-env.mjs";

const root = path.resolve(import.meta.dirname, "..");

function wrangler(args, what, cwd = root) {
  const result = spawnSync(nodeBin, [wranglerBin, ...args], { cwd, env: offlineEnv(), encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${what} failed:\n${result.stdout}\n${result.stderr}`);
}

/** What the production build reads: copied, so that its dist/ is its own. */
const SOURCES = [
  "worker",
  "client",
  "shared",
  "locales",
  "backend",
  "content",
  "scripts",
  "wrangler.toml",
  "package.json",
  "tsconfig.base.json",
];

/** Copies the sources into `dir` (node_modules linked) and builds the client there; returns `dir`. */
async function buildCopy(dir) {
  for (const source of SOURCES) cpSync(path.join(root, source), path.join(dir, source), { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  const { buildClient } = await import(pathToFileURL(path.join(dir, "scripts/build-client.mjs")).href);
  await buildClient({ quiet: true });
  return dir;
}

/** Wrangler and Miniflare need Node 22; re-runs this script with the `node` dev dependency if needed. */
export function ensureNode22() {
  if (Number(process.versions.node.split(".")[0]) >= 22) return;
  const result = spawnSync(nodeBin, process.argv.slice(1), { stdio: "inherit" });
  process.exit(result.status ?? 1);
}

/** Bindings and assets as wrangler reads them from the config; the sources are our bundles. */
function workerOptions({ workerOptions: { modulesRules, rootPath, ...options } }) {
  return options;
}

/**
 * Starts the shop on `127.0.0.1:port`. Returns its origin and `stop()`. For `scripts/profile.mjs`:
 * `inspectorPort` opens workerd's V8 inspector, `minify: false` keeps function names readable.
 * `htmlCache: false` turns the edge HTML cache off (decision 090), to measure uncached renders.
 * `staticFiles`: paths under the assets directory the benchmark fills once the shop runs
 * (`replaceStatic`); they exist, empty, from the start, because Miniflare's asset server lists its
 * files when it starts and reads a listed file's bytes from disk on each request.
 * @param {{ port: number, log?: (line: string) => void, inspectorPort?: number, minify?: boolean, htmlCache?: boolean, staticFiles?: string[] }} options
 */
export async function startProductionShop({
  port,
  log = () => {},
  inspectorPort,
  minify = true,
  htmlCache = true,
  staticFiles = [],
}) {
  const { Miniflare, convertV4MiniflareOptions } = await import("miniflare");
  const { unstable_getMiniflareWorkerOptions } = await import("wrangler");
  const work = mkdtempSync(path.join(tmpdir(), "shop-production-"));
  let mf;
  const stop = async () => {
    await mf?.dispose();
    rmSync(work, { recursive: true, force: true });
  };
  try {
    log("building the client from a copy of the sources");
    const source = await buildCopy(path.join(work, "source"));
    const assetsDir = path.join(source, "dist/client");
    for (const file of staticFiles) {
      mkdirSync(path.dirname(path.join(assetsDir, file)), { recursive: true });
      writeFileSync(path.join(assetsDir, file), "");
    }
    log("bundling both workers for production");
    const minifyFlag = minify ? ["--minify"] : [];
    wrangler(
      ["deploy", "--dry-run", ...minifyFlag, "-c", "wrangler.toml", "--outdir", path.join(work, "shop")],
      "bundling the shop",
      source,
    );
    wrangler(
      ["deploy", "--dry-run", ...minifyFlag, "-c", "backend/wrangler.toml", "--outdir", path.join(work, "backend")],
      "bundling the backend",
      source,
    );

    const shop = workerOptions(unstable_getMiniflareWorkerOptions(path.join(source, "wrangler.toml")));
    const backend = workerOptions(unstable_getMiniflareWorkerOptions(path.join(source, "backend/wrangler.toml")));
    mf = new Miniflare(
      convertV4MiniflareOptions({
        host: "127.0.0.1",
        port,
        inspectorPort,
        d1Persist: path.join(work, "v3/d1"),
        kvPersist: false,
        workers: [
          {
            ...shop,
            name: "shop",
            modules: true,
            modulesRoot: path.join(work, "shop"),
            scriptPath: path.join(work, "shop/index.js"),
            // Production requires its own CSRF signing secret (worker/config): a fresh one per run.
            bindings: {
              ...shop.bindings,
              ENVIRONMENT: "production",
              DEBUG: "0",
              HTML_CACHE: htmlCache ? "on" : "off",
              CSRF_SECRET: randomBytes(24).toString("base64url"),
            },
          },
          {
            ...backend,
            name: "shop-backend",
            modulesRoot: path.join(work, "backend"),
            modules: bundleModules(path.join(work, "backend")),
            bindings: { ...backend.bindings, ENVIRONMENT: "production" },
          },
        ],
      }),
    );
    const url = await mf.ready;
    log("applying the D1 migrations");
    await applyMigrations(await mf.getD1Database("DB", "shop-backend"));
    log(`shop ready on ${url.origin}`);
    /** Gives one of `staticFiles` its bytes. */
    const replaceStatic = (file, bytes) => {
      if (!staticFiles.includes(file)) throw new Error(`${file} is not one of the static files listed at start`);
      writeFileSync(path.join(assetsDir, file), bytes);
    };
    // The client build's manifest, for what a page loads beyond its HTML's scripts (scripts/client-size.mjs).
    const manifest = JSON.parse(readFileSync(path.join(source, "dist/manifest.json"), "utf8"));
    return { origin: url.origin, stop, worker: (name) => mf.getWorker(name), replaceStatic, manifest };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The modules of a bundle wrangler wrote: `index.js` first, and any WebAssembly it emitted beside it
 * (the password hash's) as a compiled module, as a deploy uploads it.
 */
function bundleModules(dir) {
  const wasm = readdirSync(dir).filter((name) => name.endsWith(".wasm"));
  return [
    { type: "ESModule", path: path.join(dir, "index.js") },
    ...wasm.map((name) => ({ type: "CompiledWasm", path: path.join(dir, name) })),
  ];
}

/**
 * GET on loopback with a chosen Host header (Node's fetch drops Host) and any other headers, redirects not followed.
 * @returns {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders, body: Buffer }>}
 */
export async function getWithHost(origin, pathname, host, headers = {}) {
  const http = await import("node:http");
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(pathname, origin), { headers: { ...headers, host }, agent: false }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`no answer for ${pathname}`)));
    request.on("error", reject);
  });
}

/**
 * Applies backend/migrations/*.sql in order through the running backend's own D1 binding
 * (Miniflare keeps its D1 state in a directory of its own, so `wrangler d1 migrations apply`
 * against a persist path would not reach it).
 */
async function applyMigrations(db) {
  const dir = path.join(root, "backend/migrations");
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    const statements = splitSql(readFileSync(path.join(dir, file), "utf8"));
    if (statements.length) await db.batch(statements.map((sql) => db.prepare(sql)));
  }
}

const TRIGGER = /^\s*CREATE\s+(TEMP\s+|TEMPORARY\s+)?TRIGGER\b/i;

/**
 * Splits SQL into statements at semicolons outside quotes, dropping `--` comments. A trigger's body
 * (`CREATE TRIGGER ... BEGIN ...; END`) holds semicolons of its own: its statement ends after `END`.
 */
export function splitSql(sql) {
  const out = [];
  let current = "";
  let quote = "";
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i];
    if (quote) {
      current += ch;
      if (ch === quote && sql[i + 1] === quote) current += sql[++i];
      else if (ch === quote) quote = "";
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      current += ch;
    } else if (ch === "-" && sql[i + 1] === "-") {
      while (i < sql.length && sql[i] !== "\n") i++;
      current += "\n";
    } else if (ch === ";" && (!TRIGGER.test(current) || /\bEND\s*$/i.test(current))) {
      if (current.trim()) out.push(current.trim());
      current = "";
    } else {
      current += ch;
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

/** Fields of /proc/<pid>/stat after the command name: [state, ppid, ...]. */
function procStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    return {
      comm: text.slice(text.indexOf("(") + 1, text.lastIndexOf(")")),
      fields: text.slice(text.lastIndexOf(")") + 2).split(" "),
    };
  } catch {
    return undefined;
  }
}

/** The workerd processes this script started, with their /proc stat fields. */
function ourWorkerd() {
  const parents = new Map();
  const stats = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(entry);
    if (!stat) continue;
    stats.set(Number(entry), stat);
    parents.set(Number(entry), Number(stat.fields[1]));
  }
  const ours = (pid) => {
    for (let p = pid; p > 1; p = parents.get(p) ?? 0) if (p === process.pid) return true;
    return false;
  };
  return [...stats].filter(([pid, stat]) => stat.comm === "workerd" && ours(pid));
}

/**
 * CPU seconds used so far by the workerd processes this script started (user + system). On a
 * shared machine this is steadier than requests per second: it does not depend on who else runs.
 */
export function workerdCpuSeconds() {
  let ticks = 0;
  for (const [, stat] of ourWorkerd()) ticks += Number(stat.fields[11]) + Number(stat.fields[12]);
  return ticks / CLOCK_TICKS;
}

/** Resident memory of the workerd processes this script started, in bytes (VmRSS). */
export function workerdRssBytes() {
  let bytes = 0;
  for (const [pid] of ourWorkerd()) {
    try {
      const kib = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
      bytes += Number(kib ?? 0) * 1024;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return bytes;
}
