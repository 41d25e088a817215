// Which worker tests run in Node (vitest project `worker-unit`, part of `npm run test:unit`) and which
// in workerd (project `worker`): derived from each test's imports, so there is nothing to name or
// list by hand. A worker test is a unit test when nothing it imports, directly or through other files
// of the shop, needs the Workers runtime or a build:
// - no `cloudflare:*` module (`cloudflare:test` for env, SELF and execution contexts; `cloudflare:workers`),
// - no global only workerd has (`caches`, `HTMLRewriter`, `WebSocketPair`),
// - nothing under a `dist/` folder (the client build's manifest: `npm run test:unit` builds nothing).
// Everything else stays in workerd. Each file of the shop is read once (packages from node_modules
// are not followed): about 0.3 s. A file that does not parse or an import that does not resolve keeps
// its test in workerd, whose run reports the error. `npm run test:where` lists the split with reasons.
import { transformSync } from "esbuild";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const TEST_FOLDERS = ["worker", "test/worker"];
const TEST_FILE = /\.test\.tsx?$/;
const RUNTIME_GLOBALS = /\b(caches|HTMLRewriter|WebSocketPair)\b/;
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

interface OwnNeeds {
  /** Why this file by itself needs workerd or a build, or null. */
  reason: string | null;
  /** The shop files it imports (absolute paths). */
  imports: string[];
}

/** Every worker test file, relative to the root, sorted. */
export function workerTestFiles(): string[] {
  return TEST_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && TEST_FILE.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
  ).sort();
}

/**
 * Each test (relative to the root, or absolute) with the reason it needs workerd and the file that
 * has it, or `null` when it runs in Node.
 */
export function classifyWorkerTests(files: string[] = workerTestFiles()): Map<string, string | null> {
  const own = new Map<string, OwnNeeds>();
  const needsOf = (file: string): OwnNeeds => {
    let needs = own.get(file);
    if (!needs) own.set(file, (needs = ownNeeds(file)));
    return needs;
  };
  const classes = new Map<string, string | null>();
  for (const test of files) {
    const seen = new Set<string>();
    const queue = [path.resolve(root, test)];
    let reason: string | null = null;
    for (let file = queue.pop(); file !== undefined && reason === null; file = queue.pop()) {
      if (seen.has(file)) continue;
      seen.add(file);
      const needs = needsOf(file);
      if (needs.reason) reason = `${path.relative(root, file)} ${needs.reason}`;
      queue.push(...needs.imports);
    }
    classes.set(test, reason);
  }
  return classes;
}

/** The worker tests that run in Node: `worker-unit` includes them, `worker` excludes them. */
export function workerUnitFiles(): string[] {
  return [...classifyWorkerTests()].filter(([, reason]) => reason === null).map(([file]) => file);
}

/**
 * What one source file needs by itself. esbuild strips its types and comments first, so an
 * `import type` or a comment that names `caches` counts for nothing.
 */
function ownNeeds(file: string): OwnNeeds {
  if (!/\.[cm]?[jt]sx?$/.test(file)) return { reason: null, imports: [] };
  const loader = file.endsWith("x") ? "tsx" : "ts";
  let code: string;
  try {
    code = transformSync(readFileSync(file, "utf8"), { loader, jsx: "automatic", sourcefile: file }).code;
  } catch {
    return { reason: "does not parse (workerd's run reports why)", imports: [] };
  }
  const imports: string[] = [];
  for (const [, specifier] of code.matchAll(SPECIFIERS)) {
    if (specifier!.startsWith("cloudflare:")) return { reason: `imports ${specifier}`, imports };
    if (!specifier!.startsWith(".")) continue; // a package from node_modules, or node:*
    const target = path.resolve(path.dirname(file), specifier!);
    if (target.split(path.sep).includes("dist")) return { reason: `imports the build output ${specifier}`, imports };
    const resolved = resolveFile(target);
    if (!resolved)
      return { reason: `imports ${specifier}, which does not resolve (workerd's run reports it)`, imports };
    imports.push(resolved);
  }
  const global = RUNTIME_GLOBALS.exec(code);
  return { reason: global ? `uses the workerd global ${global[1]}` : null, imports };
}

function resolveFile(target: string): string | undefined {
  return [target, `${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  for (const [file, reason] of classifyWorkerTests())
    console.log(`${reason ? "workerd" : "node   "}  ${file}${reason ? `  (${reason})` : ""}`);
  console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
}
