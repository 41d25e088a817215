// A `.wasm` import is a compiled module: wrangler bundles it as one (CompiledWasm), and so do the
// test bundles (scripts/test.mjs) and the workers test plugin.
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
