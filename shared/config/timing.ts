/**
 * Timing constants (specification section 9, "Timing"; section 4 for the messenger). The chunk
 * reload guard lives with its rule in `chunk-reload.ts`.
 */

/** Scroller animation (section 9, "Timing"). */
export const SCROLLER_ANIMATION_MS = 500;

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

/** Poll interval while waiting for the captcha library (section 9, "Timing"). */
export const CAPTCHA_POLL_MS = 25;

/** The page-loading end waits at most about this long (section 9, "Timing"). */
export const PAGE_LOADING_END_MAX_MS = 100;

/**
 * The largest delay a timer accepts: 2^31 - 1 ms, the signed 32-bit maximum. The cookie timer is
 * capped at it (section 9, "Timing"); a longer delay would fire at once.
 */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** The session-recording tool is polled this often ... (section 4; section 9, "Timing"). */
export const SESSION_RECORDING_POLL_MS = 2_000;

/** ... for at most this long (section 4; section 9, "Timing"). */
export const SESSION_RECORDING_POLL_LIMIT_MS = 60_000;

/** A timer delay that the runtime honours: capped at the 32-bit maximum, never negative (section 9). */
export function cappedTimerDelay(ms: number): number {
  if (!(ms > 0)) return 0;
  return Math.min(ms, MAX_TIMER_DELAY_MS);
}
