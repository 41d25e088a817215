/**
 * The help button's messenger launcher (specification section 4, "Help messenger flags" and
 * "Launcher"; section 9, "Timing"): flags loaded, loading, open, visible (default true) and fade.
 * A click while loading does nothing; when loaded it opens the messenger; otherwise the provider
 * script loads. After the script loaded: 1700 ms later loaded and open, 300 ms after that loading
 * clears. A failed injection resets loaded and loading. Closing sets open false.
 */

export interface MessengerState {
  loaded: boolean;
  loading: boolean;
  open: boolean;
  visible: boolean;
  fade: boolean;
}

export const MESSENGER_START: MessengerState = {
  loaded: false,
  loading: false,
  open: false,
  visible: true,
  fade: false,
};

export type MessengerEvent =
  | { type: "click" }
  | { type: "script-failed" }
  | { type: "ready" }
  | { type: "loading-done" }
  | { type: "closed" };

/** What a click asks the service to do. */
export function clickAction(state: MessengerState): "none" | "open" | "load" {
  if (state.loading) return "none";
  return state.loaded ? "open" : "load";
}

export function messengerReducer(state: MessengerState, event: MessengerEvent): MessengerState {
  switch (event.type) {
    case "click": {
      const action = clickAction(state);
      if (action === "none") return state;
      return action === "open" ? { ...state, open: true } : { ...state, loading: true, fade: true };
    }
    case "script-failed":
      return { ...state, loaded: false, loading: false, fade: false };
    case "ready":
      return { ...state, loaded: true, open: true };
    case "loading-done":
      return { ...state, loading: false, fade: false };
    case "closed":
      return { ...state, open: false };
  }
}

/** The launcher shows only while the messenger is visible and not open. */
export function launcherShown(state: MessengerState): boolean {
  return state.visible && !state.open;
}
