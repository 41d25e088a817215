// `npm run deadcode`: knip (knip.json) fails on an unused file, export, type or dependency. Two runs,
// side by side: the default one (tests are entries too, so a test helper's unused export counts)
// and `--production` (tests are not entries, so a module or export that only its own tests use is
// dead as well). A test seam that production does not use carries `@internal` in its doc comment.
// `npm test` runs it on a whole run, like the deploy check; SKIP_DEAD_CODE=1 skips it.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const knip = path.join(root, "node_modules/knip/bin/knip.js");

function run(label, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [knip, "--no-progress", ...args], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("close", (code) => resolve({ label, code, out }));
  });
}

export async function deadCode({ quiet = false } = {}) {
  const started = Date.now();
  const results = await Promise.all([run("knip", []), run("knip --production", ["--production"])]);
  let ok = true;
  for (const r of results) {
    const clean = r.code === 0;
    if (!clean) ok = false;
    if (!clean || !quiet) console.log(`${clean ? "ok  " : "FAIL"} dead code (${r.label})${clean ? "" : `\n${r.out}`}`);
  }
  if (!quiet) console.log(`dead-code check: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit((await deadCode()) ? 0 : 1);
}
