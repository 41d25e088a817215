/**
 * The generic carousel (specification section 3, "Footer data" carousel options; section 4,
 * "Carousel"; section 9, "Layout"): its constants, the review carousel's responsive configuration
 * and the responsive options rule. The gestures and steps are `shared/chrome/carousel.ts`.
 */

/** A swipe longer than this goes to the next or previous slide (sections 4 and 9). */
export const SWIPE_THRESHOLD_PX = 50;

/** A mouse drag is horizontal when the horizontal move exceeds this many times the vertical one (sections 4 and 9). */
export const DRAG_RATIO = 3;

/** Slide transition (section 3 default transitionSpeed; section 9). */
export const CAROUSEL_TRANSITION_MS = 300;

/** Carousel options (section 3, "Footer data"). `responsive` maps a min-width in pixels to overrides. */
export interface CarouselOptions {
  dots?: boolean;
  infinite?: boolean;
  initialSlide?: number;
  slidesPerGroup?: number;
  slidesPerView?: number;
  slidesToScroll?: number;
  spaceBetween?: number;
  transitionSpeed?: number;
  navigation?: boolean;
  responsive?: Record<number, Omit<CarouselOptions, "responsive">>;
}

/**
 * The review carousel (section 9, "Layout"): one per view and per group, infinite, with navigation
 * buttons; from 720px 20px apart in groups of 3; from 1080px 45px apart in groups of 3.
 */
export const REVIEW_CAROUSEL: CarouselOptions = {
  slidesPerView: 1,
  slidesPerGroup: 1,
  infinite: true,
  navigation: true,
  transitionSpeed: CAROUSEL_TRANSITION_MS,
  responsive: {
    720: { spaceBetween: 20, slidesPerView: 1, slidesPerGroup: 3 },
    1080: { spaceBetween: 45, slidesPerView: 1, slidesPerGroup: 3 },
  },
};

/**
 * The options in force at a viewport width: the base options overlaid with every responsive entry
 * whose min-width is reached, smallest first. Recalculated on resize (section 4, "Carousel").
 */
export function carouselOptionsAt(
  options: CarouselOptions,
  viewportWidth: number,
): Omit<CarouselOptions, "responsive"> {
  const { responsive = {}, ...base } = options;
  return Object.keys(responsive)
    .map(Number)
    .filter((minWidth) => viewportWidth >= minWidth)
    .sort((a, b) => a - b)
    .reduce((current, minWidth) => Object.assign(current, responsive[minWidth]), { ...base });
}
