import { describe, expect, it } from "vitest";
import { LOCALES, type Locale, countryOf } from "./locales.ts";
import {
  CHANNELS,
  CHANNEL_FLAGS,
  DEFAULT_SITE,
  DOMAINS,
  TLDS,
  type Tld,
  allSites,
  brandName,
  folderOf,
  localeFacts,
  localesOf,
  siteForLocale,
  siteOf,
} from "./sites.ts";

describe("channels and country domains (sections 1 and 3)", () => {
  it("has the two channels kartenliebe and wallart", () => {
    expect([...CHANNELS]).toEqual(["kartenliebe", "wallart"]);
  });

  it("has the twelve country domains", () => {
    expect([...TLDS]).toEqual(["de", "at", "ch", "li", "lu", "be", "nl", "fr", "it", "es", "co.uk", "com"]);
    expect(allSites()).toHaveLength(24);
  });

  it.each([
    ["de", "DE", "de-DE", {}],
    ["at", "AT", "de-AT", {}],
    ["ch", "CH", "de-CH", { fr: "fr-CH", it: "it-CH" }],
    ["li", "LI", "de-LI", {}],
    ["lu", "LU", "fr-LU", { de: "de-LU" }],
    ["be", "BE", "nl-BE", { fr: "fr-BE" }],
    ["nl", "NL", "nl-NL", {}],
    ["fr", "FR", "fr-FR", {}],
    ["it", "IT", "it-IT", { de: "de-IT" }],
    ["es", "ES", "es-ES", {}],
    ["co.uk", "GB", "en-GB", {}],
    ["com", "US", "en-US", {}],
  ] as [Tld, string, Locale, Record<string, Locale>][])(
    ".%s is %s, default %s, folders %j",
    (tld, country, defaultLocale, folders) => {
      expect(DOMAINS[tld]).toEqual({ tld, country, defaultLocale, folders });
    },
  );

  it("serves every one of the 17 locales on exactly one domain, in that domain's country", () => {
    const served = TLDS.flatMap((tld) => localesOf(siteOf("kartenliebe", tld)));
    expect([...served].sort()).toEqual([...LOCALES].sort());
    for (const tld of TLDS) {
      for (const locale of localesOf(siteOf("kartenliebe", tld)))
        expect(countryOf(locale), locale).toBe(DOMAINS[tld].country);
    }
  });

  it("names a site by channel and country, as product calls send it (section 7)", () => {
    expect(siteOf("kartenliebe", "ch").code).toBe("kartenliebe-ch");
    expect(siteOf("wallart", "co.uk").code).toBe("wallart-gb");
    expect(siteOf("wallart", "com").code).toBe("wallart-us");
    expect(new Set(allSites().map((site) => site.code)).size).toBe(24);
  });

  it("has kartenliebe in Germany as the default site", () => {
    expect(DEFAULT_SITE).toEqual(siteOf("kartenliebe", "de"));
  });

  it("lists a site's default locale first, then its folders", () => {
    expect(localesOf(siteOf("kartenliebe", "ch"))).toEqual(["de-CH", "fr-CH", "it-CH"]);
    expect(localesOf(siteOf("wallart", "be"))).toEqual(["nl-BE", "fr-BE"]);
    expect(localesOf(siteOf("kartenliebe", "com"))).toEqual(["en-US"]);
  });

  it("finds the folder that serves a locale, empty for the default locale", () => {
    const ch = siteOf("kartenliebe", "ch");
    expect(folderOf(ch, "de-CH")).toBe("");
    expect(folderOf(ch, "fr-CH")).toBe("fr");
    expect(folderOf(ch, "it-CH")).toBe("it");
    expect(folderOf(siteOf("kartenliebe", "lu"), "de-LU")).toBe("de");
    expect(folderOf(siteOf("kartenliebe", "it"), "de-IT")).toBe("de");
  });

  it("finds the site that serves a locale within a channel", () => {
    for (const channel of CHANNELS) {
      for (const locale of LOCALES) {
        const site = siteForLocale(channel, locale);
        expect(site.channel).toBe(channel);
        expect(localesOf(site), locale).toContain(locale);
      }
    }
    expect(siteForLocale("wallart", "fr-BE")).toEqual(siteOf("wallart", "be"));
    expect(siteForLocale("kartenliebe", "de-LU")).toEqual(siteOf("kartenliebe", "lu"));
  });

  it("gives each locale its currency, unit and fallback locale", () => {
    expect(localeFacts("de-CH")).toEqual({ currency: "chf", unit: "cm", fallbackLocale: "de-DE" });
    expect(localeFacts("en-US")).toEqual({ currency: "usd", unit: "in", fallbackLocale: "en-GB" });
    expect(localeFacts("en-GB")).toEqual({ currency: "gbp", unit: "cm", fallbackLocale: "en-GB" });
    expect(localeFacts("fr-LU")).toEqual({ currency: "eur", unit: "cm", fallbackLocale: "fr-FR" });
  });

  it("names the wall-art brand from configuration", () => {
    expect(brandName("kartenliebe")).toBe("kartenliebe");
    expect(brandName("wallart")).toBe("Wandliebe");
    expect(brandName("wallart", { wallartBrand: "Bilderwelt", wallartDomain: "bilderwelt" })).toBe("Bilderwelt");
  });
});

describe("channel feature flags (section 3)", () => {
  it("has exactly the fourteen flags of the specification on both channels", () => {
    const names = [
      "aluGalleryUnit",
      "appsAvailable",
      "condolencebooksAvailable",
      "defaultCollageId",
      "defaultPhotobookCoverLamination",
      "defaultPhotobookRefinement",
      "guestbooksAvailable",
      "loadingFirstImgLazy",
      "pricesInProductOverview",
      "showInfoInPhotobookDropdown",
      "showPhotobookCoverLamination",
      "templatesCompacted",
      "trailingSlash",
      "wishlistAvailable",
    ];
    for (const channel of CHANNELS) expect(Object.keys(CHANNEL_FLAGS[channel]).sort(), channel).toEqual(names);
  });

  it("uses collage id '13' by default and '1' on the wall-art channel (section 9)", () => {
    expect(CHANNEL_FLAGS.kartenliebe.defaultCollageId).toBe("13");
    expect(CHANNEL_FLAGS.wallart.defaultCollageId).toBe("1");
  });

  it("has these values per channel", () => {
    expect(CHANNEL_FLAGS.kartenliebe).toEqual({
      aluGalleryUnit: false,
      appsAvailable: true,
      condolencebooksAvailable: true,
      defaultCollageId: "13",
      defaultPhotobookCoverLamination: "matt",
      defaultPhotobookRefinement: "none",
      guestbooksAvailable: true,
      loadingFirstImgLazy: false,
      pricesInProductOverview: true,
      showInfoInPhotobookDropdown: true,
      showPhotobookCoverLamination: true,
      templatesCompacted: true,
      trailingSlash: false,
      wishlistAvailable: true,
    });
    expect(CHANNEL_FLAGS.wallart).toEqual({
      aluGalleryUnit: true,
      appsAvailable: false,
      condolencebooksAvailable: false,
      defaultCollageId: "1",
      defaultPhotobookCoverLamination: "glossy",
      defaultPhotobookRefinement: "none",
      guestbooksAvailable: false,
      loadingFirstImgLazy: false,
      pricesInProductOverview: true,
      showInfoInPhotobookDropdown: false,
      showPhotobookCoverLamination: false,
      templatesCompacted: false,
      trailingSlash: true,
      wishlistAvailable: false,
    });
  });
});
