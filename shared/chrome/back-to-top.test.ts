import { describe, expect, it } from "vitest";
import { backToTopVisible } from "./back-to-top.ts";

describe("back-to-top (section 4)", () => {
  it("appears when scrolling up past half the window height", () => {
    expect(backToTopVisible(false, 2000, 1500, 800)).toBe(true);
  });
  it("does not appear when scrolling up above half the window height", () => {
    expect(backToTopVisible(false, 600, 300, 800)).toBe(false);
  });
  it("hides when scrolling down", () => {
    expect(backToTopVisible(true, 1500, 2000, 800)).toBe(false);
  });
  it("keeps its state when the position did not change, and hides near the top", () => {
    expect(backToTopVisible(true, 1500, 1500, 800)).toBe(true);
    expect(backToTopVisible(true, 300, 300, 800)).toBe(false);
  });
});
