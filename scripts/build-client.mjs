// Builds the browser code: one entry (client/main.ts) plus one entry per island, split into
// shared chunks, content-hashed, minified, with React's production build. Writes
// dist/manifest.json, which the worker imports to name the hashed files, dist/islands.ts, the
// worker's map of island components, and dist/client/_headers so that hashed files are cached for
// a year and never revalidated.
//
// A file of client/islands/ is an island, named by its file name. The islands of
// client/islands/chrome/ are the default layout's, on every page: they are built into the main
// module (exported under their names) instead of a file each, which gzipped one by one weighed
// 8 KB more (decision 097). The others are entries of their own, loaded only by pages that show them.
import { build, transform } from "esbuild";
import { createHash } from "node:crypto";
import { cp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "dist/client");
const assetsDir = path.join(out, "assets");
const DEV = process.env.CLIENT_DEV === "1";
const MAIN_ENTRY = "shop-main";

/** The islands, from the folder: `{ name, file }` with `file` relative to the root, and whether each is the chrome's. */
async function findIslands() {
  const list = async (dir, chrome) =>
    (await readdir(path.join(root, dir)))
      .filter((f) => f.endsWith(".tsx"))
      .map((f) => ({ name: islandName(f), file: `${dir}/${f}`, chrome }));
  const islands = [...(await list("client/islands", false)), ...(await list("client/islands/chrome", true))];
  const names = islands.map((i) => i.name);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length) throw new Error(`island names must be unique in client/islands/: ${twice.join(", ")}`);
  return islands.sort((a, b) => a.name.localeCompare(b.name));
}

/** The worker's map of island components (dist/islands.ts), for rendering an island on the server. */
function islandsModule(islands) {
  return [
    "// Written by scripts/build-client.mjs from the files of client/islands/; do not edit.",
    ...islands.map((island, i) => `import island${i} from "../${island.file}";`),
    "",
    "export const ISLAND_COMPONENTS = {",
    ...islands.map((island, i) => `  "${island.name}": island${i},`),
    "};",
    "",
  ].join("\n");
}

/**
 * The every-page module: `client/main.ts`, then each chrome island as an export named like it
 * (`export { default as "burger-menu" } from "./client/islands/chrome/burger-menu.tsx"`). main.ts
 * hydrates a chrome island by importing this same module, which is then already evaluated.
 */
