import { describe, expect, it } from "vitest";
import { designerAddress } from "./address.ts";
import { type QueryParams, configuratorLink, configuratorParams } from "./configurator-query.ts";
import type { DesignerOptions, DesignerType } from "./options.ts";
import { toQuery } from "./parameters.ts";

const today = new Date("2026-11-23T12:00:00Z");
const paths = { calendar: "/c/", card: "/k/", collage: "/l/", photobook: "/b/", photobox: "/x/", photoFrame: "/f/" };

/** Follows a configurator link as the worker does: its query through the rules to the designer. */
function follow(link: string): string {
  const [path, search] = link.split("?") as [string, string];
  const pairs = search.split("&").map((pair) => pair.split("=").map(decodeURIComponent) as [string, string]);
  const query: QueryParams = {
    get: (name) => pairs.find(([k]) => k === name)?.[1] ?? null,
    getAll: (name) => pairs.filter(([k]) => k === name).map(([, v]) => v),
    [Symbol.iterator]: () => pairs[Symbol.iterator](),
  };
  const types: Record<string, DesignerType> = {
    calendar: "calendar",
    card: "card",
    collage: "collage",
    photobook: "photobook",
    photobox: "photobox",
    "photo-frame": "photoFrame",
  };
  const type = types[path.slice("/configurator-".length)]!;
  return `${paths[type]}?${toQuery(configuratorParams(type, query, query.get("locale")!, today))}`;
}

describe("the shop's configurator link leads to the address the designer rules build", () => {
  const cases: Array<[string, DesignerOptions]> = [
    ["calendar", { calendarType: "wandkalender", formatType: "a4-portrait" }],
    [
      "photo book",
      {
        photobookType: "digitalfotobuch-hard",
        format: "square",
        designGroupIds: { landscape: "1-L", portrait: "1-P", square: "1-S" },
      },
    ],
    ["card with the default quantity", { themeId: "1001", formatType: "148x105", quantity: 50 }],
    [
      "framed canvas",
      { materialType: "leinwand", frameType: "schattenfuge-leinwand", frameVariant: "schwarz", formatType: "600x400" },
    ],
    ["photo frame only", { materialType: "poster", frameType: "holzrahmen", formatType: "600x400", frameOnly: true }],
    ["collage", { materialType: "poster", formatType: "600x400", designId: "13", isCollage: true }],
    ["photo box", { photoboxType: "photobox", formatType: "130x90" }],
  ];
  it.each(cases)("%s", (_name, options) => {
    const link = configuratorLink(options, "fr-CH")!;
    expect(link).toMatch(/^\/configurator-[a-z-]+\?.*locale=fr-CH$/);
    expect(follow(link)).toBe(designerAddress(options, paths, "fr-CH", today));
  });

  it("no designer type, no link", () => {
    expect(configuratorLink({ formatType: "600x400" }, "de-DE")).toBeUndefined();
  });
});
