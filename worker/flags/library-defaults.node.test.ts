import { SplitFactory } from "@splitsoftware/splitio-browserjs";
import { describe, expect, it } from "vitest";
import { FLAG_LIBRARY_DEFAULTS } from "../../shared/flags/library-defaults.ts";

describe("feature-flag library defaults (section 9)", () => {
  it("are the Split SDK's defaults", async () => {
    const factory = SplitFactory({ core: { authorizationKey: "localhost", key: "k" }, features: {} });
    const { scheduler, startup } = factory.settings;
    const { readyTimeout, requestTimeoutBeforeReady, retriesOnFailureBeforeReady, eventsFirstPushWindow, ...rates } =
      FLAG_LIBRARY_DEFAULTS;
    expect(scheduler).toMatchObject(rates);
    expect(startup).toMatchObject({
      readyTimeout,
      requestTimeoutBeforeReady,
      retriesOnFailureBeforeReady,
      eventsFirstPushWindow,
    });
    await factory.destroy();
  });
  it("report impressions every 60 s in debug impressions mode", async () => {
    const factory = SplitFactory({
      core: { authorizationKey: "localhost", key: "k" },
      features: {},
      sync: { impressionsMode: "DEBUG" },
    });
    expect(factory.settings.scheduler.impressionsRefreshRate).toBe(60_000);
    await factory.destroy();
  });
});
