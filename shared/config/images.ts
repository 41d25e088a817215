/**
 * Image constants (specification section 9, "Images"; section 5, "Images").
 */

/** Image quality (section 9, "Images"). */
export const IMAGE_QUALITY = 85;

/** Pixel densities requested when none are given (sections 5 and 9, "Images"). */
export const IMAGE_DENSITIES = [1, 2] as const;

/** Default image format (section 9, "Images"). */
export const DEFAULT_IMAGE_FORMAT = "webp";

/** The low-quality placeholder (section 9, "Images"). */
export const IMAGE_PLACEHOLDER = {
  width: 10,
  height: 10,
  quality: 50,
  blur: 3,
  background: "#EFEFEF",
} as const;

/** Image widths in the navigation flyouts, in pixels (section 9, "Images"). */
export const FLYOUT_IMAGE_WIDTHS = {
  calendar: 130,
  cardAdditional: 80,
  cardOccasion: 130,
  collageCategory: 130,
  frameColors: 48,
  frameOther: 60,
  framePoster: 150,
  photobookCategory: 170,
  photobookWithoutTemplate: 153,
  photobookSubline: 73,
  wallart: 150,
  /** The wall-art flyout under the experiment. */
  wallartExperiment: 120,
} as const;

/** Sub-navigation tile sizes in pixels (section 9, "Images"). */
export const SUB_NAVIGATION_TILES = {
  circle: { width: 76, height: 76 },
  square: { width: 110, height: 73 },
  squareImage: { width: 110, height: 110 },
} as const;

/** Payment-method logos: aspect ratio and width hint (section 9, "Images"). */
export const PAYMENT_LOGO = { aspectRatio: "73/32", width: 73 } as const;