function mainEntryPlugin(chromeIslands) {
  return {
    name: "main-entry",
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${MAIN_ENTRY}$`) }, () => ({ path: MAIN_ENTRY, namespace: "main" }));
      build.onLoad({ filter: /.*/, namespace: "main" }, () => ({
        contents: [
          `import "./client/main.ts";`,
          ...chromeIslands.map((island) => `export { default as "${island.name}" } from "./${island.file}";`),
        ].join("\n"),
        resolveDir: root,
        loader: "js",
      }));
    },
  };
}

/**
 * What the main module reaches: every page loads it, so whatever an island or an `import()`ed module
 * shares with it should come from one chunk. esbuild puts code reached by a different set of entries
 * into a chunk of its own (React with one island, the icon with another: many small files, each
 * gzipped alone), so every other entry imports each of these modules too; all entries then reach
 * them and they form one chunk. Taken from a first build of the main module alone (about 0.1 s).
 */
async function everyPageModules(plugins) {
  const { metafile } = await build({
    ...COMMON,
    entryPoints: [MAIN_ENTRY],
    plugins,
    write: false,
    outdir: assetsDir,
    metafile: true,
    logLevel: "silent",
  });
  // The main module's output and the chunks it imports statically; what it loads with import() stays out.
  const outputs = metafile.outputs;
  const reached = new Set(Object.keys(outputs).filter((file) => outputs[file].entryPoint === `main:${MAIN_ENTRY}`));
  for (const file of reached)
    for (const i of outputs[file].imports) if (i.kind === "import-statement" && outputs[i.path]) reached.add(i.path);
  const inputs = [...reached].flatMap((file) => Object.keys(outputs[file].inputs));
  return [...new Set(inputs)]
    .filter((input) => !input.startsWith("main:") && input !== "client/main.ts")
    .map((input) => (input.startsWith("react-module:") ? input.slice("react-module:".length) : path.join(root, input)));
}

/** `import "x"` of every every-page module, for the other entries (above). */
function reachEveryPage(modules) {
  return modules.map((specifier) => `import ${JSON.stringify(specifier)};`);
}

/** Each island that is no chrome island is an entry: its component, and the every-page modules. */
function islandEntryPlugin(everyPage) {
  return {
    name: "island-entries",
    setup(build) {
      build.onResolve({ filter: /^island-entry:/ }, (args) => ({
        path: args.path.slice("island-entry:".length),
        namespace: "island",
      }));
      build.onLoad({ filter: /.*/, namespace: "island" }, (args) => ({
        contents: [`export { default } from "./${args.path}";`, ...reachEveryPage(everyPage)].join("\n"),
        resolveDir: root,
        loader: "js",
      }));
    },
  };
}

/**
 * Modules loaded with `import()` (the help panel, the account forms, the form schemas, the flag
 * client) are entries for esbuild too: they reach the every-page modules as well, or React and the
 * icon they use would make chunks of their own again.
 */
function dynamicImportPlugin(everyPage) {
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
        contents: [`export * from ${JSON.stringify(args.path)};`, ...reachEveryPage(everyPage)].join("\n"),
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

/** The module through which client/main.ts loads React DOM with `import()`. */
const REACT_DOM_MODULE = "client/services/react-dom.ts";

const COMMON = {
  absWorkingDir: root,
  bundle: true,
  splitting: true,
  format: "esm",
  target: "es2022",
  // CLIENT_DEV=1 builds React's development build, unminified: readable hydration errors.
  minify: !DEV,
  jsx: "automatic",
  define: { "process.env.NODE_ENV": DEV ? '"development"' : '"production"' },
};

function islandName(file) {
  return path.basename(file).replace(/\.tsx?$/, "");
}

/**
 * A fingerprint of what a build is made of: each input the last build read (its metafile), the
 * islands' and styles' folders, the static files, this script and the build mode. Equal
 * fingerprints mean the build would write the same files.
 */
async function fingerprint(meta) {
  const hash = createHash("sha256").update(DEV ? "dev" : "production");
  const folders = ["client/islands", "client/islands/chrome", "client/styles", "client/static"];
  const listed = (await Promise.all(folders.map((dir) => readdir(path.join(root, dir), { recursive: true })))).flat();
  const files = [
    ...Object.keys(meta.inputs).filter((input) => !input.includes(":")),
    ...folders.flatMap((dir, i) => (i < 2 ? [] : listed.map((f) => `${dir}/${f}`))),
    "scripts/build-client.mjs",
  ];
  hash.update(listed.join("\n"));
  for (const file of [...new Set(files)].sort()) {
    const bytes = await readFile(path.join(root, file)).catch(() => "");
    hash.update(`${file}\0`).update(bytes);
  }
  return hash.digest("hex");
}

/** The manifest of the last build when nothing it was made of has changed since, else undefined. */
async function unchangedBuild() {
  try {
    const [meta, last, manifest] = await Promise.all(
      ["dist/client-meta.json", "dist/client-build.json", "dist/manifest.json"].map(async (f) =>
        JSON.parse(await readFile(path.join(root, f), "utf8")),
      ),
    );
    await readFile(path.join(root, "dist/islands.ts"));
    return (await fingerprint(meta)) === last.fingerprint ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Builds the client, or, with `reuse`, keeps the last build when nothing it was made of changed
 * (a test run of one file then starts at once).
 */
export async function buildClient({ quiet = false, reuse = false } = {}) {
  if (reuse) {
    const manifest = await unchangedBuild();
    if (manifest) return manifest;
  }
  await rm(out, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });
  const islands = await findIslands();
  const chromeIslands = islands.filter((island) => island.chrome);
  const everyPage = await everyPageModules([mainEntryPlugin(chromeIslands), reactModulePlugin()]);
  const result = await build({
    ...COMMON,
    entryPoints: [
      { in: MAIN_ENTRY, out: "main" },
      ...islands
        .filter((island) => !island.chrome)
        .map((island) => ({ in: `island-entry:${island.file}`, out: island.name })),
    ],
    plugins: [
      mainEntryPlugin(chromeIslands),
      islandEntryPlugin(everyPage),
      dynamicImportPlugin(everyPage),
      reactModulePlugin(),
    ],
    outdir: assetsDir,
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    // React's licence comments go to a .LEGAL.txt file next to the module, linked from its last line.
    legalComments: DEV ? "eof" : "linked",
    metafile: true,
    logLevel: quiet ? "error" : "warning",
  });

  const manifest = { main: "", css: "", inlineCss: "", islands: {}, imports: {}, dynamic: {}, icons: {} };
  /** The address an output file is served at. */
  const urlOf = (file) => `/${path.relative(out, path.join(root, file)).split(path.sep).join("/")}`;
  for (const [file, info] of Object.entries(result.metafile.outputs)) {
    if (!file.endsWith(".js")) continue;
    const url = urlOf(file);
    manifest.imports[url] = info.imports.filter((i) => i.kind === "import-statement").map((i) => urlOf(i.path));
    if (!info.entryPoint) continue;
    // What `import()` loads, by the module it was asked for (scripts/client-size.mjs counts those a page loads at start).
    if (info.entryPoint.startsWith("dynamic:"))
      manifest.dynamic[path.relative(root, info.entryPoint.slice("dynamic:".length)).split(path.sep).join("/")] = url;
    if (info.entryPoint === `main:${MAIN_ENTRY}`) {
      manifest.main = url;
      for (const island of chromeIslands) manifest.islands[island.name] = url;
    }
    // Modules loaded with import() are entry points in the metafile too; islands are only client/islands/*.
    else if (info.entryPoint.startsWith("island:")) manifest.islands[islandName(info.entryPoint)] = url;
  }
  // React DOM is the main module's `import()` at start (client/main.ts): preloaded with it.
  const reactDom = manifest.dynamic[REACT_DOM_MODULE];
  if (!reactDom) throw new Error(`client/main.ts no longer loads ${REACT_DOM_MODULE} with import()`);
  manifest.imports[manifest.main].push(reactDom);

  const css = await readStyles(path.join(root, "client/styles"));
  const cssName = `shop-${createHash("sha256").update(css).digest("hex").slice(0, 10)}.css`;
  await writeFile(path.join(assetsDir, cssName), css);
  manifest.css = `/assets/${cssName}`;
  manifest.inlineCss = (await transform(css, { loader: "css", minify: true, target: "chrome110" })).code.trim();

  await cp(path.join(root, "client/static"), out, { recursive: true });
  manifest.icons = await fingerprintIcons();
  await writeFile(path.join(root, "dist/manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeIfChanged(path.join(root, "dist/islands.ts"), islandsModule(islands));
  // What each output file is made of, for finding what a page's JavaScript weighs
  // (https://esbuild.github.io/analyze/ reads it; docs/bench.md).
  await writeFile(path.join(root, "dist/client-meta.json"), JSON.stringify(result.metafile));
  await writeFile(
    path.join(root, "dist/client-build.json"),
    JSON.stringify({ fingerprint: await fingerprint(result.metafile) }),
  );
  await writeFile(
    path.join(out, "_headers"),
    `/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n/favicon.svg\n  Cache-Control: public, max-age=${CONVENTIONAL_ICON_SECONDS}\n`,
  );
  return manifest;
}

/**
 * Icons the HTML links: each gets a name that carries its content's hash under /assets/, kept a year
 * like the modules (under its own name every page view would revalidate it). Their own addresses
 * still answer: browsers ask for `/favicon.svg` by convention, kept `CONVENTIONAL_ICON_SECONDS`.
 */
const FINGERPRINTED_ICONS = ["favicon.svg", "images/chrome/app-icon-kartenliebe.svg"];
const CONVENTIONAL_ICON_SECONDS = 3600;

/** Writes the fingerprinted copies; returns each icon's address by its own (`/favicon.svg` -> `/assets/favicon-<hash>.svg`). */
async function fingerprintIcons() {
  const icons = {};
  for (const file of FINGERPRINTED_ICONS) {
    const bytes = await readFile(path.join(root, "client/static", file));
    const ext = path.extname(file);
    const name = `${path.basename(file, ext)}-${createHash("sha256").update(bytes).digest("hex").slice(0, 10)}${ext}`;
    await writeFile(path.join(assetsDir, name), bytes);
    icons[`/${file}`] = `/assets/${name}`;
  }
  return icons;
}

/** Writes the file unless it already holds this text, so the type check's build info stays valid. */
async function writeIfChanged(file, text) {
  const old = await readFile(file, "utf8").catch(() => undefined);
  if (old !== text) await writeFile(file, text);
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
