/**
 * The generic carousel's rules (specification section 3, "Carousel options"; section 4,
 * "Carousel"; section 9, "Review carousel" and the swipe constants). A slide holds
 * `slidesPerGroup` items; `slidesPerView` slides show at once; a step moves `slidesToScroll`
 * slides. Infinite carousels wrap around, bounded ones stop at the ends.
 */

/** Section 9: a swipe over this many pixels goes next or previous. */
export const SWIPE_THRESHOLD_PX = 50;
/** Section 9: a mouse drag counts as horizontal when the horizontal move exceeds this times the vertical. */
export const DRAG_RATIO = 3;
/** Section 3 and 9: default transition. */
export const TRANSITION_MS = 300;

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

export interface ResponsiveOptions {
  base: Partial<CarouselOptions>;
  /** Minimum viewport width -> options that apply from there up. */
  breakpoints: Record<number, Partial<CarouselOptions>>;
}

export const DEFAULT_OPTIONS: CarouselOptions = {
  infinite: false,
  slidesPerView: 1,
  slidesPerGroup: 1,
  slidesToScroll: 1,
  spaceBetween: 0,
  initialSlide: 0,
  transitionSpeed: TRANSITION_MS,
  navigation: true,
  dots: false,
};

/**
 * The footer's review carousel (section 9): 1 per view and per group, infinite, with navigation
 * buttons; from 720px spaceBetween 20 and groups of 3; from 1080px spaceBetween 45.
 */
export const REVIEW_CAROUSEL: ResponsiveOptions = {
  base: { slidesPerView: 1, slidesPerGroup: 1, infinite: true, navigation: true },
  breakpoints: {
    720: { spaceBetween: 20, slidesPerView: 1, slidesPerGroup: 3 },
    1080: { spaceBetween: 45, slidesPerView: 1, slidesPerGroup: 3 },
  },
};

/** The options in force at a viewport width: the base, then every breakpoint up to the width. */
export function optionsAt(config: ResponsiveOptions, width: number): CarouselOptions {
  const steps = Object.keys(config.breakpoints)
    .map(Number)
    .filter((min) => width >= min)
    .sort((a, b) => a - b);
  return steps.reduce<CarouselOptions>((acc, min) => ({ ...acc, ...config.breakpoints[min] }), { ...DEFAULT_OPTIONS, ...config.base });
}

/** Items grouped into slides of `size`. */
export function groupSlides<T>(items: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const slides: T[][] = [];
  for (let i = 0; i < items.length; i += step) slides.push(items.slice(i, i + step));
  return slides;
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
