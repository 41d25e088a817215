// `npm run content`: regenerates the Storyblok-format stories in content/ from content/source/
// (bundled with esbuild, then run with Node from the repository root).
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const outfile = path.join(root, "dist/content-build.mjs");
await build({
  absWorkingDir: root,
  entryPoints: ["content/source/build.ts"],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outfile,
  logLevel: "warning",
});
const result = spawnSync(process.execPath, [outfile], { cwd: root, stdio: "inherit" });
process.exit(result.status ?? 1);
