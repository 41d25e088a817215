import { describe, expect, it } from "vitest";
import { type LinkContext, resolveLink, underscoreParams } from "./link-href.ts";

const ctx: LinkContext = { folder: "fr", platformSegment: "", trailingSlash: false, locale: "fr-CH", carry: "" };

describe("links (section 2, route handling)", () => {
  it("builds locale-folder paths for internal links and opens them in the same tab", () => {
    // not external, no new tab, no consent settings: those flags are absent
    expect(resolveLink({ url: "/cartes-de-mariage", newTab: true }, ctx)).toEqual({ href: "/fr/cartes-de-mariage" });
    expect(resolveLink({ url: "/" }, ctx).href).toBe("/fr/");
    expect(resolveLink({ url: "/poster" }, { ...ctx, folder: "", trailingSlash: true }).href).toBe("/poster/");
    expect(resolveLink({ url: "/x" }, { ...ctx, platformSegment: "d" }).href).toBe("/fr/d/x");
  });

  it("carries at most eight short underscore parameters, never long or odd ones", () => {
    const many = Array.from({ length: 12 }, (_, i) => `_p${i}=${i}`).join("&");
    expect(underscoreParams(`?${many}`).split("&")).toHaveLength(8);
    expect(underscoreParams(`?_a=${"x".repeat(4096)}&_b=1`)).toBe("_b=1");
    expect(underscoreParams(`?_a=${"x".repeat(101)}`)).toBe("");
    expect(underscoreParams("?_a=%3Cscript%3E&_b=<x>&_c=ok")).toBe("_c=ok");
    expect(underscoreParams("?_storyblok_tk%5Btoken%5D=abc&_storyblok_tk[timestamp]=12&_x%5B%5D=1")).toBe(
      "_storyblok_tk%5Btoken%5D=abc&_storyblok_tk[timestamp]=12",
    );
  });

  it("carries query parameters that start with an underscore over to internal links", () => {
    const carry = underscoreParams("?_storyblok=12&page=2&_release=3");
    expect(carry).toBe("_storyblok=12&_release=3");
    expect(resolveLink({ url: "/karten?sort=new#top" }, { ...ctx, folder: "", carry }).href).toBe(
      "/karten?sort=new&_storyblok=12&_release=3#top",
    );
    expect(resolveLink({ url: "/karten?_storyblok=1" }, { ...ctx, folder: "", carry }).href).toBe(
      "/karten?_storyblok=1&_release=3",
    );
    expect(resolveLink({ url: "https://example.com/a" }, { ...ctx, carry }).href).toBe("https://example.com/a");
  });

  it("lets external links open in a new tab where the data says", () => {
    expect(resolveLink({ url: "https://apps.apple.com/app", newTab: true }, ctx)).toEqual({
      href: "https://apps.apple.com/app",
      external: true,
      newTab: true,
    });
    expect(resolveLink({ url: "https://example.com" }, ctx)).toEqual({ href: "https://example.com", external: true });
    expect(resolveLink({ url: "//evil.example" }, ctx).external).toBe(true);
  });

  it("adds the current locale to configurator links that have none", () => {
    expect(resolveLink({ url: "/configurator-card/?themeId=4" }, { ...ctx, folder: "" }).href).toBe(
      "/configurator-card?themeId=4&locale=fr-CH",
    );
    expect(resolveLink({ url: "/configurator-card?locale=de-DE" }, { ...ctx, folder: "" }).href).toBe(
      "/configurator-card?locale=de-DE",
    );
  });

  it("marks links with open setting ucSettings as opening the consent settings", () => {
    expect(resolveLink({ url: "#", openSetting: "ucSettings" }, ctx).opensConsentSettings).toBe(true);
  });
});
