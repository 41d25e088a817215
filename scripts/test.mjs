// `npm test`: every test. Checks formatting and lint, builds the client (the worker imports its
// manifest) unless nothing it is made of changed, starts the type check, the deploy check and the
// dead-code check (alongside the rest), bundles the backend worker (the renderer's tests run it as an
// auxiliary worker), then runs all vitest projects: shared, client, worker-unit, worker, backend and
// browser. Arguments go to vitest: `npm test -- --project worker test/worker/routes.test.ts`.
import { build } from "esbuild";
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { buildClient } from "./build-client.mjs";
import { deadCode } from "./dead-code.mjs";
import { deployCheck } from "./deploy-check.mjs";

const root = path.resolve(import.meta.dirname, "..");

// Formatting and lint first (Biome, about 2 s): an unformatted file or a lint error fails the run
// before anything is built. `npm run format` writes the formatting; `npm run lint` shows the rest.
const biome = spawnSync(process.execPath, [path.join(root, "node_modules/@biomejs/biome/bin/biome"), "ci", "."], {
  cwd: root,
  stdio: "inherit",
});
if (biome.status !== 0) {
  console.error("format or lint check failed (npm run format, then npm run lint)");
  process.exit(1);
}

await buildClient({ quiet: true, reuse: true });

// Types alongside everything else: one `tsc -b` over the composite projects (tsconfig.json; build
// info and shared's and client's declarations in dist/tsc/) starts now, after the client build it
// reads the manifest of, and runs while the backend is bundled, the checks run and the tests run.
// A warm run with no change takes under a second, a cold one about 30 s. Its verdict and errors come
// at the end, and a type error fails the run (SKIP_TYPECHECK=1 skips it).
const typecheck = process.env.SKIP_TYPECHECK === "1" ? undefined : startTypecheck();

/** Starts `tsc -b`; resolves to its exit code, output and time once it ends. */
function startTypecheck() {
  const started = Date.now();
  const tsc = path.join(root, "node_modules/typescript/bin/tsc");
  const args = [tsc, "-b", ...(process.stdout.isTTY ? ["--pretty"] : [])];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("close", (code) => resolve({ code: code ?? 1, out, seconds: (Date.now() - started) / 1000 }));
  });
}

/** Waits for the type check and says how it went; false when it failed. */
async function typecheckPassed() {
  if (!typecheck) return true;
  const { code, out, seconds } = await typecheck;
  if (code === 0) {
    console.log(`type check (tsc -b): ok, ${seconds.toFixed(1)} s`);
    return true;
  }
  console.error(`${out}\ntype check (tsc -b) failed after ${seconds.toFixed(1)} s (npm run typecheck)`);
  return false;
}

await build({
  absWorkingDir: root,
  entryPoints: ["backend/index.ts"],
  bundle: true,
  format: "esm",
  platform: "neutral",
  target: "es2022",
  conditions: ["workerd", "worker", "browser"],
  mainFields: ["module", "main"],
  external: ["cloudflare:*", "node:*"],
  outfile: "dist/test/backend.js",
  logLevel: "warning",
  plugins: [wasmBesideTheBundle("dist/test")],
});

/**
 * A `.wasm` import stays an import of a file copied beside the bundle, which Miniflare loads as a
 * compiled module (vitest.config.ts lists it as CompiledWasm), as wrangler does when it deploys: workerd
 * compiles no WebAssembly at run time.
 */
function wasmBesideTheBundle(outdir) {
  return {
    name: "wasm-beside-the-bundle",
    setup(esbuild) {
      esbuild.onResolve({ filter: /\.wasm$/ }, (args) => {
        const file = createRequire(path.join(args.resolveDir, "importer.js")).resolve(args.path);
        mkdirSync(path.join(root, outdir), { recursive: true });
        copyFileSync(file, path.join(root, outdir, path.basename(file)));
        return { path: `./${path.basename(file)}`, external: true };
      });
    },
  };
}

// On a whole run only (not when a project or file is named), beside the tests: the production deploy
// of both workers, dry and offline (about 10-40 s; SKIP_DEPLOY_CHECK=1 skips it), and no unused file,
// export or dependency (knip, about 15 s; SKIP_DEAD_CODE=1 skips it). Their verdicts come at the end.
const wholeRun = process.argv.length <= 2;
const checks = [
  wholeRun && process.env.SKIP_DEPLOY_CHECK !== "1" && check("deploy check (npm run deploy:check)", deployCheck),
  wholeRun && process.env.SKIP_DEAD_CODE !== "1" && check("dead-code check (npm run deadcode)", deadCode),
].filter(Boolean);

