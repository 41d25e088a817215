import { describe, expect, it } from "vitest";
import { newsletterSubscribePath, submitNewsletter } from "./newsletter-submit.ts";

function ports(captcha?: (action: string) => Promise<string>) {
  const submitted: string[] = [];
  const logged: string[] = [];
  return {
    submitted,
    logged,
    ports: {
      captchaToken: captcha as ((action: string) => Promise<string>) | undefined,
      submit: (t: string) => submitted.push(t),
      log: (level: string, code: string) => logged.push(`${level}:${code}`),
    },
  };
}

describe("newsletter submit (sections 5 and 8)", () => {
  it("submits nothing and logs nothing when the address fails the pattern", async () => {
    const p = ports(async () => "token");
    for (const email of ["", "name", "name@host", "name@host.c", "a b@host.de", "@host.de"]) {
      expect(await submitNewsletter(email, p.ports)).toBe(false);
    }
    expect(p.submitted).toEqual([]);
    expect(p.logged).toEqual([]);
  });

  it("asks the captcha (mocked) for the action 'newsletterContainer' and submits its token", async () => {
    const actions: string[] = [];
    const p = ports(async () => "");
    p.ports.captchaToken = async (action: string) => {
      actions.push(action);
      return "captcha-token";
    };
    expect(await submitNewsletter("erika@example.de", p.ports)).toBe(true);
    expect(actions).toEqual(["newsletterContainer"]);
    expect(p.submitted).toEqual(["captcha-token"]);
    expect(p.logged).toEqual([]);
  });

  it("submits without a token when the captcha fails, logging the error and the missing token", async () => {
    const p = ports(async () => {
      throw new Error("reCAPTCHA already loaded with different site key!");
    });
    expect(await submitNewsletter("erika@example.de", p.ports)).toBe(true);
    expect(p.submitted).toEqual([""]);
    expect(p.logged).toEqual(["error:newsletter-recaptcha-error", "warn:newsletter-no-recaptcha-token"]);
  });

  it("submits without a token when the captcha answers none, with the warning", async () => {
    const p = ports(async () => "");
    await submitNewsletter("erika@example.de", p.ports);
    expect(p.submitted).toEqual([""]);
    expect(p.logged).toEqual(["warn:newsletter-no-recaptcha-token"]);
  });

  it("asks no captcha when no site key is configured", async () => {
    const p = ports(undefined);
    await submitNewsletter("erika@example.de", p.ports);
    expect(p.submitted).toEqual([""]);
    expect(p.logged).toEqual([]);
  });

  it("builds the form path from platform and sub-locale, ending /newsletter/subscribe", () => {
    expect(newsletterSubscribePath("https://www.kartenliebe.ch/bff", "web", "fr-CH")).toBe(
      "https://www.kartenliebe.ch/bff/web/fr-ch/newsletter/subscribe",
    );
    expect(newsletterSubscribePath("https://www.kartenliebe.de/bff", "desktop", "de-DE")).toBe(
      "https://www.kartenliebe.de/bff/desktop/de-de/newsletter/subscribe",
    );
  });
});
