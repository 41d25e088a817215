import { describe, expect, it } from "vitest";
import {
  BREAKPOINTS,
  BURGER_CLOSE_WIDTH,
  FOOTER_COLLAPSE_WIDTH,
  SECOND_SCALE,
  burgerClosesAt,
  footerCollapsesAt,
  maxWidthQuery,
  minWidthQuery,
} from "./layout.ts";

describe("layout constants (section 9, 'Layout')", () => {
  it("has the breakpoints mobile 480, mobile-large 576, tablet 768, desktop-small 900, desktop 1024, desktop-large 1300", () => {
    expect(BREAKPOINTS).toEqual({
      mobile: 480,
      mobileLarge: 576,
      tablet: 768,
      desktopSmall: 900,
      desktop: 1024,
      desktopLarge: 1300,
    });
  });

  it("has the second scale xxs 319 to xxxl 1599, rising", () => {
    expect(SECOND_SCALE).toEqual({ xxs: 319, xs: 479, sm: 575, md: 767, lg: 899, xl: 1023, xxl: 1299, "2xl": 1536, xxxl: 1599 });
    const values = Object.values(SECOND_SCALE);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });

  it("ends the second scale's xs to xxl one pixel below each breakpoint, so the two scales never overlap", () => {
    const { xs, sm, md, lg, xl, xxl } = SECOND_SCALE;
    expect([xs, sm, md, lg, xl, xxl].map((px) => px + 1)).toEqual(Object.values(BREAKPOINTS));
  });

  it("closes the burger menu at 1000px or more, and not below (section 2, 'Burger menu')", () => {
    expect(BURGER_CLOSE_WIDTH).toBe(1000);
    expect(burgerClosesAt(999)).toBe(false);
    expect(burgerClosesAt(1000)).toBe(true);
    expect(burgerClosesAt(1440)).toBe(true);
  });

  it("collapses footer lists and tiles only under 720px (section 4)", () => {
    expect(FOOTER_COLLAPSE_WIDTH).toBe(720);
    expect(footerCollapsesAt(719)).toBe(true);
    expect(footerCollapsesAt(720)).toBe(false);
    expect(footerCollapsesAt(375)).toBe(true);
  });

  it("writes media conditions in pixels", () => {
    expect(minWidthQuery(BREAKPOINTS.desktop)).toBe("(min-width: 1024px)");
    expect(maxWidthQuery(SECOND_SCALE.xl)).toBe("(max-width: 1023px)");
  });
});
