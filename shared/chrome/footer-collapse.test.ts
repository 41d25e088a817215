import { describe, expect, it } from "vitest";
import { boxStartsOpen, contentShows, listStartsOpen, toggleOnClick } from "./footer-collapse.ts";

describe("footer collapse (section 4)", () => {
  it("starts the first list or tile open and the others closed", () => {
    expect([0, 1, 2].map(listStartsOpen)).toEqual([true, false, false]);
  });

  it("starts the boxes customerService, awards, appLinks and socialMedia open, the others closed", () => {
    expect(boxStartsOpen("customerService")).toBe(true);
    expect(boxStartsOpen("awards")).toBe(true);
    expect(boxStartsOpen("appLinks")).toBe(true);
    expect(boxStartsOpen("socialMedia")).toBe(true);
    expect(boxStartsOpen("international")).toBe(false);
    expect(boxStartsOpen("languages")).toBe(false);
    expect(boxStartsOpen("aboutShop")).toBe(false);
  });

  it("toggles by click only under 720px", () => {
    expect(toggleOnClick(false, 719)).toBe(true);
    expect(toggleOnClick(true, 719)).toBe(false);
    expect(toggleOnClick(false, 720)).toBe(false);
  });

  it("shows every part from 720px up, and only open parts under 720px", () => {
    expect(contentShows(false, 720)).toBe(true);
    expect(contentShows(false, 719)).toBe(false);
    expect(contentShows(true, 375)).toBe(true);
  });
});
