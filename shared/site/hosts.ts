/**
 * Host names: which site a host serves, and the host of a site (specification section 2; ARCHITECTURE "Hosts").
 * Locally every site answers as `<channel>.<tld>.localhost`; production host names are configuration.
 */
import {
  type BrandConfig,
  type Channel,
  CHANNELS,
  DEFAULT_BRANDS,
  DEFAULT_SITE,
  type Site,
  TLDS,
  type Tld,
  siteOf,
} from "./sites.ts";

export const LOCAL_SUFFIX = ".localhost";

/** Production host of a site, by default `www.kartenliebe.ch` and `www.<wallartDomain>.ch`. */
export function productionHost(site: Site, brands: BrandConfig = DEFAULT_BRANDS): string {
  const name = site.channel === "kartenliebe" ? "kartenliebe" : brands.wallartDomain;
  return `www.${name}.${site.domain.tld}`;
}

export function localHost(site: Site): string {
  return `${site.channel}.${site.domain.tld}${LOCAL_SUFFIX}`;
}

export interface HostTable {
  lookup(hostname: string): Site | undefined;
  /** The host to send a visitor to for a site, in the same style (local or production) as the request's. */
  hostFor(site: Site, requestHost: string): string;
}

/** Strips the port and a trailing dot, lower-cases, and refuses anything that is not a host name. */
export function normaliseHostname(host: string): string | undefined {
  const lower = host.trim().toLowerCase();
  if (lower.length === 0 || lower.length > 253) return undefined;
  const withoutPort = lower.startsWith("[") ? lower : lower.replace(/:\d{1,5}$/, "");
  const name = withoutPort.replace(/\.$/, "");
  return /^[a-z0-9.-]+$/.test(name) ? name : undefined;
}

/** `:8787` from `kartenliebe.ch.localhost:8787`; empty when there is no port or it is not one (0, 99999). */
export function portOf(host: string): string {
  const match = /:(\d{1,5})$/.exec(host.trim());
  const port = match ? Number(match[1]) : 0;
  return port >= 1 && port <= 65535 ? `:${port}` : "";
}

/**
 * Builds the table from the brand configuration and optional extra production hosts
 * (`{"shop.example.ch": "kartenliebe.ch"}`), read once from the environment.
 */
export function createHostTable(
  brands: BrandConfig = DEFAULT_BRANDS,
  extraHosts: Record<string, string> = {},
): HostTable {
  const byHost = new Map<string, Site>();
  const preferred = new Map<string, string>();
  for (const channel of CHANNELS) {
    for (const tld of TLDS) {
      const site = siteOf(channel, tld);
      const prod = productionHost(site, brands);
      byHost.set(prod, site);
      byHost.set(prod.replace(/^www\./, ""), site);
      byHost.set(localHost(site), site);
      preferred.set(site.code, prod);
    }
  }
  for (const [host, key] of Object.entries(extraHosts)) {
    const site = parseSiteKey(key);
    const name = normaliseHostname(host);
    if (site && name) {
      byHost.set(name, site);
      preferred.set(site.code, name);
    }
  }
  return {
    lookup(hostname) {
      const name = normaliseHostname(hostname);
      return name ? byHost.get(name) : undefined;
    },
    hostFor(site, requestHost) {
      const name = normaliseHostname(requestHost) ?? "";
      const isLocal = name === "localhost" || name === "127.0.0.1" || name.endsWith(LOCAL_SUFFIX);
      if (isLocal) return `${localHost(site)}${portOf(requestHost)}`;
      return preferred.get(site.code) ?? productionHost(site, brands);
    },
  };
}

/** `kartenliebe.co.uk` -> the site, or undefined. */
export function parseSiteKey(key: string): Site | undefined {
  const dot = key.indexOf(".");
  const channel = key.slice(0, dot) as Channel;
  const tld = key.slice(dot + 1) as Tld;
  if (!CHANNELS.includes(channel) || !TLDS.includes(tld)) return undefined;
  return siteOf(channel, tld);
}

/** Host -> site; an unknown host is the default site (kartenliebe, Germany). */
export function resolveSite(table: HostTable, host: string | null | undefined): Site {
  return (host && table.lookup(host)) || DEFAULT_SITE;
}
