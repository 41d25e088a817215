import { describe, expect, it } from "vitest";
import type { FlyoutGroup, NavigationItem } from "../content/global-config.ts";
import { flyoutGroupsOf, flyoutImageWidth, flyoutLayout } from "./flyout.ts";
import { activeNavigationOf, hasFlyout, isSelected, mainNavigationVisible, subNavigation } from "./navigation.ts";

const group = (id: string, type = "square", urls = ["/a"]): FlyoutGroup => ({
  flyoutGroupIdentifier: id,
  flyoutGroupTitle: id.toUpperCase(),
  type,
  flyoutGroupItems: urls.map((url) => ({ storyblokTitle: `${id} ${url}`, link: { url } })),
});

const item = (over: Partial<NavigationItem>): NavigationItem => ({
  text: "Item",
  link: { url: "/item" },
  url: "/item",
  navigationType: "calendar",
  flyoutGroups: [group("categories")],
  subNaviOnly: false,
  isOnlyInBurgerNavigation: false,
  alwaysShowSubNavi: false,
  hasSubItems: false,
  subItems: [],
  ...over,
});

describe("main navigation (section 2)", () => {
  it("selects an item when its url equals the current path or its type is the page's active navigation", () => {
    const card = item({ link: { url: "/karten" }, navigationType: "card" });
    expect(isSelected(card, "/karten")).toBe(true);
    expect(isSelected(card, "/karten/")).toBe(true);
    expect(isSelected(card, "/kalender")).toBe(false);
    expect(isSelected(card, "/hochzeitskarten", "card")).toBe(true);
    expect(isSelected(card, "/hochzeitskarten", "none")).toBe(false);
  });

  it("opens a flyout except for sub-navigation-only items", () => {
    expect(hasFlyout(item({}))).toBe(true);
    expect(hasFlyout(item({ subNaviOnly: true }))).toBe(false);
    expect(hasFlyout(item({ flyoutGroups: [] }))).toBe(false);
  });

  it("is hidden for 'All wall art' ordering except under the experiment, and on the desktop platform", () => {
    expect(mainNavigationVisible({ desktop: false, allWallArtOrdering: false, experimentOn: false })).toBe(true);
    expect(mainNavigationVisible({ desktop: false, allWallArtOrdering: true, experimentOn: false })).toBe(false);
    expect(mainNavigationVisible({ desktop: false, allWallArtOrdering: true, experimentOn: true })).toBe(true);
    expect(mainNavigationVisible({ desktop: true, allWallArtOrdering: false, experimentOn: true })).toBe(false);
  });
});

describe("flyout rows (section 2) and image widths (section 9)", () => {
  it("gives the frame flyout poster, leinwand and platte, then color, other and more", () => {
    const frame = item({
      navigationType: "frame",
      flyoutGroups: ["more", "color", "poster", "platte", "other", "leinwand"].map((id) => group(id)),
    });
    expect(flyoutLayout(frame, false).map((row) => row.map((g) => g.identifier))).toEqual([
      ["poster", "platte", "leinwand"],
      ["more", "color", "other"],
    ]);
  });

  it("reuses the calendar flyout for accessories", () => {
    const accessories = item({ navigationType: "accessories", flyoutGroups: [group("envelopes"), group("ribbons")] });
    expect(flyoutLayout(accessories, false).map((row) => row.map((g) => g.identifier))).toEqual([
      ["envelopes", "ribbons"],
    ]);
  });

  it("groups wandbilder into bestseller, premium and additional-products only under the feature flag", () => {
    const wall = item({
      navigationType: "wandbilder",
      flyoutGroups: [
        group("bestseller", "list", ["/a", "/b"]),
        group("premium", "list", ["/c"]),
        group("additional-products"),
      ],
    });
    expect(flyoutLayout(wall, true)[0].map((g) => g.identifier)).toEqual([
      "bestseller",
      "premium",
      "additional-products",
    ]);
    const single = flyoutLayout(wall, false);
    expect(single).toHaveLength(1);
    expect(single[0]).toHaveLength(1);
    const groups = flyoutGroupsOf(wall);
    expect(single[0][0].sources.flatMap((index) => groups[index].flyoutGroupItems.map((i) => i.link.url))).toEqual([
      "/a",
      "/b",
      "/c",
      "/a",
    ]);
  });

  it("uses the image widths of section 9", () => {
    expect(flyoutImageWidth("calendar", "categories")).toBe(130);
    expect(flyoutImageWidth("card", "additional")).toBe(80);
    expect(flyoutImageWidth("card", "occasions")).toBe(130);
    expect(flyoutImageWidth("frame", "color")).toBe(48);
    expect(flyoutImageWidth("frame", "other")).toBe(60);
    expect(flyoutImageWidth("frame", "poster")).toBe(150);
    expect(flyoutImageWidth("photobook", "categories")).toBe(170);
    expect(flyoutImageWidth("photobook", "start-without-design")).toBe(153);
    expect(flyoutImageWidth("photobook", "types")).toBe(73);
    expect(flyoutImageWidth("wandbilder", "bestseller")).toBe(150);
    expect(flyoutImageWidth("wandbilder", "bestseller", true)).toBe(120);
  });
});

describe("sub-navigation (section 2)", () => {
  const calendar = item({
    link: { url: "/fotokalender" },
    navigationType: "calendar",
    flyoutGroups: [
      group("categories", "circle", ["/wandkalender", "/tischkalender"]),
      group("formats", "square", ["/a4-kalender"]),
    ],
  });

  it("shows tiles and category separators from the active type's flyout groups, marking the tile whose link equals the path", () => {
    const entries = subNavigation([calendar], "/tischkalender", "calendar");
    expect(
      entries.map((e) => (e.kind === "separator" ? `-${e.title}` : `${e.tileType}:${e.url}${e.active ? "*" : ""}`)),
    ).toEqual(["-CATEGORIES", "circle:/wandkalender", "circle:/tischkalender*", "-FORMATS", "square:/a4-kalender"]);
  });

  it("is hidden on /feed-collage, /feed-calendar and /feed-card", () => {
    for (const path of ["/feed-collage", "/feed-calendar", "/feed-card"]) {
      expect(subNavigation([calendar], path, "calendar")).toEqual([]);
    }
    expect(subNavigation([calendar], "/feed-other", "calendar").length).toBeGreaterThan(0);
  });

  it("takes the active navigation type from the page, else from the item whose url or flyout link equals the path", () => {
    const card = item({
      link: { url: "/karten" },
      navigationType: "card",
      flyoutGroups: [group("occasions", "circle", ["/hochzeitskarten"])],
    });
    expect(activeNavigationOf([calendar, card], "/x", "photobook")).toBe("photobook");
    expect(activeNavigationOf([calendar, card], "/karten")).toBe("card");
    expect(activeNavigationOf([calendar, card], "/tischkalender")).toBe("calendar");
    expect(activeNavigationOf([calendar, card], "/impressum")).toBeUndefined();
  });

  it("is empty when no navigation item is active", () => {
    expect(subNavigation([calendar], "/", undefined)).toEqual([]);
  });
});
