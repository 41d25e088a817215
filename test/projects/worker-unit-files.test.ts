/**
 * The worker tests that need no Workers runtime run in Node (`npm run test:unit`),
 * picked from their imports; the rest run in workerd; no test runs in both or in neither. And the
 * shared project, not isolated for speed, holds no test that could leak a mock into the next file.
 */
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import config from "../../vitest.config.ts";
import { classifyWorkerTests, workerTestFiles, workerUnitFiles } from "./worker-unit-files.ts";

const dir = mkdtempSync(path.join(tmpdir(), "worker-unit-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the files into a fresh folder and classifies its `*.test.ts` files, by base name. */
function classify(files: Record<string, string>): Record<string, string | null> {
  const folder = mkdtempSync(path.join(dir, "case-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), text);
  }
  const tests = Object.keys(files).filter((name) => name.endsWith(".test.ts") || name.endsWith(".test.tsx"));
  const classes = classifyWorkerTests(tests.map((name) => path.join(folder, name)));
  return Object.fromEntries(tests.map((name) => [name, classes.get(path.join(folder, name)) ?? null]));
}

type ProjectTest = { name?: string; include?: string[]; exclude?: string[]; environment?: string; isolate?: boolean };
const projects = (config.test?.projects ?? []) as { test?: ProjectTest }[];
const named = (name: string) => projects.find((project) => project.test?.name === name)?.test;

describe("which worker tests run in Node", () => {
  it("a test that imports the runtime, or a helper that does, however deep, runs in workerd", () => {
    const classes = classify({
      "direct.test.ts": 'import { env } from "cloudflare:test";\nexport const x = env;',
      "deep.test.ts": 'import { get } from "./helpers/shop.ts";\nget();',
      "helpers/shop.ts": 'import { through } from "./through.ts";\nexport const get = through;',
      "helpers/through.ts": 'import { exports } from "cloudflare:workers";\nexport const through = () => exports;',
    });
    expect(classes["direct.test.ts"]).toMatch(/imports cloudflare:test$/);
    expect(classes["deep.test.ts"]).toMatch(/through\.ts imports cloudflare:workers$/);
  });

  it("a workerd-only global or the client build's output keeps a test in workerd", () => {
    const classes = classify({
      "cache.test.ts": 'import { edge } from "./edge.ts";\nedge();',
      "edge.ts": "export const edge = () => (caches as unknown as { default: Cache }).default;",
      "rewriter.test.ts": "export const r = new HTMLRewriter();",
      "manifest.test.ts": 'import manifest from "../dist/manifest.json";\nexport const m = manifest;',
    });
    expect(classes["cache.test.ts"]).toMatch(/edge\.ts uses the workerd global caches$/);
    expect(classes["rewriter.test.ts"]).toMatch(/uses the workerd global HTMLRewriter$/);
    expect(classes["manifest.test.ts"]).toMatch(/imports the build output \.\.\/dist\/manifest\.json$/);
  });

  it("type-only imports, comments and packages do not count: such a test runs in Node", () => {
    const classes = classify({
      "pure.test.tsx": [
        'import type { Env } from "./env.ts";',
        'import { describe } from "vitest";',
        'import { renderToString } from "react-dom/server";',
        'import { rule } from "./rule";',
        "// caches and HTMLRewriter are named here only in a comment",
        "export const x: Env | undefined = undefined;",
        "describe(String(rule), () => renderToString(<p />));",
      ].join("\n"),
      "env.ts": 'import { env } from "cloudflare:test";\nexport type Env = typeof env;',
      "rule.ts": "/** Not the edge `caches`. */\nexport const rule = 1;",
    });
    expect(classes["pure.test.tsx"]).toBeNull();
  });

  it("a broken test is not guessed pure: an import that does not resolve or a file that does not parse keeps it in workerd", () => {
    const classes = classify({
      "lost.test.ts": 'import { gone } from "./gone.ts";\ngone();',
      "broken.test.ts": 'import { part } from "./broken-part.ts";\npart();',
      "broken-part.ts": "export const part = (;",
    });
    expect(classes["lost.test.ts"]).toMatch(/imports \.\/gone\.ts, which does not resolve/);
    expect(classes["broken.test.ts"]).toMatch(/broken-part\.ts does not parse/);
  });

  it("the shop's own split: some worker tests in each project", () => {
    const all = workerTestFiles();
    const unit = workerUnitFiles();
    expect(all.length).toBeGreaterThan(unit.length);
    expect(unit.length).toBeGreaterThan(0);
    // One known to be pure and one known to need the runtime (it fetches through the worker).
    expect(unit).toContain("worker/seo/sitemap-xml.test.ts");
    expect(unit).not.toContain("test/worker/routes.test.ts");
  });

  it("the shared project, which does not isolate its files, has no test that mocks, spies, stubs or fakes timers", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const shared = named("shared");
    expect(shared?.isolate).toBe(false);
    const folders = ["shared", "content/push", "test/deploy", "test/projects"];
    const tests = folders.flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith(".test.ts"))
        .map((entry) => path.join(entry.parentPath, entry.name)),
    );
    expect(tests.length).toBeGreaterThan(50);
    const leaky = tests.filter((file) =>
      /\bvi\s*\.\s*(mock|doMock|spyOn|useFakeTimers|stubGlobal|stubEnv)\b/.test(readFileSync(file, "utf8")),
    );
    expect(
      leaky.map((file) => path.relative(root, file)),
      "move these to an isolated project, or isolate shared again",
    ).toEqual([]);
    // The folders above are the ones the project includes.
    expect(shared?.include).toEqual(folders.map((folder) => `${folder}/**/*.test.ts`));
  });

  it("vitest.config.ts gives each worker test to exactly one of worker-unit (Node) and worker (workerd)", () => {
    const unit = named("worker-unit");
    const worker = named("worker");
    expect(unit?.environment).toBe("node");
    expect(unit?.include).toEqual(workerUnitFiles());
    expect(worker?.exclude).toEqual(unit?.include);
  });
});
