/**
 * Content-hashed client assets, from the manifest the client build writes (`npm run build`).
 */
import manifest from "../../dist/manifest.json";

export interface ClientManifest {
  main: string;
  css: string;
  /** The whole stylesheet, minified, inlined into pages of the default layout. */
  inlineCss: string;
  islands: Record<string, string>;
  /** Chunks each entry imports statically, for modulepreload. */
  imports: Record<string, string[]>;
  /** Icons by their own address, each to a copy whose name carries its hash (`/favicon.svg` -> `/assets/favicon-<hash>.svg`). */
  icons: Record<string, string>;
}

const assets = manifest as ClientManifest;

export function islandAsset(name: string): string {
  const src = assets.islands[name];
  if (!src) throw new Error(`island '${name}' is not in the client build; run npm run build`);
  return src;
}

export function mainScript(): string {
  return assets.main;
}

export function stylesheet(): string {
  return assets.css;
}

export function inlineCss(): string {
  return assets.inlineCss ?? "";
}

/** Every module a page with these islands needs at once, for `<link rel=modulepreload>`. */
export function preloadsFor(islands: string[]): string[] {
  const entries = [assets.main, ...islands.map(islandAsset)];
  return [...new Set(entries.flatMap((src) => [src, ...(assets.imports[src] ?? [])]))];
}

/**
 * The address to link an icon by: its copy under /assets/, named by its content's hash and kept a year
 * (`_headers` of the client build), so no page view revalidates it.
 */
export function iconAsset(path: string): string {
  const src = assets.icons[path];
  if (!src) throw new Error(`icon '${path}' is not in the client build; run npm run build`);
  return src;
}
