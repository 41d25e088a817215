// `npm test`: every test. Builds the client (the worker imports its manifest), starts the type check
// (`tsc -b`, alongside the rest), bundles the backend worker (the renderer's tests run it as an
// auxiliary worker), then runs all vitest projects: shared, client, worker-unit, worker, backend and
// browser. Arguments go to vitest: `npm test -- --project worker test/worker/routes.test.ts`.
import { build } from "esbuild";
import { spawn } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { buildClient } from "./build-client.mjs";
import { deadCode } from "./dead-code.mjs";
import { deployCheck } from "./deploy-check.mjs";

const root = path.resolve(import.meta.dirname, "..");
await buildClient({ quiet: true });

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
 * compiled module (vitest.config.ts, `modulesRules`), as wrangler does when it deploys: workerd
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

// The production deploy of both workers, dry and offline (about 10-40 s): on a whole run only, not when
// a project or file is named; SKIP_DEPLOY_CHECK=1 skips it.
if (process.argv.length <= 2 && process.env.SKIP_DEPLOY_CHECK !== "1" && !(await deployCheck({ quiet: true }))) {
  console.error("deploy check failed (npm run deploy:check)");
  await typecheckPassed();
  process.exit(1);
}

// No unused file, export or dependency (knip, about 10 s): on a whole run only; SKIP_DEAD_CODE=1 skips it.
if (process.argv.length <= 2 && process.env.SKIP_DEAD_CODE !== "1" && !(await deadCode({ quiet: true }))) {
  console.error("dead-code check failed (npm run deadcode)");
  await typecheckPassed();
  process.exit(1);
}

const vitest = path.join(root, "node_modules/vitest/vitest.mjs");
const report = path.join(root, "dist/test/results.json");
rmSync(report, { force: true });
// Asynchronous, so the type check's output keeps flowing while the tests run.
const status = await new Promise((resolve) => {
  const args = [
    vitest,
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
  });
  child.on("close", (code) => resolve(code ?? 1));
});
const typesOk = await typecheckPassed();
// One plain closing line with the counts, whatever the reporters printed above it.
if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, "utf8"));
  console.log(
    `\ntests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped${typesOk ? "" : "; type check failed"}`,
  );
}
process.exit(typesOk ? status : 1);
