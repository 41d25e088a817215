import { describe, expect, it } from "vitest";
import {
  CAROUSEL_TRANSITION_MS,
  DRAG_RATIO,
  REVIEW_CAROUSEL,
  SWIPE_THRESHOLD_PX,
  carouselOptionsAt,
  isHorizontalDrag,
  nextSlideIndex,
  swipeDirection,
} from "./carousel.ts";

describe("carousel (sections 4 and 9)", () => {
  it("goes next or previous on a swipe over 50px, and nowhere on a shorter one", () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeDirection(-51)).toBe("next");
    expect(swipeDirection(51)).toBe("previous");
    expect(swipeDirection(-50)).toBe("none");
    expect(swipeDirection(50)).toBe("none");
    expect(swipeDirection(0)).toBe("none");
  });

  it("counts a mouse drag as horizontal when the horizontal move exceeds 3 times the vertical move", () => {
    expect(DRAG_RATIO).toBe(3);
    expect(isHorizontalDrag(31, 10)).toBe(true);
    expect(isHorizontalDrag(-31, -10)).toBe(true);
    expect(isHorizontalDrag(30, 10)).toBe(false);
    expect(isHorizontalDrag(10, 40)).toBe(false);
    expect(isHorizontalDrag(1, 0)).toBe(true);
  });

  it("wraps around when infinite and stops at the ends otherwise", () => {
    expect(nextSlideIndex(4, 1, 5, true)).toBe(0);
    expect(nextSlideIndex(0, -1, 5, true)).toBe(4);
    expect(nextSlideIndex(3, 3, 5, true)).toBe(1);
    expect(nextSlideIndex(4, 1, 5, false)).toBe(4);
    expect(nextSlideIndex(0, -1, 5, false)).toBe(0);
    expect(nextSlideIndex(1, 3, 5, false)).toBe(4);
    expect(nextSlideIndex(0, 1, 0, true)).toBe(0);
  });

  it("moves in 300ms", () => {
    expect(CAROUSEL_TRANSITION_MS).toBe(300);
    expect(REVIEW_CAROUSEL.transitionSpeed).toBe(300);
  });

  it("shows reviews one per view and per group, infinite, with navigation buttons, below 720px", () => {
    expect(carouselOptionsAt(REVIEW_CAROUSEL, 375)).toEqual({
      slidesPerView: 1,
      slidesPerGroup: 1,
      infinite: true,
      navigation: true,
      transitionSpeed: 300,
    });
  });

  it("shows reviews 20px apart in groups of 3 from 720px", () => {
    for (const width of [720, 1079]) {
      expect(carouselOptionsAt(REVIEW_CAROUSEL, width)).toMatchObject({ spaceBetween: 20, slidesPerView: 1, slidesPerGroup: 3, infinite: true });
    }
  });

  it("shows reviews 45px apart in groups of 3 from 1080px", () => {
    expect(carouselOptionsAt(REVIEW_CAROUSEL, 1080)).toMatchObject({ spaceBetween: 45, slidesPerView: 1, slidesPerGroup: 3 });
    expect(carouselOptionsAt(REVIEW_CAROUSEL, 1920)).toMatchObject({ spaceBetween: 45, slidesPerGroup: 3 });
  });

  it("applies responsive entries smallest first, whatever order they were written in", () => {
    const options = { slidesPerView: 1, responsive: { 1000: { slidesPerView: 3 }, 500: { slidesPerView: 2, dots: true } } };
    expect(carouselOptionsAt(options, 1200)).toEqual({ slidesPerView: 3, dots: true });
    expect(carouselOptionsAt(options, 600)).toEqual({ slidesPerView: 2, dots: true });
    expect(carouselOptionsAt(options, 499)).toEqual({ slidesPerView: 1 });
  });
});
