// How every script runs wrangler: with the Node of the `node` dev dependency (wrangler needs 22),
// offline (no metrics, no fetch of Cloudflare's edge), and with the migrations answered yes.
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
/** Node 22 from the `node` dev dependency, whatever Node runs this script. */
export const nodeBin = path.join(path.dirname(require.resolve("node/package.json")), "bin/node");
export const wranglerBin = path.join(path.dirname(require.resolve("wrangler/package.json")), "bin/wrangler.js");

export function offlineEnv(extra = {}) {
  return {
    ...process.env,
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    WRANGLER_SEND_METRICS: "false",
    CI: process.env.CI ?? "true",
    ...extra,
  };
}
