/**
 * Feature-flag treatments and the flags the shop's pages read (specification section 3,
 * "Feature-flag treatments"; section 9, "Experiments and text").
 */
export type Treatment = "on" | "off" | "control";

/** Flag names. Each channel logs only flags with its own prefix (section 5). */
export const FLAGS = {
  /** Wandbilder flyout with bestseller, premium and additional-products groups. */
  wandbilderGroups: "kl_wandbilder_flyout_groups",
  /** 'All wall art' ordering of the main navigation. */
  allWallArtOrdering: "kl_all_wallart_ordering",
  /** Portrait orientation swap in the price calculator (with the story tag). */
  calculatorPortraitSwap: "kl_calculator_portrait_swap",
} as const;

/** The redesign experiments, toggled by a story tag plus a treatment (section 9). */
export const REDESIGN_EXPERIMENTS = [965, 967, 1031, 1409, 1616, 492] as const;

export function redesignFlag(id: (typeof REDESIGN_EXPERIMENTS)[number]): string {
  return `kl_redesign_${id}`;
}

/** With no treatment known, a flag is off (section 5, "Flag overrides"). */
export function isOn(treatments: Readonly<Record<string, Treatment>>, flag: string): boolean {
  return treatments[flag] === "on";
}

/**
 * Flags the chrome reads beyond `FLAGS` (section 9, "Images": wall-art flyout image width 150,
 * 120 in the experiment). Kept apart so that `FLAGS` stays as the seam defined it.
 */
export const CHROME_FLAGS = {
  /** Wall-art flyout image width 120 instead of 150. */
  wallartFlyoutImageWidth: "kl_wallart_flyout_image_width",
} as const;

/** A redesign experiment id (section 9, "Experiments and text"). */
export type RedesignExperiment = (typeof REDESIGN_EXPERIMENTS)[number];

/** Every flag a page of the shop can read: evaluated at the edge for each person's page. */
export const PAGE_FLAGS: readonly string[] = [
  ...Object.values(FLAGS),
  ...Object.values(CHROME_FLAGS),
  ...REDESIGN_EXPERIMENTS.map(redesignFlag),
];

/** The treatments of section 3, "Feature-flag treatments"; anything else the SDK answers is control. */
export function toTreatment(value: unknown): Treatment {
  return value === "on" || value === "off" ? value : "control";
}
