// `npm run routes`: writes the production routes of every site of both channels (shared/site) into
// wrangler.toml's [env.production], between the two marker lines. `npm run routes -- --check` only
// compares and exits 1 when the file is out of date (test/deploy/routes.test.ts checks the same).
// The wall-art second-level domain is [env.production.vars] WALLART_DOMAIN of the same file.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { productionRoutes, tomlString, withRoutes } from "../shared/site/production-routes.ts";
import { DEFAULT_BRANDS } from "../shared/site/sites.ts";

const file = path.resolve(import.meta.dirname, "..", "wrangler.toml");
const toml = readFileSync(file, "utf8");
const brands = {
  wallartBrand: tomlString(toml, "env.production.vars", "WALLART_BRAND") ?? DEFAULT_BRANDS.wallartBrand,
  wallartDomain: tomlString(toml, "env.production.vars", "WALLART_DOMAIN") ?? DEFAULT_BRANDS.wallartDomain,
};
const routes = productionRoutes(brands);
const next = withRoutes(toml, routes);
if (next === undefined) {
  console.error("wrangler.toml: the generated-routes markers are missing under [env.production]");
  process.exit(1);
}
if (process.argv.includes("--check")) {
  if (next !== toml) {
    console.error("wrangler.toml: production routes differ from the site table; run `npm run routes`");
    process.exit(1);
  }
  console.log(`wrangler.toml: ${routes.length} production routes agree with the site table`);
} else {
  if (next !== toml) writeFileSync(file, next);
  console.log(
    `wrangler.toml: ${routes.length} production routes (${routes.length / 2} hosts, www and bare) ${next === toml ? "already up to date" : "written"}`,
  );
}
