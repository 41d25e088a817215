// `npm run content:push -- --channel <channel> --space <id>`: fills a Storyblok space with the
// shop's content (content/push/). Bundled with esbuild, then run with Node, like `npm run content`.
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const outfile = path.join(root, "dist/content-push/cli.mjs");
await build({
  absWorkingDir: root,
  entryPoints: ["content/push/cli.ts"],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outfile,
  logLevel: "warning",
});
const result = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], { cwd: root, stdio: "inherit" });
process.exit(result.status ?? 1);
