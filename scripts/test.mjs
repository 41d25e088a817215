// `npm test`: every test. Builds the client (the worker imports its manifest) and a bundle of the
// backend worker (the renderer's tests run it as an auxiliary worker), then runs all vitest
// projects: shared, worker, backend and browser.
import { build } from "esbuild";
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { buildClient } from "./build-client.mjs";
import { deadCode } from "./dead-code.mjs";
import { deployCheck } from "./deploy-check.mjs";

const root = path.resolve(import.meta.dirname, "..");
await buildClient({ quiet: true });

// Types first: a type error fails the run before any test starts (skip with SKIP_TYPECHECK=1).
// Incremental (build info in dist/tsc/), two projects at a time: a re-run after a small change
// checks only what changed.
if (process.env.SKIP_TYPECHECK !== "1") {
  const failed = await typecheck(["shared", "worker", "client", "backend", "test", "content"], 2);
  if (failed.length > 0) {
    console.error(`type check failed in ${failed.map((p) => `${p}/`).join(", ")}`);
    process.exit(1);
  }
}

/** Runs `tsc -p` for the projects, `parallel` at once; returns those that failed. */
async function typecheck(projects, parallel) {
  const tsc = path.join(root, "node_modules/typescript/bin/tsc");
  const queue = [...projects];
  const failed = [];
  const one = (project) =>
    new Promise((resolve) => {
      const args = [tsc, "-p", project, "--incremental", "--tsBuildInfoFile", `dist/tsc/${project}.tsbuildinfo`, "--pretty"];
      const child = spawn(process.execPath, args, { cwd: root, stdio: "inherit" });
      child.on("close", (code) => resolve(code === 0 ? null : project));
    });
  const lane = async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const result = await one(project);
      if (result) failed.push(result);
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  return failed;
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
});

// The production deploy of both workers, dry and offline (about 10-40 s): on a whole run only, not when
// a project or file is named; SKIP_DEPLOY_CHECK=1 skips it.
if (process.argv.length <= 2 && process.env.SKIP_DEPLOY_CHECK !== "1" && !(await deployCheck({ quiet: true }))) {
  console.error("deploy check failed (npm run deploy:check)");
  process.exit(1);
}

// No unused file, export or dependency (knip, about 10 s): on a whole run only; SKIP_DEAD_CODE=1 skips it.
if (process.argv.length <= 2 && process.env.SKIP_DEAD_CODE !== "1" && !(await deadCode({ quiet: true }))) {
  console.error("dead-code check failed (npm run deadcode)");
  process.exit(1);
}

const vitest = path.join(root, "node_modules/vitest/vitest.mjs");
const report = path.join(root, "dist/test/results.json");
rmSync(report, { force: true });
const result = spawnSync(process.execPath, [vitest, "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
});
// One plain closing line with the counts, whatever the reporters printed above it.
if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(report, "utf8"));
  console.log(`\ntests: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
}
process.exit(result.status ?? 1);
