/**
 * The generic carousel's rules (specification section 3, "Carousel options"; section 4,
 * "Carousel"; section 9, "Review carousel" and the swipe constants). A slide holds
 * `slidesPerGroup` items; `slidesPerView` slides show at once; a step moves `slidesToScroll`
 * slides. Infinite carousels wrap around, bounded ones stop at the ends.
 */

import {
  CAROUSEL_TRANSITION_MS,
  type CarouselOptions as CarouselConfig,
  DRAG_RATIO,
  SWIPE_THRESHOLD_PX,
  carouselOptionsAt,
} from "../config/carousel.ts";

/** The options with every default filled in. */
export interface CarouselOptions {
  infinite: boolean;
  slidesPerView: number;
  slidesPerGroup: number;
  slidesToScroll: number;
  spaceBetween: number;
  initialSlide: number;
  transitionSpeed: number;
  navigation: boolean;
  dots: boolean;
}

export const DEFAULT_OPTIONS: CarouselOptions = {
  infinite: false,
  slidesPerView: 1,
  slidesPerGroup: 1,
  slidesToScroll: 1,
  spaceBetween: 0,
  initialSlide: 0,
  transitionSpeed: CAROUSEL_TRANSITION_MS,
  navigation: true,
  dots: false,
};

/** The options in force at a viewport width (`carouselOptionsAt`), with the defaults filled in. */
export function optionsAt(config: CarouselConfig, width: number): CarouselOptions {
  return { ...DEFAULT_OPTIONS, ...carouselOptionsAt(config, width) };
}

/** The last index a bounded carousel may show first. */
export function lastIndex(slideCount: number, options: Pick<CarouselOptions, "slidesPerView">): number {
  return Math.max(0, slideCount - Math.max(1, options.slidesPerView));
}

/** The first visible slide after a step of `direction` (+1 next, -1 previous). */
export function stepIndex(index: number, direction: 1 | -1, slideCount: number, options: CarouselOptions): number {
  if (slideCount <= 0) return 0;
  const next = index + direction * Math.max(1, options.slidesToScroll);
  if (options.infinite) return ((next % slideCount) + slideCount) % slideCount;
  return Math.min(lastIndex(slideCount, options), Math.max(0, next));
}

/** Whether the previous or next button can act (an infinite carousel never stops). */
export function canStep(index: number, direction: 1 | -1, slideCount: number, options: CarouselOptions): boolean {
  if (slideCount <= options.slidesPerView) return false;
  if (options.infinite) return true;
  return direction === 1 ? index < lastIndex(slideCount, options) : index > 0;
}

export type Pointer = "touch" | "mouse";

/**
 * What a finished gesture does: a move over the swipe threshold goes next (leftwards) or
 * previous (rightwards). A mouse drag counts only when it is horizontal by the drag ratio; a
 * touch swipe only when it is more horizontal than vertical (the page scrolls otherwise).
 */
export function gestureDirection(dx: number, dy: number, pointer: Pointer): 1 | -1 | 0 {
  const horizontal = pointer === "mouse" ? Math.abs(dx) > DRAG_RATIO * Math.abs(dy) : Math.abs(dx) > Math.abs(dy);
  if (!horizontal || Math.abs(dx) <= SWIPE_THRESHOLD_PX) return 0;
  return dx < 0 ? 1 : -1;
}
