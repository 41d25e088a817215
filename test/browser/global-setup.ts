// Starts the whole shop once for the browser tests: `wrangler dev` with both workers, on its own
// port and its own local state, with the D1 migrations applied. Chromium resolves every
// *.localhost name to loopback, so each country domain is reachable.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
// @ts-expect-error plain ESM script without types
import { nodeBin, offlineEnv, wranglerBin } from "../../scripts/wrangler-env.mjs";

const root = path.resolve(import.meta.dirname, "../..");
export const BROWSER_TEST_PORT = Number(process.env.BROWSER_TEST_PORT ?? 8791);

let dev: ChildProcess | undefined;
let state: string | undefined;

async function waitForReady(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`wrangler dev did not answer on ${url}`);
}

export default async function setup(project: TestProject) {
  state = mkdtempSync(path.join(tmpdir(), "shop-browser-"));
  const env = offlineEnv();
  const migrate = spawnSync(
    nodeBin,
    [wranglerBin, "d1", "migrations", "apply", "shop", "--local", "-c", "backend/wrangler.toml", "--persist-to", state],
    { cwd: root, env, encoding: "utf8" },
  );
  if (migrate.status !== 0) throw new Error(`migrations failed:\n${migrate.stdout}\n${migrate.stderr}`);
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
      state,
      "--file",
      "backend/seed/local-customers.sql",
    ],
    { cwd: root, env, encoding: "utf8" },
  );
  if (seed.status !== 0) throw new Error(`seed failed:\n${seed.stdout}\n${seed.stderr}`);
  dev = spawn(
    nodeBin,
    [
      wranglerBin,
      "dev",
      "-c",
      "wrangler.toml",
      "-c",
      "backend/wrangler.toml",
      "--port",
      String(BROWSER_TEST_PORT),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      state,
      "--show-interactive-dev-session=false",
      // A client-side Split key, so that the flag client talks to Split: the flags test routes Split's hosts to a fake.
      "--var",
      "SPLIT_BROWSER_KEY:browser-test-key",
    ],
    { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] },
  );
  // Everything the shop logs goes to a file too, so a failing browser test can be read against it.
  mkdirSync(path.join(root, "dist", "test"), { recursive: true });
  const log = createWriteStream(path.join(root, "dist", "test", "browser-shop.log"));
  let output = "";
  const keep = (d: Buffer) => {
    output = (output + d).slice(-8000);
    log.write(d);
  };
  dev.stdout?.on("data", keep);
  dev.stderr?.on("data", keep);
  try {
    await waitForReady(`http://127.0.0.1:${BROWSER_TEST_PORT}/healthz`, Date.now() + 90_000);
  } catch (error) {
    dev.kill("SIGTERM");
    throw new Error(`${(error as Error).message}\n${output.slice(-4000)}`);
  }
  project.provide("shopOrigin", `http://localhost:${BROWSER_TEST_PORT}`);
  project.provide("shopPort", BROWSER_TEST_PORT);
  return async () => {
    dev?.kill("SIGTERM");
    await new Promise((r) => dev?.once("exit", r) ?? r(undefined));
    if (state) rmSync(state, { recursive: true, force: true });
    log.end();
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    shopOrigin: string;
    shopPort: number;
  }
}
