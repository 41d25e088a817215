/**
 * The production routes of the renderer (ARCHITECTURE "Hosts"; decision 171): every site of the
 * site table on its production host, with and without `www` (the host table answers both), in the
 * zone of its second-level domain. `npm run routes` writes them into `wrangler.toml` between the
 * two marker lines; a test checks the file and this table agree, so no route is typed by hand.
 */
import { type BrandConfig, DEFAULT_BRANDS, allSites } from "./sites.ts";
import { productionHost } from "./hosts.ts";

export interface ProductionRoute {
  pattern: string;
  zone_name: string;
}

export const ROUTES_BEGIN =
  "# BEGIN generated routes: `npm run routes` writes them from shared/site (do not edit by hand)";
export const ROUTES_END = "# END generated routes";

/** Two routes per site (www and the bare domain), 24 sites, in the site table's order. */
export function productionRoutes(brands: BrandConfig = DEFAULT_BRANDS): ProductionRoute[] {
  return allSites().flatMap((site) => {
    const host = productionHost(site, brands);
    const zone = host.replace(/^www\./, "");
    return [
      { pattern: `${host}/*`, zone_name: zone },
      { pattern: `${zone}/*`, zone_name: zone },
    ];
  });
}

/** The `routes = [...]` lines of `[env.production]`, markers included. */
export function routesBlock(routes: ProductionRoute[]): string {
  const lines = routes.map((r) => `  { pattern = "${r.pattern}", zone_name = "${r.zone_name}" },`);
  return [ROUTES_BEGIN, "routes = [", ...lines, "]", ROUTES_END].join("\n");
}

/** The marked block of a wrangler.toml, or undefined when a marker is missing. */
export function findRoutesBlock(toml: string): { start: number; end: number; text: string } | undefined {
  const start = toml.indexOf(ROUTES_BEGIN);
  const endMarker = toml.indexOf(ROUTES_END, start);
  if (start < 0 || endMarker < 0) return undefined;
  const end = endMarker + ROUTES_END.length;
  return { start, end, text: toml.slice(start, end) };
}

/** The toml with its marked block replaced by the routes; undefined when the markers are missing. */
export function withRoutes(toml: string, routes: ProductionRoute[]): string | undefined {
  const block = findRoutesBlock(toml);
  return block ? toml.slice(0, block.start) + routesBlock(routes) + toml.slice(block.end) : undefined;
}

/** The value of a string key inside one `[table]` of a toml file (enough for `[env.production.vars]`). */
export function tomlString(toml: string, table: string, key: string): string | undefined {
  const header = `[${table}]`;
  const at = toml.split("\n").findIndex((line) => line.trim() === header);
  if (at < 0) return undefined;
  for (const line of toml.split("\n").slice(at + 1)) {
    if (/^\s*\[/.test(line)) return undefined;
    const match = new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`).exec(line);
    if (match) return match[1];
  }
  return undefined;
}

/** Every `pattern = "..."` of a toml text, in order: what wrangler will route (the deploy test reads it). @internal */
export function routePatterns(toml: string): string[] {
  return [...toml.matchAll(/pattern\s*=\s*"([^"]+)"/g)].map((m) => m[1]);
}
