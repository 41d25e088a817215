import { describe, expect, it } from "vitest";
import { MAX_PATH_LENGTH, type PathResolution, normalisePath, publicPath, resolvePath } from "./path.ts";
import { type Channel, type Tld, allSites, localesOf, folderOf, siteOf } from "./sites.ts";

const kl = (tld: Tld) => siteOf("kartenliebe", tld);
const wa = (tld: Tld) => siteOf("wallart", tld);

function page(overrides: Partial<Extract<PathResolution, { kind: "page" }>>) {
  return { kind: "page", folder: "", platform: "web", platformSegment: "", routePath: "/", ...overrides };
}

describe("locale folders (section 2, 'URL conventions')", () => {
  it.each([
    ["ch", "/", "de-CH", "", "/"],
    ["ch", "/fr/", "fr-CH", "fr", "/"],
    ["ch", "/it/", "it-CH", "it", "/"],
    ["ch", "/fr/fotobuch", "fr-CH", "fr", "/fotobuch"],
    ["ch", "/it/themes/42", "it-CH", "it", "/themes/42"],
    ["be", "/", "nl-BE", "", "/"],
    ["be", "/fr/products", "fr-BE", "fr", "/products"],
    ["lu", "/", "fr-LU", "", "/"],
    ["lu", "/de/fotokalender", "de-LU", "de", "/fotokalender"],
    ["it", "/", "it-IT", "", "/"],
    ["it", "/de/products", "de-IT", "de", "/products"],
    ["com", "/products", "en-US", "", "/products"],
    ["co.uk", "/photo-prints", "en-GB", "", "/photo-prints"],
    ["at", "/", "de-AT", "", "/"],
  ] as [Tld, string, string, string, string][])(
    "kartenliebe.%s%s is %s (folder %j, route %s)",
    (tld, path, locale, folder, routePath) => {
      expect(resolvePath(kl(tld), path)).toEqual(page({ locale: locale as never, folder, routePath }));
    },
  );

  it("serves the same folders on the wall-art channel", () => {
    expect(resolvePath(wa("ch"), "/fr/")).toEqual(page({ locale: "fr-CH", folder: "fr" }));
    expect(resolvePath(wa("lu"), "/de/poster/")).toEqual(page({ locale: "de-LU", folder: "de", routePath: "/poster" }));
  });

  it("resolves every locale of every site through the path publicPath builds for it", () => {
    for (const site of allSites()) {
      for (const locale of localesOf(site)) {
        for (const platformSegment of ["", "d", "w"] as const) {
          const folder = folderOf(site, locale);
          for (const routePath of ["/", "/products", "/themes/7"]) {
            const path = publicPath(site, routePath, { folder, platformSegment });
            expect(resolvePath(site, path), `${site.code} ${path}`).toEqual(
              page({
                locale,
                folder,
                routePath,
                platformSegment,
                platform: platformSegment === "d" ? "desktop" : "web",
              }),
            );
          }
        }
      }
    }
  });
});

describe("the domain's own language as a folder redirects to the path without it", () => {
  it.each([
    ["ch", "/de/fotobuch", "/fotobuch"],
    ["ch", "/de/", "/"],
    ["ch", "/de", "/"],
    ["de", "/de/products", "/products"],
    ["at", "/de/products", "/products"],
    ["li", "/de/", "/"],
    ["lu", "/fr/fotobox", "/fotobox"],
    ["be", "/nl/fotoboek", "/fotoboek"],
    ["it", "/it/", "/"],
    ["com", "/en/products", "/products"],
    ["co.uk", "/en/products/", "/products"],
    ["ch", "/d/de/products", "/d/products"],
    ["ch", "/de/d", "/d/"],
  ] as [Tld, string, string][])("kartenliebe.%s%s -> 301 %s", (tld, path, target) => {
    expect(resolvePath(kl(tld), path)).toEqual({ kind: "redirect", status: 301, path: target });
  });

  it("applies the wall-art trailing slash to the target", () => {
    expect(resolvePath(wa("ch"), "/de/poster")).toEqual({ kind: "redirect", status: 301, path: "/poster/" });
  });
});

