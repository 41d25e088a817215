/**
 * Feature-flag library defaults (section 9, "Feature-flag library defaults"), in milliseconds.
 * The Split SDK's own defaults are these values; a test checks that they still are, so an SDK
 * upgrade that changes them is noticed. They are not passed to the SDK: passing the impressions
 * rate would break its debug rule (60 s in debug impressions mode).
 */
export const FLAG_LIBRARY_DEFAULTS = {
  featuresRefreshRate: 60_000,
  segmentsRefreshRate: 60_000,
  telemetryRefreshRate: 3_600_000,
  impressionsRefreshRate: 300_000,
  eventsPushRate: 60_000,
  eventsQueueSize: 500,
  impressionsQueueSize: 30_000,
  pushRetryBackoffBase: 1_000,
  readyTimeout: 10_000,
  requestTimeoutBeforeReady: 5_000,
  retriesOnFailureBeforeReady: 1,
  eventsFirstPushWindow: 10_000,
} as const;
