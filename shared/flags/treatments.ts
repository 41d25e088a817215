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
