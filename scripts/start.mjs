// `npm start`: the whole shop on http://localhost:8787 with the embedded defaults: client build,
// D1 migrations applied to the local database, then `wrangler dev` with the renderer and the
// backend worker in one process. No login, no internet.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { buildClient } from "./build-client.mjs";
import { nodeBin, offlineEnv, wranglerBin } from "./wrangler-env.mjs";

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.PORT ?? "8787";
const persist = process.env.PERSIST_TO ?? ".wrangler/state";

await buildClient({ reuse: true });
const migrate = spawnSync(
  nodeBin,
  [wranglerBin, "d1", "migrations", "apply", "shop", "--local", "-c", "backend/wrangler.toml", "--persist-to", persist],
  { cwd: root, stdio: "inherit", env: offlineEnv() },
);
if (migrate.status !== 0) process.exit(migrate.status ?? 1);
// Local data only: the seeded whitelabel customer (backend/seed/local-customers.sql).
const seed = spawnSync(
  nodeBin,
  [
    wranglerBin,
    "d1",
    "execute",
    "shop",
    "--local",
    "-c",
    "backend/wrangler.toml",
    "--persist-to",
    persist,
    "--file",
    "backend/seed/local-customers.sql",
  ],
  { cwd: root, stdio: "inherit", env: offlineEnv() },
);
if (seed.status !== 0) process.exit(seed.status ?? 1);

const dev = spawn(
  nodeBin,
  [
    wranglerBin,
    "dev",
    "-c",
    "wrangler.toml",
    "-c",
    "backend/wrangler.toml",
    "--port",
    port,
    "--ip",
    "127.0.0.1",
    "--persist-to",
    persist,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: "inherit", env: offlineEnv() },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => dev.kill(signal));
dev.on("exit", (code) => process.exit(code ?? 0));
