/**
 * Which footer parts start open and whether a click toggles them (specification section 4,
 * "Footer"): link lists, communication tiles and boxes collapse and expand by click only under
 * 720px; the first list or tile starts open; the boxes customerService, awards, appLinks and
 * socialMedia start open, the others closed; the title toggles them.
 */
import type { FooterBoxKind } from "../content/global-config.ts";
import { footerCollapses } from "./layout.ts";

/** Section 4: the footer boxes that start open. */
export const BOXES_OPEN_AT_START: readonly FooterBoxKind[] = ["customerService", "awards", "appLinks", "socialMedia"];

/** Whether the list or tile at this position starts open: only the first one. */
export function listStartsOpen(index: number): boolean {
  return index === 0;
}

export function boxStartsOpen(kind: FooterBoxKind): boolean {
  return BOXES_OPEN_AT_START.includes(kind);
}

/** The open state after a click on the title: toggles under 720px, does nothing from 720px up. */
export function toggleOnClick(open: boolean, width: number): boolean {
  return footerCollapses(width) ? !open : open;
}

/** Whether the part's content shows: always from 720px up, otherwise when open. */
export function contentShows(open: boolean, width: number): boolean {
  return !footerCollapses(width) || open;
}
