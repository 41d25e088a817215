import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { get, getWith, PRODUCTION } from "../../test/worker/shop.ts";
import { DEVELOPMENT_CSRF_SECRET, configOf, parseConfig } from "./config.ts";
import { ConfigError } from "../../shared/config/config-error.ts";
import { DEVELOPMENT_SECRETS } from "./schema.ts";

/** The problems a configuration has, or [] when it parses. */
function problemsOf(overrides: Record<string, unknown>): string[] {
  try {
    parseConfig({ ...env, ...overrides });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe("configuration schema: defaults", () => {
  it("the test environment parses, and unset values take their defaults", () => {
    const config = parseConfig(env);
    expect(config.environment).toBe("test");
    expect(config).toMatchObject({
      development: false,
      debug: false,
      htmlCache: false,
      frontCache: false,
      bffUrl: null,
      messengerKey: null,
      recaptchaSiteKey: "",
    });
    expect(config.storyblok.tokens).toEqual({ kartenliebe: undefined, wallart: undefined });
    expect(config.flags.mode).toBe("localhost");
  });

  it("trims values and counts a blank one as unset", () => {
    const config = parseConfig({
      ...env,
      BFF_URL: " https://bff.example/api/ ",
      STORYBLOK_TOKEN_WALLART: "  ",
      DEBUG: " 1 ",
    });
    expect(config.bffUrl).toBe("https://bff.example/api");
    expect(config.storyblok.tokens.wallart).toBeUndefined();
    expect(config.debug).toBe(true);
  });

  it("is parsed once per environment object", () => {
    const one = { ...env };
    expect(configOf(one)).toBe(configOf(one));
    expect(configOf({ ...env })).not.toBe(configOf(one));
  });
});

describe("configuration schema: missing values", () => {
  it("names a missing binding", () => {
    expect(problemsOf({ CONTENT_CACHE: undefined })).toEqual([
      "CONTENT_CACHE is missing (the content cache KV binding)",
    ]);
    expect(problemsOf({ BACKEND: undefined })).toEqual(["BFF_URL or the BACKEND service binding must be configured"]);
    expect(problemsOf({ BACKEND: undefined, BFF_URL: "https://bff.example" })).toEqual([]);
  });

  it("a tag manager without its first-party path is an error, not a silent switch-off", () => {
    expect(problemsOf({ TAG_MANAGER_ID: "GTM-AB12" })).toEqual([
      "TAG_MANAGER_URL is required when TAG_MANAGER_ID is set (the first-party path of the tag manager)",
    ]);
  });
});

describe("configuration schema: malformed values", () => {
  it("names each malformed variable and what it must be, all in one error", () => {
    const problems = problemsOf({
      DEBUG: "yes",
      HTML_CACHE: "true",
      BFF_URL: "ftp://bff.example",
      STORYBLOK_REGION: "mars",
      SITE_HOSTS: "{not json",
      TAG_MANAGER_ID: "gtm-ab12",
      TAG_MANAGER_URL: "/metrics",
      LOGGING_SCRIPT: "//cdn.example/x.js",
    });
    expect(problems).toEqual([
      "DEBUG must be one of 0, 1, true, false",
      "SITE_HOSTS is not valid JSON",
      "BFF_URL must be an http(s) URL",
      "STORYBLOK_REGION must be one of eu, us, ap, ca, cn",
      "HTML_CACHE must be one of on, off",
      expect.stringMatching(/^TAG_MANAGER_ID /),
      "LOGGING_SCRIPT must be a local path such as /scripts/x.js",
    ]);
  });

  it("keeps pages in the cache in front of the worker only as the HTML cache's shared tier", () => {
    expect(problemsOf({ EDGE_CACHE: "on" })).toEqual(["EDGE_CACHE must be one of front, off"]);
    expect(problemsOf({ EDGE_CACHE: "front" })).toEqual([
      "EDGE_CACHE front needs HTML_CACHE=on (it is that cache's shared tier)",
    ]);
    expect(parseConfig({ ...env, EDGE_CACHE: "front", HTML_CACHE: "on" }).frontCache).toBe(true);
    expect(parseConfig({ ...env, EDGE_CACHE: "off", HTML_CACHE: "on" }).frontCache).toBe(false);
  });

  it("checks JSON values by their shape", () => {
    expect(problemsOf({ SITE_HOSTS: '["shop.example.ch"]' })).toEqual([
      "SITE_HOSTS must be a JSON object of host -> site key",
    ]);
    expect(problemsOf({ SITE_HOSTS: '{"shop.example.ch": "kartenliebe.ch"}' })).toEqual([]);
    expect(problemsOf({ DESIGNER_BASE_PATHS: '{"rocket": {}}' })).toEqual([
      "DESIGNER_BASE_PATHS entry refused: unknown channel rocket",
    ]);
  });

  it("an unknown environment is an error, never a weaker production", () => {
    expect(problemsOf({ ENVIRONMENT: "staging" })).toEqual([
      "ENVIRONMENT must be one of development, test, production",
    ]);
  });

  it("the worker answers a bad configuration with a bare 500 and logs every problem under config-invalid", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await getWith(
        { DEBUG: "yes", BFF_URL: "ftp://shop:hidden-password@bff.example" },
        "http://kartenliebe.de.localhost/",
      );
      expect(res.status).toBe(500);
      const body = await res.text();
      expect(body).toBe("Internal Server Error");
      const lines = error.mock.calls
        .map(([line]) => String(line))
        .filter((line) => line.includes('"code":"config-invalid"'));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!).problems).toEqual([
        "DEBUG must be one of 0, 1, true, false",
        "BFF_URL must be an http(s) URL",
      ]);
      expect(lines[0]).not.toContain("hidden-password");
    } finally {
      error.mockRestore();
    }
    expect((await get("http://kartenliebe.de.localhost/")).status).toBe(200);
  });
});

