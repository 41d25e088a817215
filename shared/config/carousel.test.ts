import { describe, expect, it } from "vitest";
import { REVIEW_CAROUSEL, carouselOptionsAt } from "./carousel.ts";

describe("carousel (sections 4 and 9)", () => {
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
      expect(carouselOptionsAt(REVIEW_CAROUSEL, width)).toMatchObject({
        spaceBetween: 20,
        slidesPerView: 1,
        slidesPerGroup: 3,
        infinite: true,
      });
    }
  });

  it("shows reviews 45px apart in groups of 3 from 1080px", () => {
    expect(carouselOptionsAt(REVIEW_CAROUSEL, 1080)).toMatchObject({
      spaceBetween: 45,
      slidesPerView: 1,
      slidesPerGroup: 3,
    });
    expect(carouselOptionsAt(REVIEW_CAROUSEL, 1920)).toMatchObject({ spaceBetween: 45, slidesPerGroup: 3 });
  });

  it("applies responsive entries smallest first, whatever order they were written in", () => {
    const options = {
      slidesPerView: 1,
      responsive: { 1000: { slidesPerView: 3 }, 500: { slidesPerView: 2, dots: true } },
    };
    expect(carouselOptionsAt(options, 1200)).toEqual({ slidesPerView: 3, dots: true });
    expect(carouselOptionsAt(options, 600)).toEqual({ slidesPerView: 2, dots: true });
    expect(carouselOptionsAt(options, 499)).toEqual({ slidesPerView: 1 });
  });
});
