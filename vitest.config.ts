/**
 * Every test of the shop, in six projects:
 * - shared: the rules of `shared/`, in Node.
 * - client: the browser code's own logic, in Node.
 * - worker-unit: the worker tests that need neither the Workers runtime nor a build, in Node:
 *   named `*.node.test.ts`.
 * - worker: the other worker tests, the renderer through its own fetch, in workerd, with the backend as an auxiliary worker.
 * - backend: the backend through its own fetch, in workerd, on D1 with the migrations applied.
 *   Both workerd projects load packages and JSON natively (test/projects/workerd-native-modules.ts).
 * - browser: real Chromium against `wrangler dev` (both workers), started once for the run.
 */
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { workerdNativeModules } from "./test/projects/workerd-native-modules.ts";

const root = import.meta.dirname;
const migrations = await readD1Migrations(path.join(root, "backend/migrations"));
/** Worker tests that need no Workers runtime, named for it: Node runs them, workerd does not run them again. */
const workerUnit = ["worker/**/*.node.test.{ts,tsx}", "test/worker/**/*.node.test.{ts,tsx}"];
const BACKEND_DB_ID = "00000000-0000-4000-8000-000000000001";

/** The backend worker as the renderer's tests see it: bundled by scripts/test.mjs first. */
const backendAux = {
  name: "shop-backend",
  // The bundle and the password hash's WebAssembly beside it (scripts/test.mjs), a compiled module.
  modules: [
    { type: "ESModule" as const, path: path.join(root, "dist/test/backend.js") },
    { type: "CompiledWasm" as const, path: path.join(root, "dist/test/argon2.wasm") },
  ],
  modulesRoot: path.join(root, "dist/test"),
  compatibilityDate: "2026-10-01",
  compatibilityFlags: ["nodejs_compat"],
  d1Databases: { DB: BACKEND_DB_ID },
  bindings: { ENVIRONMENT: "test" },
};

export default defineConfig({
  test: {
    projects: [
      {
        // 30 s: pushing a whole channel's content to the stand-in space takes about 1 s alone and more
        // than the default 5 s when CI's two cores are shared.
        // Not isolated: these files share one module graph per worker instead of loading it again for
        // each (about 10 s of `npm run test:unit`'s 22). Safe while they stub, spy on and mock
        // nothing and `shared/` holds no state but caches; a test that needs `vi.mock`, fake timers or
        // a global stub belongs in an isolated project.
        test: {
          name: "shared",
          include: [
            "shared/**/*.test.ts",
            "content/push/**/*.test.ts",
            "test/deploy/**/*.test.ts",
            "test/projects/**/*.test.ts",
          ],
          environment: "node",
          testTimeout: 30_000,
          isolate: false,
        },
      },
      {
        // The browser code's own logic (stores, view shaping), in Node: `npm run test:unit` runs it with shared.
        test: { name: "client", include: ["client/**/*.test.ts"], environment: "node" },
      },
      {
        // `npm run test:unit` runs it too: no build, no workerd.
        test: { name: "worker-unit", include: workerUnit, environment: "node" },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              // Secrets of their own: the development ones of wrangler.toml open nothing outside development.
              bindings: {
                ENVIRONMENT: "test",
                TEST_MIGRATIONS: migrations,
                CONTENT_PURGE_TOKEN: "test-purge-token",
                STORYBLOK_WEBHOOK_SECRET: "test-webhook-secret",
              },
              d1Databases: { TEST_BACKEND_DB: BACKEND_DB_ID },
              workers: [backendAux],
            },
          }),
          workerdNativeModules(),
        ],
        test: {
          name: "worker",
          include: ["worker/**/*.test.{ts,tsx}", "test/worker/**/*.test.{ts,tsx}"],
          exclude: workerUnit,
          setupFiles: ["test/worker/apply-migrations.ts"],
        },
      },
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./backend/wrangler.toml" },
            miniflare: { bindings: { ENVIRONMENT: "test", TEST_MIGRATIONS: migrations } },
          }),
          workerdNativeModules(),
        ],
        test: {
          name: "backend",
          include: ["backend/**/*.test.ts"],
          // Password hashes take turns (decision 040), so bursts of 24-40 log-ins take
          // seconds on a busy 2-core machine: the default 10 s made them fail under CI load, not wrong.
          testTimeout: 60_000,
          setupFiles: ["backend/test/apply-migrations.ts"],
        },
      },
      {
        test: {
          name: "browser",
          include: ["test/browser/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/browser/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits for a state the page reaches: on a busy CI machine a log-in, which
          // waits for its password hash's turn (decision 040), takes seconds, not the default 1 s.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