describe("configuration schema: production-only values", () => {
  it("production without a CSRF secret fails, naming it; development and test use their own", () => {
    expect(problemsOf({ ENVIRONMENT: "production" })).toEqual([
      "CSRF_SECRET is required in production (it signs the BFF proxy's CSRF tokens)",
    ]);
    expect(problemsOf({ ENVIRONMENT: undefined })).toEqual([
      "CSRF_SECRET is required in production (it signs the BFF proxy's CSRF tokens)",
    ]);
    expect(problemsOf({ ENVIRONMENT: "production", CSRF_SECRET: "too-short" })).toEqual([
      "CSRF_SECRET must be at least 22 characters in production",
    ]);
    expect(parseConfig({ ...env, ...PRODUCTION }).secrets.csrf).toBe(PRODUCTION.CSRF_SECRET);
    for (const ENVIRONMENT of ["development", "test"])
      expect(parseConfig({ ...env, ENVIRONMENT }).secrets.csrf).toBe(DEVELOPMENT_CSRF_SECRET);
  });

  it("the public development secrets open nothing outside development", () => {
    const secrets = {
      CONTENT_PURGE_TOKEN: DEVELOPMENT_SECRETS.CONTENT_PURGE_TOKEN,
      STORYBLOK_WEBHOOK_SECRET: DEVELOPMENT_SECRETS.STORYBLOK_WEBHOOK_SECRET,
    };
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(parseConfig({ ...env, ...PRODUCTION, ...secrets }).secrets).toMatchObject({
      contentPurgeToken: "",
      storyblokWebhookSecret: "",
    });
    expect(parseConfig({ ...env, ENVIRONMENT: "development", ...secrets }).secrets).toMatchObject({
      contentPurgeToken: "dev-purge-token",
      storyblokWebhookSecret: "dev-webhook-secret",
    });
    vi.restoreAllMocks();
  });

  it("embedded preview tokens: development ones only in development and test", () => {
    expect(parseConfig({ ...env, ...PRODUCTION }).storyblok.embeddedPreviewTokens).toEqual({
      kartenliebe: undefined,
      wallart: undefined,
    });
    expect(
      parseConfig({ ...env, ...PRODUCTION, EMBEDDED_PREVIEW_TOKEN_WALLART: "w-token" }).storyblok.embeddedPreviewTokens
        .wallart,
    ).toBe("w-token");
    expect(parseConfig(env).storyblok.embeddedPreviewTokens.kartenliebe).toBe("development-kartenliebe-draft-token");
  });
});
