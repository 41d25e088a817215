import { describe, expect, it } from "vitest";
import { createHostTable, localHost, normaliseHostname, parseSiteKey, productionHost, resolveSite } from "./hosts.ts";
import { DEFAULT_SITE, allSites, siteOf } from "./sites.ts";

const table = createHostTable();

describe("host -> site (section 2; ARCHITECTURE 'Hosts')", () => {
  it("answers every site of both channels on its local host <channel>.<tld>.localhost, with or without a port", () => {
    for (const site of allSites()) {
      const host = localHost(site);
      expect(host).toBe(`${site.channel}.${site.domain.tld}.localhost`);
      expect(table.lookup(host), host).toEqual(site);
      expect(table.lookup(`${host}:8787`), host).toEqual(site);
    }
  });

  it("answers every site of both channels on its production host, with and without www", () => {
    for (const site of allSites()) {
      const host = productionHost(site);
      expect(table.lookup(host), host).toEqual(site);
      expect(table.lookup(host.replace(/^www\./, "")), host).toEqual(site);
    }
    expect(productionHost(siteOf("kartenliebe", "co.uk"))).toBe("www.kartenliebe.co.uk");
    expect(productionHost(siteOf("wallart", "ch"))).toBe("www.wandliebe.ch");
  });

  it("takes the wall-art production domain from configuration", () => {
    const brands = { wallartBrand: "Bilderwelt", wallartDomain: "bilderwelt" };
    const configured = createHostTable(brands);
    expect(configured.lookup("www.bilderwelt.at")).toEqual(siteOf("wallart", "at"));
    expect(configured.lookup("www.wandliebe.at")).toBeUndefined();
    expect(configured.lookup("wallart.at.localhost")).toEqual(siteOf("wallart", "at"));
  });

  it("ignores letter case and a trailing dot", () => {
    expect(table.lookup("KartenLiebe.CH.localhost:8787")).toEqual(siteOf("kartenliebe", "ch"));
    expect(table.lookup("www.kartenliebe.ch.")).toEqual(siteOf("kartenliebe", "ch"));
  });

  it.each([
    ["localhost", "localhost"],
    ["loopback address", "127.0.0.1:8787"],
    ["unknown domain", "example.com"],
    ["lookalike suffix", "kartenliebe.ch.evil.example"],
    ["lookalike prefix", "evilkartenliebe.ch"],
    ["unknown country", "kartenliebe.pl.localhost"],
    ["IPv6", "[::1]:8787"],
    ["user info", "user@kartenliebe.ch"],
    ["path in host", "kartenliebe.ch/evil"],
    ["non-numeric port", "kartenliebe.ch:http"],
    ["control character", "kartenliebe.ch\r\nx"],
    ["overlong", `${"a".repeat(300)}.kartenliebe.ch`],
    ["empty", ""],
  ])("sends an unknown host (%s) to the default site", (_, host) => {
    expect(table.lookup(host)).toBeUndefined();
    expect(resolveSite(table, host)).toEqual(DEFAULT_SITE);
  });

  it("sends a missing host to the default site", () => {
    expect(resolveSite(table, null)).toEqual(DEFAULT_SITE);
    expect(resolveSite(table, undefined)).toEqual(DEFAULT_SITE);
    expect(DEFAULT_SITE).toEqual(siteOf("kartenliebe", "de"));
  });
});

describe("site -> host", () => {
  it("keeps a local request local, with its port", () => {
    const fr = siteOf("kartenliebe", "fr");
    expect(table.hostFor(fr, "kartenliebe.ch.localhost:8801")).toBe("kartenliebe.fr.localhost:8801");
    expect(table.hostFor(fr, "localhost:8787")).toBe("kartenliebe.fr.localhost:8787");
    expect(table.hostFor(fr, "127.0.0.1")).toBe("kartenliebe.fr.localhost");
  });

  it("sends a production request to the production host", () => {
    expect(table.hostFor(siteOf("wallart", "co.uk"), "www.wandliebe.de")).toBe("www.wandliebe.co.uk");
    expect(table.hostFor(siteOf("kartenliebe", "com"), "")).toBe("www.kartenliebe.com");
  });

  it("prefers a configured extra host and answers on it", () => {
    const extra = createHostTable(undefined, {
      "shop.example.ch": "kartenliebe.ch",
      "Bad Host": "kartenliebe.ch",
      "x.example": "kartenliebe.pl",
    });
    expect(extra.lookup("shop.example.ch")).toEqual(siteOf("kartenliebe", "ch"));
    expect(extra.hostFor(siteOf("kartenliebe", "ch"), "www.kartenliebe.de")).toBe("shop.example.ch");
    expect(extra.lookup("www.kartenliebe.ch")).toEqual(siteOf("kartenliebe", "ch"));
    expect(extra.lookup("x.example")).toBeUndefined();
  });
});

describe("host and site key parsing", () => {
  it("normalises a host name or refuses it", () => {
    expect(normaliseHostname(" Kartenliebe.CH:443 ")).toBe("kartenliebe.ch");
    expect(normaliseHostname("kartenliebe.ch:123456")).toBeUndefined();
    expect(normaliseHostname("")).toBeUndefined();
    expect(normaliseHostname("a b")).toBeUndefined();
  });

  it("reads a site key <channel>.<tld>", () => {
    expect(parseSiteKey("kartenliebe.co.uk")).toEqual(siteOf("kartenliebe", "co.uk"));
    expect(parseSiteKey("wallart.com")).toEqual(siteOf("wallart", "com"));
    expect(parseSiteKey("kartenliebe")).toBeUndefined();
    expect(parseSiteKey("shop.ch")).toBeUndefined();
    expect(parseSiteKey("kartenliebe.uk")).toBeUndefined();
    expect(parseSiteKey("")).toBeUndefined();
  });
});
