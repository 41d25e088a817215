/**
 * What workerd imports itself in the worker and backend projects instead of through Vite's module
 * runner: every package under node_modules and every JSON file.
 *
 * The Workers plugin starts a new workerd for each test file (its storage isolation is per file) and
 * by default sends it every module of the graph through the runner, packages included: for the
 * backend about 47 MB a file, 29 MB of it the two channels' stories.json once transformed and given
 * their source maps, and serialising, sending and evaluating that was most of each file's time.
 * Packages and JSON need no transform, so workerd loads them from disk (the plugin's module fallback
 * service reads JSON as JSON modules), as Vitest does in Node: `server.deps.external`. Our own code
 * still goes through Vite, so tests see it transformed, source-mapped and spied on as before.
 *
 * Split's SDK stays in the runner: its ESM build imports files without extensions, which Vite
 * resolves and workerd does not. A package that fails to load natively ("No such module") goes in
 * that list.
 */
const THROUGH_VITE = [/\/node_modules\/@splitsoftware\//];
const NATIVE = String.raw`\.json$|/node_modules/`;

export function workerdNativeModules() {
  return {
    name: "workerd-native-modules",
    // After the Workers plugin's own `config`, which inlines everything (`inline: true`).
    config(config: { test?: { server?: { deps?: { inline?: unknown; external?: unknown } } } }) {
      config.test ??= {};
      config.test.server ??= {};
      config.test.server.deps ??= {};
      // Inlined (through Vite): the exceptions, then everything that is not a package or JSON.
      config.test.server.deps.inline = [...THROUGH_VITE, new RegExp(`^(?!.*(?:${NATIVE}))`)];
      config.test.server.deps.external = [new RegExp(NATIVE)];
    },
  };
}
