/**
 * The flyout types and their rows (specification section 2, "Main navigation") and the flyout
 * image widths (section 9, "Images"). A row is a list of flyout group identifiers.
 */
import { FLYOUT_IMAGE_WIDTHS as W } from "../config/images.ts";
import type { FlyoutGroup, NavigationItem } from "../content/global-config.ts";

export type FlyoutKind = "calendar" | "card" | "collage" | "frame" | "photobook" | "wandbilder";

/** Accessories reuse the calendar flyout; other types without a layout of their own do too. */
export function flyoutKind(item: NavigationItem): FlyoutKind {
  switch (item.navigationType) {
    case "card":
    case "collage":
    case "frame":
    case "photobook":
    case "wandbilder":
      return item.navigationType;
    default:
      return "calendar";
  }
}

/** Group identifiers per row, per flyout kind. `*` stands for every group not named in another row. */
const ROWS: Record<Exclude<FlyoutKind, "wandbilder">, string[][]> = {
  calendar: [["*"]],
  card: [["occasions"], ["additional"]],
  collage: [["categories"], ["start-without-design", "with-multiple-images"]],
  frame: [
    ["poster", "leinwand", "platte"],
    ["color", "other", "more"],
  ],
  photobook: [["categories"], ["types", "start-without-design", "photobook-assistant", "more"]],
};

/** Wandbilder: bestseller, premium and additional-products under the feature flag, else one row. */
const WANDBILDER_GROUPED = [["bestseller", "premium", "additional-products"]];

/** One group of a flyout row: what it shows, and which of the item's groups (by index) it lists the links of. */
export interface FlyoutGroupLayout {
  identifier: string;
  title: string;
  /** Tile or row kind, as in the content (`circle`, `list`, ...). */
  type: string;
  /** Indexes into `flyoutGroupsOf(item)`. */
  sources: number[];
}

/** The item's groups that have links, in content order: what the burger menu and the flyout show. */
export function flyoutGroupsOf(item: NavigationItem): FlyoutGroup[] {
  return item.flyoutGroups.filter((group) => group.flyoutGroupItems.length > 0);
}

/**
 * The flyout's rows of groups. Wandbilder without the feature flag is one untitled list of every
 * group's links; the other kinds place the groups their rows name.
 */
export function flyoutLayout(item: NavigationItem, wandbilderGroups: boolean): FlyoutGroupLayout[][] {
  const kind = flyoutKind(item);
  const groups = flyoutGroupsOf(item);
  if (kind === "wandbilder" && !wandbilderGroups) {
    return groups.length
      ? [[{ identifier: "wandbilder", title: "", type: "list", sources: groups.map((_, index) => index) }]]
      : [];
  }
  const rows = kind === "wandbilder" ? WANDBILDER_GROUPED : ROWS[kind];
  const named = new Set(rows.flat());
  const layout = (group: FlyoutGroup, index: number): FlyoutGroupLayout => ({
    identifier: group.flyoutGroupIdentifier,
    title: group.flyoutGroupTitle,
    type: group.type,
    sources: [index],
  });
  return rows
    .map((row) =>
      groups
        .map((group, index) => ({ group, index }))
        .filter(({ group }) =>
          row.includes("*") ? !named.has(group.flyoutGroupIdentifier) : row.includes(group.flyoutGroupIdentifier),
        )
        .map(({ group, index }) => layout(group, index)),
    )
    .filter((row) => row.length > 0);
}

/** Section 9: flyout image widths in pixels, per flyout kind and group. */
export function flyoutImageWidth(kind: FlyoutKind, groupIdentifier: string, wallartExperiment = false): number {
  switch (kind) {
    case "card":
      return groupIdentifier === "additional" ? W.cardAdditional : W.cardOccasion;
    case "collage":
      return W.collageCategory;
    case "frame":
      if (groupIdentifier === "color") return W.frameColors;
      if (groupIdentifier === "other") return W.frameOther;
      return W.framePoster;
    case "photobook":
      if (groupIdentifier === "start-without-design") return W.photobookWithoutTemplate;
      if (groupIdentifier === "categories") return W.photobookCategory;
      return W.photobookSubline;
    case "wandbilder":
      return wallartExperiment ? W.wallartExperiment : W.wallart;
    case "calendar":
      return W.calendar;
  }
}
