import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import app from "./index.ts";
import { ConfigError, parseBackendConfig } from "./config.ts";

describe("the backend's configuration", () => {
  it("reads the local defaults: outbox only, development preview tokens in test", () => {
    const config = parseBackendConfig({ ENVIRONMENT: "test" });
    expect(config).toMatchObject({ environment: "test", mail: null, recaptchaSecret: undefined });
    expect(config.embeddedPreviewTokens.kartenliebe).toBeTruthy();
    expect(parseBackendConfig({}).environment).toBe("production");
    expect(parseBackendConfig({}).embeddedPreviewTokens).toEqual({ kartenliebe: undefined, wallart: undefined });
  });

  it("names each bad variable, a half-configured mail provider included", () => {
    let error: unknown;
    try {
      parseBackendConfig({ ENVIRONMENT: "staging", MAIL_PROVIDER: "resend", MAIL_FROM: "not an address" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      "ENVIRONMENT must be one of development, test, production",
      "MAIL_FROM must be an address",
    ]);
    expect(() => parseBackendConfig({ MAIL_PROVIDER: "resend", MAIL_FROM: "shop@example.com" })).toThrow(
      "MAIL_API_KEY is required by MAIL_PROVIDER resend",
    );
  });

  it("answers 500 without detail and logs config-invalid when the environment is bad", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await app.fetch(new Request("http://backend/health"), { ...env, MAIL_PROVIDER: "postcard" });
    expect(res.status).toBe(500);
    expect(await res.text()).not.toContain("MAIL_PROVIDER");
    const logged = errors.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(logged).toContainEqual({
      level: "error",
      code: "config-invalid",
      problems: ["MAIL_PROVIDER must be one of resend"],
    });
    errors.mockRestore();
  });
});
