/**
 * The burger menu's state (specification section 2, "Burger menu"; section 4, "Burger"): open or
 * closed; it closes itself at 1000px or more; a second-level menu is active or hidden and the main
 * list's scroll position is remembered when one opens and restored when it closes; only one
 * third-level accordion is open at a time.
 */
import { burgerAllowed } from "./layout.ts";

export interface BurgerState {
  open: boolean;
  /** Key of the active second-level menu, or null when the main list shows. */
  level: string | null;
  /** The main list's scroll position when the second level opened. */
  savedScroll: number;
  /** Key of the one open third-level accordion, or null. */
  accordion: string | null;
}

export type BurgerEvent =
  | { type: "toggle"; width: number }
  | { type: "close" }
  | { type: "resize"; width: number }
  | { type: "enter"; level: string; scrollTop: number }
  | { type: "back" }
  | { type: "accordion"; key: string };

export const CLOSED: BurgerState = { open: false, level: null, savedScroll: 0, accordion: null };

export function burgerReducer(state: BurgerState, event: BurgerEvent): BurgerState {
  switch (event.type) {
    case "toggle":
      if (state.open) return CLOSED;
      return burgerAllowed(event.width) ? { ...CLOSED, open: true } : state;
    case "close":
      return CLOSED;
    case "resize":
      return state.open && !burgerAllowed(event.width) ? CLOSED : state;
    case "enter":
      return state.open ? { ...state, level: event.level, savedScroll: event.scrollTop, accordion: null } : state;
    case "back":
      return { ...state, level: null, accordion: null };
    case "accordion":
      return { ...state, accordion: state.accordion === event.key ? null : event.key };
  }
}
