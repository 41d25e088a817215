import { describe, expect, it } from "vitest";
import { withConfiguratorLocale, designerAddress } from "./address.ts";
import { DEFAULT_BASE_PATHS, type DesignerBasePaths } from "./base-paths.ts";

const today = new Date("2026-11-20T10:00:00Z");
const paths: DesignerBasePaths = {
  calendar: "https://designer.test/calendar/",
  card: "https://designer.test/card/",
  collage: "https://designer.test/collage/",
  photobook: "https://designer.test/photobook/",
  photobox: "https://designer.test/photobox/",
  photoFrame: "https://designer.test/frame/",
};

function query(address: string | undefined): Record<string, string> {
  expect(address).toBeDefined();
  const query = address!.slice(address!.indexOf("?") + 1);
  return Object.fromEntries(query.split("&").map((pair) => pair.split("=").map(decodeURIComponent)));
}

describe("designer address (section 2)", () => {
  it("uses the base path of each product type, then a query of the options plus the locale", () => {
    const cases = [
      [{ calendarType: "wandkalender" }, paths.calendar],
      [{ themeId: "7" }, paths.card],
      [{ materialType: "poster", designId: "13" }, paths.collage],
      [{ printing: "fotoheft" }, paths.photobook],
      [{ photoboxType: "photobox" }, paths.photobox],
      [{ photoboxType: "photoprint" }, paths.photobox],
      [{ materialType: "poster" }, paths.photoFrame],
    ] as const;
    for (const [options, base] of cases) {
      const address = designerAddress(options, paths, "fr-CH", today)!;
      expect(address.startsWith(`${base}?`)).toBe(true);
      expect(query(address).locale).toBe("fr-CH");
    }
  });

  it("produces no address when no option field applies", () => {
    expect(designerAddress({ formatType: "300x200" }, paths, "de-DE", today)).toBeUndefined();
  });

  it("points at the local stand-in by default, each base path ending with a slash", () => {
    for (const path of Object.values(DEFAULT_BASE_PATHS)) expect(path).toMatch(/^\/bff\/designer\/[a-z-]+\/$/);
    expect(designerAddress({ materialType: "poster", formatType: "300x200" }, DEFAULT_BASE_PATHS, "de-DE", today)).toBe(
      "/bff/designer/photo-frame/?materialType=poster&formatType=300x200&locale=de-DE",
    );
  });

  it("carries the common parameters gclid and referral source", () => {
    expect(
      query(designerAddress({ themeId: "7", gclid: "abc", referralSource: "mail" }, paths, "de-DE", today)),
    ).toMatchObject({
      gclid: "abc",
      referralSource: "mail",
    });
  });
});

describe("configurator links (section 2)", () => {
  it("adds the current locale to links starting with /configurator-", () => {
    expect(withConfiguratorLocale("/configurator-card", "fr-CH")).toBe("/configurator-card?locale=fr-CH");
    expect(withConfiguratorLocale("/configurator-photobook?x=1#top", "it-IT")).toBe(
      "/configurator-photobook?x=1&locale=it-IT#top",
    );
  });

  it("leaves links that have a locale, and other links, alone", () => {
    expect(withConfiguratorLocale("/configurator-card?locale=de-DE", "fr-CH")).toBe("/configurator-card?locale=de-DE");
    expect(withConfiguratorLocale("/karten", "fr-CH")).toBe("/karten");
  });
});
