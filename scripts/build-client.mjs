// Builds the browser code: one entry (client/main.ts) plus one entry per island, split into
// shared chunks, content-hashed, minified, with React's production build. Writes
// dist/manifest.json, which the worker imports to name the hashed files, and dist/client/_headers
// so that hashed files are cached for a year and never revalidated.
//
// The islands of the chrome, which every page of the default layout renders, are one module
// ("chrome", exporting each island under its name) instead of one file each: sixteen small files
// gzipped one by one weighed 8 KB more than together, and every page loaded all of them anyway
// (decision 097). Other islands stay entries of their own and load only on the pages that show them.
import { build, transform } from "esbuild";
import { createHash } from "node:crypto";
import { cp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "dist/client");
const assetsDir = path.join(out, "assets");
const DEV = process.env.CLIENT_DEV === "1";

/**
 * Every island by name, and which are the chrome's: client/islands/registry.ts, the one list. Read
 * through esbuild's transform rather than imported, so that every script that builds the client
 * (bench, audit, screenshots) loads under the machine's Node 20 too, before it re-runs itself on 22;
 * the registry's `load` functions are never called here.
 */
const registrySource = await readFile(path.join(root, "client/islands/registry.ts"), "utf8");
const { ISLANDS } = await import(
  `data:text/javascript;base64,${Buffer.from((await transform(registrySource, { loader: "ts", format: "esm" })).code).toString("base64")}`
);
const ISLAND_NAMES = Object.keys(ISLANDS);
/** Islands of the default layout's chrome (`worker/views/chrome/`, the layout, the visitor services): on every page. */
const CHROME_ISLANDS = ISLAND_NAMES.filter((name) => ISLANDS[name].chrome);
const MAIN_ENTRY = "shop-main";

/**
 * The every-page module: `client/main.ts`, then each chrome island as an export named like it
 * (`export { default as "burger-menu" } from "./client/islands/burger-menu.tsx"`). main.ts
 * hydrates a chrome island by importing this same module, which is then already evaluated.
 */
