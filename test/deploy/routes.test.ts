/**
 * The production routes in wrangler.toml are the site table's, every host of both
 * channels, none typed by hand; the backend's production environment is the one the renderer binds.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createHostTable, productionHost } from "../../shared/site/hosts.ts";
import {
  findRoutesBlock,
  productionRoutes,
  routePatterns,
  routesBlock,
  tomlString,
  withRoutes,
} from "../../shared/site/production-routes.ts";
import { CHANNELS, TLDS, allSites } from "../../shared/site/sites.ts";

const root = path.resolve(import.meta.dirname, "../..");
const shopToml = readFileSync(path.join(root, "wrangler.toml"), "utf8");
const backendToml = readFileSync(path.join(root, "backend/wrangler.toml"), "utf8");
const brands = {
  wallartBrand: tomlString(shopToml, "env.production.vars", "WALLART_BRAND")!,
  wallartDomain: tomlString(shopToml, "env.production.vars", "WALLART_DOMAIN")!,
};

describe("production routes of wrangler.toml (npm run routes)", () => {
  it("reads the wall-art brand and domain of the production vars", () => {
    expect(brands.wallartDomain).toMatch(/^[a-z0-9-]+$/);
    expect(brands.wallartBrand.length).toBeGreaterThan(0);
  });

  it("the generated block in wrangler.toml is exactly what the site table gives (run `npm run routes` when this fails)", () => {
    const block = findRoutesBlock(shopToml);
    expect(block, "generated-routes markers in wrangler.toml").toBeDefined();
    expect(block!.text).toBe(routesBlock(productionRoutes(brands)));
    expect(withRoutes(shopToml, productionRoutes(brands))).toBe(shopToml);
  });

  it("routes all 24 hosts (12 domains, two channels), with and without www, and nothing else", () => {
    const patterns = routePatterns(shopToml);
    expect(allSites()).toHaveLength(CHANNELS.length * TLDS.length);
    expect(patterns).toHaveLength(48);
    expect(new Set(patterns).size).toBe(48);
    const table = createHostTable({ wallartBrand: brands.wallartBrand, wallartDomain: brands.wallartDomain });
    for (const site of allSites()) {
      const host = productionHost(site, brands);
      expect(patterns, host).toContain(`${host}/*`);
      expect(patterns, host).toContain(`${host.replace(/^www\./, "")}/*`);
    }
    // Every routed host is one the renderer answers, as the site it was routed for.
    for (const pattern of patterns) expect(table.lookup(pattern.replace(/\/\*$/, "")), pattern).toBeDefined();
    expect(patterns).toContain("www.kartenliebe.co.uk/*");
    expect(patterns).toContain(`www.${brands.wallartDomain}.com/*`);
  });

  it("routes only in [env.production]: a top-level route would make wrangler dev rewrite every Host", () => {
    const top = shopToml.slice(0, shopToml.indexOf("[env.production]"));
    expect(routePatterns(top)).toEqual([]);
  });

  it("each route's zone is its host's second-level domain", () => {
    for (const route of productionRoutes(brands))
      expect(route.pattern.replace(/^www\./, "")).toBe(`${route.zone_name}/*`);
  });

  it("the backend's production environment keeps the name the renderer's production service binding uses, and says production", () => {
    const prodServices = shopToml.slice(shopToml.indexOf("[[env.production.services]]"));
    const bound = /service\s*=\s*"([^"]+)"/.exec(prodServices)?.[1];
    expect(bound).toBe("shop-backend");
    expect(tomlString(backendToml, "env.production", "name")).toBe(bound);
    expect(tomlString(backendToml, "env.production.vars", "ENVIRONMENT")).toBe("production");
    expect(tomlString(shopToml, "env.production.vars", "ENVIRONMENT")).toBe("production");
  });
});