describe("a locale folder of another country's domain redirects there, keeping the rest of the path (section 2)", () => {
  it.each([
    ["kartenliebe", "de", "/fr/fotobuch", "fr", "/fotobuch"],
    ["kartenliebe", "de", "/fr/", "fr", "/"],
    ["kartenliebe", "de", "/en/products", "co.uk", "/products"],
    ["kartenliebe", "ch", "/nl/a/b/c", "nl", "/a/b/c"],
    ["kartenliebe", "ch", "/es/x", "es", "/x"],
    ["kartenliebe", "ch", "/en/", "co.uk", "/"],
    ["kartenliebe", "be", "/de/fotobuch", "de", "/fotobuch"],
    ["kartenliebe", "fr", "/it/stampa-foto", "it", "/stampa-foto"],
    ["kartenliebe", "at", "/fr/d/products", "fr", "/d/products"],
    ["kartenliebe", "de", "/d/fr/products", "fr", "/d/products"],
    ["kartenliebe", "de", "/fr//a//b/", "fr", "/a/b"],
    ["wallart", "de", "/fr/poster", "fr", "/poster/"],
    ["wallart", "nl", "/de/", "de", "/"],
  ] as [Channel, Tld, string, Tld, string][])("%s.%s%s -> 301 to %s.%s", (channel, tld, path, targetTld, target) => {
    expect(resolvePath(siteOf(channel, tld), path)).toEqual({
      kind: "cross-domain",
      status: 301,
      site: siteOf(channel, targetTld),
      path: target,
    });
  });

  it("treats an upper-case folder of another domain's language the same way", () => {
    expect(resolvePath(kl("de"), "/FR/x")).toMatchObject({ kind: "cross-domain", site: kl("fr"), path: "/x" });
  });

  it("sends an upper-case spelling of the domain's own folder to the lower-case folder on the same domain", () => {
    expect(resolvePath(kl("ch"), "/FR/fotobuch")).toEqual({ kind: "redirect", status: 301, path: "/fr/fotobuch" });
    expect(resolvePath(kl("ch"), "/Fr")).toEqual({ kind: "redirect", status: 301, path: "/fr/" });
    expect(resolvePath(kl("ch"), "/d/IT/x")).toEqual({ kind: "redirect", status: 301, path: "/d/it/x" });
    expect(resolvePath(wa("be"), "/FR/poster")).toEqual({ kind: "redirect", status: 301, path: "/fr/poster/" });
  });
});

describe("an unknown two-letter prefix goes to /error (sections 2 and 8)", () => {
  it.each(["/xx", "/xx/", "/zz/fotobuch", "/pt/", "/d/xx/products", "/Xy/a"])("kartenliebe.ch%s -> /error", (path) => {
    expect(resolvePath(kl("ch"), path)).toEqual({ kind: "redirect", status: 302, path: "/error" });
  });

  it("follows the wall-art trailing slash", () => {
    expect(resolvePath(wa("de"), "/qq/")).toEqual({ kind: "redirect", status: 302, path: "/error/" });
  });

  it("leaves longer and shorter first segments to the routes", () => {
    expect(resolvePath(kl("de"), "/abc")).toEqual(page({ locale: "de-DE", routePath: "/abc" }));
    expect(resolvePath(kl("de"), "/a")).toEqual(page({ locale: "de-DE", routePath: "/a" }));
    expect(resolvePath(kl("de"), "/error")).toEqual(page({ locale: "de-DE", routePath: "/error" }));
  });
});

describe("platform segment: 'd' desktop, 'w' web (section 2)", () => {
  it.each([
    ["/d/products", "d", "desktop", "de-CH", "", "/products"],
    ["/w/products", "w", "web", "de-CH", "", "/products"],
    ["/products", "", "web", "de-CH", "", "/products"],
    ["/d/", "d", "desktop", "de-CH", "", "/"],
    ["/fr/d/products", "d", "desktop", "fr-CH", "fr", "/products"],
    ["/d/fr/products", "d", "desktop", "fr-CH", "fr", "/products"],
    ["/it/w/", "w", "web", "it-CH", "it", "/"],
    ["/w/it/", "w", "web", "it-CH", "it", "/"],
  ])("kartenliebe.ch%s: segment %j, platform %s", (path, platformSegment, platform, locale, folder, routePath) => {
    expect(resolvePath(kl("ch"), path)).toEqual(
      page({
        platformSegment: platformSegment as never,
        platform: platform as never,
        locale: locale as never,
        folder,
        routePath,
      }),
    );
  });

  it("takes only one platform segment; a second one belongs to the route path", () => {
    expect(resolvePath(kl("ch"), "/d/fr/w/x")).toEqual(
      page({ platformSegment: "d", platform: "desktop", locale: "fr-CH", folder: "fr", routePath: "/w/x" }),
    );
    expect(resolvePath(kl("de"), "/d/d")).toEqual(
      page({ platformSegment: "d", platform: "desktop", locale: "de-DE", routePath: "/d" }),
    );
  });

  it("does not take an upper-case D as the platform segment", () => {
    expect(resolvePath(kl("de"), "/D/products")).toEqual(page({ locale: "de-DE", routePath: "/D/products" }));
  });
});