/** Starts a check; resolves to whether it passed, having said so when it did not. */
async function check(name, run) {
  const passed = await run({ quiet: true });
  if (!passed) console.error(`${name} failed`);
  return passed;
}

const vitest = path.join(root, "node_modules/vitest/vitest.mjs");

/** Runs vitest with these arguments, its JSON report into `report`; resolves to its exit code. */
function runVitest(args, report) {
  rmSync(report, { force: true });
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [vitest, "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...args],
      {
        cwd: root,
        stdio: "inherit",
        env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
      },
    );
    child.on("close", (code) => resolve(code ?? 1));
  });
}

// Files whose tests time one visitor's requests while others load the backend (the password hashing
// gate, decision 040): on a whole run they run last and alone, once the tests, the type check and the
// checks have ended, so that the load they measure is their own, not the rest of the run's.
const APART = ["backend/customers/hashing.test.ts"];

// vitest runs its projects one after another; on a whole run the browser project, which mostly
// waits for Chromium and the dev shop, runs beside the others in a second vitest (about 3 minutes
// less). Asynchronous, so the type check's output keeps flowing while the tests run.
const runs = wholeRun
  ? [
      {
        report: path.join(root, "dist/test/results.json"),
        args: ["--project", "!browser", ...APART.map((file) => `--exclude=**/${file}`)],
      },
      { report: path.join(root, "dist/test/results-browser.json"), args: ["--project", "browser"] },
    ]
  : [{ report: path.join(root, "dist/test/results.json"), args: process.argv.slice(2) }];
const codes = await Promise.all(runs.map((run) => runVitest(run.args, run.report)));
const typesOk = await typecheckPassed();
const checksOk = (await Promise.all(checks)).every(Boolean);
if (wholeRun) {
  const apart = { report: path.join(root, "dist/test/results-apart.json"), args: ["--project", "backend", ...APART] };
  runs.push(apart);
  codes.push(await runVitest(apart.args, apart.report));
}
const status = codes.find((code) => code !== 0) ?? 0;
// Where the time went, per project, then one plain closing line with the counts.
const reports = runs.filter((run) => existsSync(run.report)).map((run) => JSON.parse(readFileSync(run.report, "utf8")));
if (reports.length === runs.length) {
  printProjectTimes(reports.flatMap((r) => r.testResults));
  const sum = (field) => reports.reduce((total, r) => total + r[field], 0);
  const [numPassedTests, numFailedTests, numPendingTests] = ["numPassedTests", "numFailedTests", "numPendingTests"].map(
    sum,
  );
  console.log(
    `\ntests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped${typesOk ? "" : "; type check failed"}${checksOk ? "" : "; a check failed"}`,
  );
}
process.exit(typesOk && checksOk ? status : 1);

/** A test file's project, from where it sits and its name (vitest.config.ts). */
function projectOf(file) {
  const at = path.relative(root, file).split(path.sep).join("/");
  if (at.includes(".node.test.")) return "worker-unit";
  if (at.startsWith("test/browser/")) return "browser";
  if (at.startsWith("backend/")) return "backend";
  if (at.startsWith("client/")) return "client";
  if (at.startsWith("worker/") || at.startsWith("test/worker/")) return "worker";
  return "shared";
}

/**
 * Per project: files, tests, the time its files took added up, and the wall-clock span from its first
 * file's start to its last one's end (projects run side by side, so spans overlap).
 */
function printProjectTimes(files) {
  const byProject = new Map();
  for (const file of files) {
    const project = projectOf(file.name);
    const entry = byProject.get(project) ?? { files: 0, tests: 0, busy: 0, start: Infinity, end: 0 };
    entry.files++;
    entry.tests += file.assertionResults.length;
    entry.busy += file.endTime - file.startTime;
    entry.start = Math.min(entry.start, file.startTime);
    entry.end = Math.max(entry.end, file.endTime);
    byProject.set(project, entry);
  }
  console.log("\nproject   files  tests  file time  span");
  for (const [project, e] of [...byProject].sort((a, b) => b[1].end - b[1].start - (a[1].end - a[1].start))) {
    const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
    console.log(
      `${project.padEnd(9)} ${String(e.files).padStart(5)}  ${String(e.tests).padStart(5)}  ${s(e.busy).padStart(9)}  ${s(e.end - e.start)}`,
    );
  }
}
