/**
 * Main navigation and sub-navigation rules (specification section 2, "Main navigation" and
 * "Sub-navigation"; section 4, "Flyout"): which items show, which one is selected, which open a
 * flyout, and what the sub-navigation shows.
 */
import { SUB_NAVIGATION_TILES } from "../config/images.ts";
import type { FlyoutGroup, NavigationItem, NavigationType } from "../content/global-config.ts";

/** Path part of a link URL, without query or hash and without a trailing slash (except `/`). */
export function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0] || "/";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** Selected when its url equals the current path, or when the page's active navigation equals its type. */
export function isSelected(item: NavigationItem, routePath: string, activeType?: NavigationType): boolean {
  if (item.link.url.startsWith("/") && pathOf(item.link.url) === pathOf(routePath)) return true;
  return Boolean(activeType && activeType !== "none" && item.navigationType === activeType);
}

/**
 * The page's active navigation type: what the page declares, else the type of the item whose url
 * or one of whose flyout links equals the current path (a category page belongs to its item).
 */
export function activeNavigationOf(
  items: readonly NavigationItem[],
  routePath: string,
  declared?: NavigationType,
): NavigationType | undefined {
  if (declared) return declared;
  const path = pathOf(routePath);
  const matches = (url: string) => url.startsWith("/") && pathOf(url) === path;
  const own = items.find((item) => matches(item.link.url));
  if (own) return own.navigationType;
  return items.find((item) =>
    item.flyoutGroups.some((group) => group.flyoutGroupItems.some((entry) => matches(entry.link.url))),
  )?.navigationType;
}

/** A flyout opens on hover except for sub-navigation-only items (and items without groups). */
export function hasFlyout(item: NavigationItem): boolean {
  return !item.subNaviOnly && item.flyoutGroups.some((group) => group.flyoutGroupItems.length > 0);
}

/** Section 2: the sub-navigation is hidden on these paths. */
export const SUB_NAVIGATION_HIDDEN_ON = ["/feed-collage", "/feed-calendar", "/feed-card"] as const;

export type SubNavigationEntry =
  | { kind: "separator"; title: string }
  | { kind: "tile"; tileType: TileType; title: string; url: string; image?: string; active: boolean };

export type TileType = "circle" | "square" | "square-image";

/** Section 9: sub-navigation tile sizes in pixels (width x height), by tile type. */
export const TILE_SIZES: Record<TileType, { width: number; height: number }> = {
  circle: SUB_NAVIGATION_TILES.circle,
  square: SUB_NAVIGATION_TILES.square,
  "square-image": SUB_NAVIGATION_TILES.squareImage,
};

function tileType(group: FlyoutGroup): TileType {
  return group.type === "circle" || group.type === "square-image" ? group.type : "square";
}

/**
 * The sub-navigation: tiles and category separators built from the flyout groups of the active
 * navigation type; the active tile is the one whose link equals the current path. Empty when
 * hidden (feed pages) or when no item is active.
 */
export function subNavigation(
  items: readonly NavigationItem[],
  routePath: string,
  activeType?: NavigationType,
): SubNavigationEntry[] {
  const path = pathOf(routePath);
  if ((SUB_NAVIGATION_HIDDEN_ON as readonly string[]).includes(path)) return [];
  const item = items.find((candidate) => isSelected(candidate, routePath, activeType));
  if (!item) return [];
  const groups = item.flyoutGroups.filter((group) => group.flyoutGroupItems.length > 0);
  return groups.flatMap<SubNavigationEntry>((group) => {
    const tiles = group.flyoutGroupItems
      .filter((entry) => !entry.isHeadlineItem)
      .map<SubNavigationEntry>((entry) => ({
        kind: "tile",
        tileType: tileType(group),
        title: entry.subnaviTitle || entry.storyblokTitle,
        url: entry.link.url,
        image: (entry.subnaviAsset ?? entry.asset)?.filename,
        active: entry.link.url.startsWith("/") && pathOf(entry.link.url) === path,
      }));
    return groups.length > 1 && group.flyoutGroupTitle
      ? [{ kind: "separator", title: group.flyoutGroupTitle }, ...tiles]
      : tiles;
  });
}

/**
 * Section 2: the main navigation is hidden for 'All wall art' ordering except under the
 * experiment, and on the desktop platform (section 6, "Device mode").
 */
export function mainNavigationVisible(options: {
  desktop: boolean;
  allWallArtOrdering: boolean;
  experimentOn: boolean;
}): boolean {
  if (options.desktop) return false;
  return !options.allWallArtOrdering || options.experimentOn;
}