describe("path normalisation with a permanent redirect (section 2)", () => {
  it.each([
    ["//", "/"],
    ["//products", "/products"],
    ["/products//x", "/products/x"],
    ["/fr//products", "/fr/products"],
    ["/products/", "/products"],
    ["/fr", "/fr/"],
    ["/d", "/d/"],
    ["/fr/d", "/fr/d/"],
    ["", "/"],
  ])("kartenliebe (no trailing slash): %j -> %j", (path, target) => {
    expect(resolvePath(kl("ch"), path)).toEqual({ kind: "redirect", status: 301, path: target });
  });

  it.each([
    ["/poster", "/poster/"],
    ["//poster//", "/poster/"],
    ["/fr/poster", "/fr/poster/"],
    ["/fr", "/fr/"],
    ["/d/poster", "/d/poster/"],
  ])("wallart (trailing slash): %j -> %j", (path, target) => {
    expect(resolvePath(wa("ch"), path)).toEqual({ kind: "redirect", status: 301, path: target });
  });

  it("keeps the root of a folder with its slash on both channels, and a normal path as it is", () => {
    expect(resolvePath(kl("ch"), "/fr/")).toMatchObject({ kind: "page", routePath: "/" });
    expect(resolvePath(kl("ch"), "/products")).toMatchObject({ kind: "page", routePath: "/products" });
    expect(resolvePath(wa("ch"), "/poster/")).toMatchObject({ kind: "page", routePath: "/poster" });
  });

  it("leaves file names without a trailing slash on both channels", () => {
    expect(resolvePath(wa("de"), "/robots.txt")).toMatchObject({ kind: "page", routePath: "/robots.txt" });
    expect(resolvePath(kl("de"), "/sitemap.xml")).toMatchObject({ kind: "page", routePath: "/sitemap.xml" });
    expect(normalisePath("/a.b.c", true, false)).toBe("/a.b.c");
  });

  it("never redirects to a protocol-relative address", () => {
    for (const path of ["//evil.example", "//evil.example/", "///evil.example//x", "/fr//evil.example"]) {
      for (const site of [kl("de"), wa("de"), kl("ch")]) {
        const result = resolvePath(site, path);
        if (result.kind === "redirect" || result.kind === "cross-domain")
          expect(result.path, path).not.toMatch(/^\/\//);
      }
    }
  });
});

describe("bad paths get a 400 or 414, never an exception", () => {
  it.each([
    ["truncated escape", "/%E0%A4%A"],
    ["lone percent", "/100%"],
    ["invalid hex", "/%zz"],
    ["overlong UTF-8", "/%C0%AF"],
    ["lone surrogate", "/%ED%A0%80"],
  ])("malformed percent-encoding (%s) -> 400", (_, path) => {
    expect(resolvePath(kl("de"), path)).toMatchObject({ kind: "bad-request", status: 400 });
  });

  it.each([
    ["NUL", "/a%00b"],
    ["line feed", "/a%0Ab"],
    ["carriage return and line feed", "/a%0D%0ASet-Cookie:x"],
    ["tab", "/%09"],
    ["DEL", "/a%7F"],
    ["raw control character", "/a\u0001b"],
    ["in a locale folder", "/fr/%00"],
  ])("control characters (%s) -> 400", (_, path) => {
    expect(resolvePath(kl("ch"), path)).toMatchObject({ kind: "bad-request", status: 400 });
  });

  it("answers an overlong path with 414, and takes one of exactly the limit", () => {
    expect(resolvePath(kl("de"), `/${"a".repeat(MAX_PATH_LENGTH)}`)).toMatchObject({
      kind: "bad-request",
      status: 414,
    });
    expect(resolvePath(kl("de"), `/${"a".repeat(MAX_PATH_LENGTH - 1)}`)).toMatchObject({ kind: "page" });
  });

  it("keeps well-formed escapes as they are in the route path", () => {
    expect(resolvePath(kl("de"), "/caf%C3%A9")).toEqual(page({ locale: "de-DE", routePath: "/caf%C3%A9" }));
    expect(resolvePath(kl("de"), "/a%2F%2Fb")).toEqual(page({ locale: "de-DE", routePath: "/a%2F%2Fb" }));
  });
});

describe("publicPath: adds the locale folder and platform segment back", () => {
  it("builds paths per channel", () => {
    expect(publicPath(kl("ch"), "/", { folder: "fr" })).toBe("/fr/");
    expect(publicPath(kl("ch"), "/products", { folder: "fr", platformSegment: "d" })).toBe("/fr/d/products");
    expect(publicPath(kl("ch"), "/products")).toBe("/products");
    expect(publicPath(kl("ch"), "/")).toBe("/");
    expect(publicPath(wa("ch"), "/poster", { folder: "it" })).toBe("/it/poster/");
    expect(publicPath(wa("ch"), "/", { platformSegment: "w" })).toBe("/w/");
  });
});
