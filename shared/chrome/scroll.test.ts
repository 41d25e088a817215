import { describe, expect, it } from "vitest";
import { scrollAfterNavigation } from "./scroll.ts";

const u = (s: string) => ({ pathname: s.split("?")[0], search: s.includes("?") ? `?${s.split("?")[1]}` : "" });
const list = { from: true, to: true };
const none = { from: false, to: false };

describe("scroll after navigation (section 2)", () => {
  it("keeps the position between two product-list pages with a query", () => {
    expect(scrollAfterNavigation(u("/karten?page=1"), u("/hochzeitskarten?page=2"), list)).toBe("keep");
  });
  it("keeps the position on the same path with a different query", () => {
    expect(scrollAfterNavigation(u("/karten?color=red"), u("/karten?color=blue"), none)).toBe("keep");
  });
  it("scrolls smoothly to the top on a changed path", () => {
    expect(scrollAfterNavigation(u("/karten"), u("/kalender"), none)).toBe("smooth-top");
  });
  it("goes to the top at once otherwise", () => {
    expect(scrollAfterNavigation(u("/karten"), u("/karten"), none)).toBe("instant-top");
  });
});
