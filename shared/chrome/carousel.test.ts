import { describe, expect, it } from "vitest";
import { REVIEW_CAROUSEL } from "../config/carousel.ts";
import { DEFAULT_OPTIONS, canStep, gestureDirection, optionsAt, stepIndex } from "./carousel.ts";

describe("carousel (sections 4 and 9)", () => {
  it("wraps around when infinite", () => {
    const options = { ...DEFAULT_OPTIONS, infinite: true };
    expect(stepIndex(4, 1, 5, options)).toBe(0);
    expect(stepIndex(0, -1, 5, options)).toBe(4);
    expect(canStep(0, -1, 5, options)).toBe(true);
  });

  it("stops at the ends when not infinite", () => {
    const options = { ...DEFAULT_OPTIONS, slidesPerView: 2 };
    expect(stepIndex(3, 1, 5, options)).toBe(3);
    expect(stepIndex(0, -1, 5, options)).toBe(0);
    expect(canStep(3, 1, 5, options)).toBe(false);
    expect(canStep(0, -1, 5, options)).toBe(false);
    expect(canStep(2, 1, 5, options)).toBe(true);
  });

  it("goes next or previous on a swipe over 50px", () => {
    expect(gestureDirection(-51, 0, "touch")).toBe(1);
    expect(gestureDirection(51, 0, "touch")).toBe(-1);
    expect(gestureDirection(-50, 0, "touch")).toBe(0);
    expect(gestureDirection(-80, 90, "touch")).toBe(0);
  });

  it("counts a mouse drag only when the horizontal move exceeds 3 times the vertical move", () => {
    expect(gestureDirection(-90, 29, "mouse")).toBe(1);
    expect(gestureDirection(-90, 30, "mouse")).toBe(0);
    expect(gestureDirection(120, 10, "mouse")).toBe(-1);
  });

  it("recalculates the review carousel's options per viewport width", () => {
    expect(optionsAt(REVIEW_CAROUSEL, 375)).toMatchObject({
      slidesPerView: 1,
      slidesPerGroup: 1,
      infinite: true,
      navigation: true,
      spaceBetween: 0,
    });
    expect(optionsAt(REVIEW_CAROUSEL, 720)).toMatchObject({
      spaceBetween: 20,
      slidesPerView: 1,
      slidesPerGroup: 3,
      infinite: true,
    });
    expect(optionsAt(REVIEW_CAROUSEL, 1280)).toMatchObject({ spaceBetween: 45, slidesPerView: 1, slidesPerGroup: 3 });
    expect(optionsAt(REVIEW_CAROUSEL, 1280).transitionSpeed).toBe(300);
  });
});
