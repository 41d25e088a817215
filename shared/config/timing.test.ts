import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_GUARD_MS } from "./chunk-reload.ts";
import {
  BACK_TO_TOP_DEBOUNCE_MS,
  CAPTCHA_POLL_MS,
  DEFAULT_MESSENGER_ACTION,
  MAX_TIMER_DELAY_MS,
  MESSENGER_LOADING_CLEAR_MS,
  MESSENGER_OPEN_DELAY_MS,
  PAGE_LOADING_END_MAX_MS,
  REDETECTION_DEBOUNCE_MS,
  RESIZE_DEBOUNCE_MS,
  SCROLLER_ANIMATION_MS,
  SESSION_RECORDING_POLL_LIMIT_MS,
  SESSION_RECORDING_POLL_MS,
  cappedTimerDelay,
} from "./timing.ts";

describe("timing constants (section 9, 'Timing')", () => {
  it("has the values of the specification", () => {
    expect({
      SCROLLER_ANIMATION_MS,
      RESIZE_DEBOUNCE_MS,
      REDETECTION_DEBOUNCE_MS,
      BACK_TO_TOP_DEBOUNCE_MS,
      MESSENGER_OPEN_DELAY_MS,
      MESSENGER_LOADING_CLEAR_MS,
      DEFAULT_MESSENGER_ACTION,
      CAPTCHA_POLL_MS,
      PAGE_LOADING_END_MAX_MS,
      CHUNK_RELOAD_GUARD_MS,
      SESSION_RECORDING_POLL_MS,
      SESSION_RECORDING_POLL_LIMIT_MS,
    }).toEqual({
      SCROLLER_ANIMATION_MS: 500,
      RESIZE_DEBOUNCE_MS: 200,
      REDETECTION_DEBOUNCE_MS: 50,
      BACK_TO_TOP_DEBOUNCE_MS: 500,
      MESSENGER_OPEN_DELAY_MS: 1700,
      MESSENGER_LOADING_CLEAR_MS: 300,
      DEFAULT_MESSENGER_ACTION: "messenger",
      CAPTCHA_POLL_MS: 25,
      PAGE_LOADING_END_MAX_MS: 100,
      CHUNK_RELOAD_GUARD_MS: 10_000,
      SESSION_RECORDING_POLL_MS: 2_000,
      SESSION_RECORDING_POLL_LIMIT_MS: 60_000,
    });
  });

  it("caps the cookie timer at the 32-bit maximum delay", () => {
    expect(MAX_TIMER_DELAY_MS).toBe(2 ** 31 - 1);
    const oneYear = 365 * 24 * 3600 * 1000;
    expect(cappedTimerDelay(oneYear)).toBe(2 ** 31 - 1);
    expect(cappedTimerDelay(2 ** 31 - 1)).toBe(2 ** 31 - 1);
    expect(cappedTimerDelay(60_000)).toBe(60_000);
  });

  it("never hands the runtime a negative or non-numeric delay", () => {
    expect(cappedTimerDelay(-5)).toBe(0);
    expect(cappedTimerDelay(Number.NaN)).toBe(0);
    expect(cappedTimerDelay(Number.POSITIVE_INFINITY)).toBe(2 ** 31 - 1);
  });
});
