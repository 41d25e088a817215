import { describe, expect, it } from "vitest";
import { burgerClosesAt, footerCollapsesAt } from "./layout.ts";

describe("layout widths (section 9, 'Layout')", () => {
  it("closes the burger menu at 1000px or more, and not below (section 2, 'Burger menu')", () => {
    expect(burgerClosesAt(999)).toBe(false);
    expect(burgerClosesAt(1000)).toBe(true);
    expect(burgerClosesAt(1440)).toBe(true);
  });

  it("collapses footer lists and tiles only under 720px (section 4)", () => {
    expect(footerCollapsesAt(719)).toBe(true);
    expect(footerCollapsesAt(720)).toBe(false);
    expect(footerCollapsesAt(375)).toBe(true);
  });
});