function chromeEntryPlugin() {
  return {
    name: "chrome-islands",
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${MAIN_ENTRY}$`) }, () => ({ path: MAIN_ENTRY, namespace: "chrome" }));
      build.onLoad({ filter: /.*/, namespace: "chrome" }, () => ({
        contents: [
          `import "./client/main.ts";`,
          ...CHROME_ISLANDS.map((name) => `export { default as "${name}" } from "./client/islands/${name}.tsx";`),
        ].join("\n"),
        resolveDir: root,
        loader: "js",
      }));
    },
  };
}

/**
 * An island's name is its module's file name: every component module of client/islands/ is in the
 * registry, and every name there has its module, or the build fails.
 */
async function checkRegistry() {
  const files = (await readdir(path.join(root, "client/islands"))).filter((f) => f.endsWith(".tsx")).map(islandName);
  const unlisted = files.filter((name) => !ISLAND_NAMES.includes(name));
  const missing = ISLAND_NAMES.filter((name) => !files.includes(name));
  if (unlisted.length || missing.length) {
    throw new Error(
      `client/islands/registry.ts must list exactly the islands of client/islands/: not listed ${unlisted.join(", ") || "none"}; no module for ${missing.join(", ") || "none"}`,
    );
  }
}

/**
 * What every page loads through the main module and the islands use too: re-exported by every
 * island entry, so that esbuild, which puts code reached by a different set of entries into a
 * chunk of its own, makes one chunk of it instead of eight small files gzipped one by one.
 */
const EVERY_PAGE_EXPORTS = [
  ["useState", '"react"'],
  ["jsx", '"react/jsx-runtime"'],
  ["Icon", '"./client/components/icon.tsx"'],
  ["loadCustomerOnce", '"./client/services/customer.ts"'],
  ["trackEvent", '"./client/services/events.ts"'],
  ["isNewsletterEmail", '"./shared/forms/newsletter-check.ts"'],
  ["SHOP_EVENTS", '"./shared/flags/shop-events.ts"'],
  ["DEFAULT_MESSENGER_ACTION", '"./shared/config/timing.ts"'],
];

function islandEntryPlugin() {
  return {
    name: "island-entries",
    setup(build) {
      build.onResolve({ filter: /^island-entry:/ }, (args) => ({
        path: args.path.slice("island-entry:".length),
        namespace: "island",
      }));
      build.onLoad({ filter: /.*/, namespace: "island" }, (args) => ({
        contents: [
          `export { default } from "./client/islands/${args.path}.tsx";`,
          ...EVERY_PAGE_EXPORTS.map(([name, from], i) => `export { ${name} as $${i} } from ${from};`),
        ].join("\n"),
        resolveDir: root,
        loader: "js",
      }));
    },
  };
}

/**
 * Modules loaded with `import()` (the help panel, the account forms, the form schemas, the flag
 * client) are entries for esbuild too: they re-export the same, or React and the icon they use
 * would make chunks of their own again.
 */
function dynamicImportPlugin() {
  return {
    name: "dynamic-imports",
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== "dynamic-import" || args.pluginData?.real) return undefined;
        const real = await build.resolve(args.path, {
          resolveDir: args.resolveDir,
          kind: "import-statement",
          pluginData: { real: true },
        });
        if (real.errors.length > 0) return { errors: real.errors };
        return { path: real.path, namespace: "dynamic" };
      });
      build.onLoad({ filter: /.*/, namespace: "dynamic" }, (args) => ({
        contents: [
          `export * from ${JSON.stringify(args.path)};`,
          ...EVERY_PAGE_EXPORTS.map(([name, from], i) => `export { ${name} as $${i} } from ${from};`),
        ].join("\n"),
        resolveDir: root,
        loader: "js",
      }));
    },
  };
}

/**
 * React and its JSX runtime are CommonJS: every module of ours that imported them got its own
 * interop binding and called `(0,x.jsx)(...)` hundreds of times. Our imports of them go through
 * an ES module instead that names each export once (`jsx(...)`); what no module reads is dropped.
 */
function reactModulePlugin() {
  const require = createRequire(path.join(root, "package.json"));
  return {
    name: "react-module",
    setup(build) {
      build.onResolve({ filter: /^react(\/jsx-runtime)?$/ }, (args) =>
        args.namespace === "react-module" || args.importer.includes("node_modules")
          ? undefined
          : { path: args.path, namespace: "react-module" },
      );
      build.onLoad({ filter: /.*/, namespace: "react-module" }, (args) => ({
        contents: [
          `import cjs from ${JSON.stringify(args.path)};`,
          `const pick = (name) => cjs[name];`,
          ...Object.keys(require(args.path))
            .filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== "default")
            .map((name) => `export const ${name} = /* @__PURE__ */ pick(${JSON.stringify(name)});`),
        ].join("\n"),
        resolveDir: root,
        loader: "js",
      }));
    },
  };
}

function islandName(file) {
  return path.basename(file).replace(/\.tsx?$/, "");
}

export async function buildClient({ quiet = false } = {}) {
  await rm(out, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });
  await checkRegistry();
  const result = await build({
    absWorkingDir: root,
    entryPoints: [
      { in: MAIN_ENTRY, out: "main" },
      ...ISLAND_NAMES.filter((name) => !CHROME_ISLANDS.includes(name)).map((name) => ({
        in: `island-entry:${name}`,
        out: name,
      })),
    ],
    plugins: [chromeEntryPlugin(), islandEntryPlugin(), dynamicImportPlugin(), reactModulePlugin()],
    bundle: true,
    splitting: true,
    format: "esm",
    target: "es2022",
    // CLIENT_DEV=1 builds React's development build, unminified: readable hydration errors.
    minify: !DEV,
    jsx: "automatic",
    outdir: assetsDir,
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    define: { "process.env.NODE_ENV": DEV ? '"development"' : '"production"' },
    // React's licence comments go to a .LEGAL.txt file next to the module, linked from its last line.
    legalComments: DEV ? "eof" : "linked",
    metafile: true,
    logLevel: quiet ? "error" : "warning",
  });

  const manifest = { main: "", css: "", inlineCss: "", islands: {}, imports: {} };
  for (const [file, info] of Object.entries(result.metafile.outputs)) {
    if (!file.endsWith(".js")) continue;
    const url = `/${path.relative(out, path.join(root, file)).split(path.sep).join("/")}`;
    manifest.imports[url] = info.imports
      .filter((i) => i.kind === "import-statement")
      .map((i) => `/${path.relative(out, path.join(root, i.path)).split(path.sep).join("/")}`);
    if (!info.entryPoint) continue;
    if (info.entryPoint === `chrome:${MAIN_ENTRY}`) {
      manifest.main = url;
      for (const name of CHROME_ISLANDS) manifest.islands[name] = url;
    }
    // Modules loaded with import() are entry points in the metafile too; islands are only client/islands/*.
    else if (info.entryPoint.startsWith("island:")) manifest.islands[info.entryPoint.slice("island:".length)] = url;
  }

  const css = await readStyles(path.join(root, "client/styles"));
  const cssName = `shop-${createHash("sha256").update(css).digest("hex").slice(0, 10)}.css`;
  await writeFile(path.join(assetsDir, cssName), css);
  manifest.css = `/assets/${cssName}`;
  manifest.inlineCss = (await transform(css, { loader: "css", minify: true, target: "chrome110" })).code.trim();

  await cp(path.join(root, "client/static"), out, { recursive: true });
  await writeFile(path.join(root, "dist/manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  // What each output file is made of, for finding what a page's JavaScript weighs
  // (https://esbuild.github.io/analyze/ reads it; docs/bench.md).
  await writeFile(path.join(root, "dist/client-meta.json"), JSON.stringify(result.metafile));
  await writeFile(path.join(out, "_headers"), "/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n");
  return manifest;
}

/**
 * The stylesheet: `shop.css` (tokens, base and chrome) first, then every other file of
 * `client/styles/` by name, one per part of the design (content blocks, catalogue, help...).
 * esbuild minifies it for inlining into pages of the default layout (decision 024).
 */
async function readStyles(dir) {
  const others = (await readdir(dir)).filter((f) => f.endsWith(".css") && f !== "shop.css").sort();
  const parts = await Promise.all(["shop.css", ...others].map((f) => readFile(path.join(dir, f), "utf8")));
  return parts.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = await buildClient();
  console.log(`client built: ${Object.keys(manifest.islands).length} islands, main ${manifest.main}`);
}
