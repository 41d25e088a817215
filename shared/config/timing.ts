/**
 * Timing constants (specification section 9, "Timing"; section 4 for the messenger). The chunk
 * reload guard lives with its rule in `chunk-reload.ts`.
 */

/** Resize debounce of the scroller and the carousel (section 9, "Timing"). */
export const RESIZE_DEBOUNCE_MS = 200;

/** Resize debounce of the device re-detection (section 9, "Timing"). */
export const REDETECTION_DEBOUNCE_MS = 50;

/** Back-to-top scroll debounce (section 9, "Timing"). */
export const BACK_TO_TOP_DEBOUNCE_MS = 500;

/** After the messenger script loads: mark loaded and open after this delay (section 4, "Help messenger"). */
export const MESSENGER_OPEN_DELAY_MS = 1700;

/** ... and clear the loading flag this much later (section 4, "Help messenger"). */
export const MESSENGER_LOADING_CLEAR_MS = 300;

/** The messenger action used when none is given (section 9, "Timing"). */
export const DEFAULT_MESSENGER_ACTION = "messenger";

/** The session-recording tool is polled this often ... (section 4; section 9, "Timing"). */
export const SESSION_RECORDING_POLL_MS = 2_000;

/** ... for at most this long (section 4; section 9, "Timing"). */
export const SESSION_RECORDING_POLL_LIMIT_MS = 60_000;
