// Runs a TypeScript entry of the repository with Node: bundled with esbuild into dist/, then
// started from the repository root with the given arguments (`npm run content`, `npm run content:push`).
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** Bundles `entry` to `dist/<outName>.mjs`, runs it and exits with its status. */
export async function runBundled(entry, outName, args = []) {
  const outfile = path.join(root, "dist", `${outName}.mjs`);
  await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile,
    logLevel: "warning",
  });
  const result = spawnSync(process.execPath, [outfile, ...args], { cwd: root, stdio: "inherit" });
  process.exit(result.status ?? 1);
}
