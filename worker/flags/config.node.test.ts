import { describe, expect, it } from "vitest";
import { flagsConfigOf } from "./config.ts";

describe("flags configuration from the environment", () => {
  it("runs in localhost mode without an SDK key, and with Split's own URLs", () => {
    const config = flagsConfigOf({});
    expect(config.mode).toBe("localhost");
    expect(config.client).toEqual({ authorizationKey: "localhost" });
    expect(config.sdkUrl).toBe("https://sdk.split.io/api");
  });
  it("uses the real service with a key, and a proxy's URLs when given", () => {
    const config = flagsConfigOf({
      SPLIT_SDK_KEY: "server",
      SPLIT_BROWSER_KEY: "browser",
      SPLIT_SDK_URL: "https://proxy.example/api/",
    });
    expect(config.mode).toBe("split");
    expect(config.sdkUrl).toBe("https://proxy.example/api");
    expect(config.client).toEqual({ authorizationKey: "browser", urls: { sdk: "https://proxy.example/api" } });
    expect(() => flagsConfigOf({ SPLIT_EVENTS_URL: "ftp://x" })).toThrow("SPLIT_EVENTS_URL must be an http(s) URL");
  });
  it("loads the tag manager only with a valid ID and a first-party path", () => {
    expect(flagsConfigOf({ TAG_MANAGER_ID: "GTM-AB12", TAG_MANAGER_URL: "/metrics" }).tracking.tagManager).toEqual({
      id: "GTM-AB12",
      url: "/metrics",
    });
    expect(flagsConfigOf({}).tracking.tagManager).toBeNull();
    expect(() => flagsConfigOf({ TAG_MANAGER_ID: "gtm-ab12", TAG_MANAGER_URL: "/metrics" })).toThrow(/TAG_MANAGER_ID/);
    expect(() => flagsConfigOf({ TAG_MANAGER_ID: "GTM-AB12" })).toThrow(
      "TAG_MANAGER_URL is required when TAG_MANAGER_ID is set",
    );
  });
  it("takes logging and RUM scripts only from local paths", () => {
    const tracking = flagsConfigOf({ LOGGING_SCRIPT: "/scripts/logging.js" }).tracking;
    expect(tracking.loggingScript).toBe("/scripts/logging.js");
    expect(tracking.rumScript).toBeNull();
    expect(() => flagsConfigOf({ RUM_SCRIPT: "https://cdn.example/rum.js" })).toThrow(
      "RUM_SCRIPT must be a local path",
    );
    expect(() => flagsConfigOf({ RUM_SCRIPT: "//cdn.example/rum.js" })).toThrow("RUM_SCRIPT must be a local path");
  });
  it("uses a consent-management provider instead of the banner when its script is configured", () => {
    expect(flagsConfigOf({}).tracking.consentProvider).toBeNull();
    expect(
      flagsConfigOf({ CONSENT_PROVIDER_SCRIPT: "https://cmp.example/loader.js", CONSENT_PROVIDER_ID: "abc" }).tracking
        .consentProvider,
    ).toEqual({
      script: "https://cmp.example/loader.js",
      settingsId: "abc",
    });
  });
});
