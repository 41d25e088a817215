/**
 * The navigation as the main navigation and the burger menu both read it (specification section
 * 2, "Main navigation" and "Burger menu"; section 3, "Burger data" is the same item list). The
 * worker sends it once per page in a page data script (decision 072); each island takes what it
 * shows from it: the bar its items and flyouts, the burger every item with its groups.
 */
import type { FlyoutKind } from "../../shared/chrome/flyout.ts";
import type { ResolvedLink } from "../../shared/chrome/link-href.ts";
import type { FlyoutGroupView, FlyoutItemView, FlyoutView } from "./flyout.tsx";

export type NavigationGroupView = {
  id: string;
  title: string;
  items: FlyoutItemView[];
};

/** A flyout group: its look, and which of the entry's groups (by index) it lists. */
export type FlyoutGroupLayoutView = {
  id: string;
  title: string;
  type: string;
  imageWidth: number;
  sources: number[];
};

export type NavigationEntryView = {
  key: string;
  text: string;
  to: ResolvedLink;
  selected: boolean;
  /** False for burger-only items, which the bar leaves out. */
  inBar: boolean;
  /** The item's groups that have links, in content order. */
  groups: NavigationGroupView[];
  /** Null for items without a flyout (sub-navigation-only items and items without groups). */
  flyout: { kind: FlyoutKind; rows: FlyoutGroupLayoutView[][] } | null;
};

export type NavigationView = { items: NavigationEntryView[] };

/** The flyout of an entry with its groups' links filled in, for `<Flyout>`; `allLabel` is "All {{name}}". */
export function flyoutOf(entry: NavigationEntryView, allLabel: string): FlyoutView | null {
  if (!entry.flyout) return null;
  const group = ({ sources, ...layout }: FlyoutGroupLayoutView): FlyoutGroupView => ({
    ...layout,
    items: sources.flatMap((index) => entry.groups[index]?.items ?? []),
  });
  return { kind: entry.flyout.kind, allLabel, rows: entry.flyout.rows.map((row) => row.map(group)) };
}
