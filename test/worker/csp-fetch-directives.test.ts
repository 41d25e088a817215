/**
 * The enforced Content-Security-Policy restricts every fetch, not only scripts: `default-src 'self'`
 * and, per directive, the shop itself plus the hosts its pages really load from, a third party only
 * where the deployment is configured with it (docs/decisions/085).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pagePolicies } from "../../worker/middleware/csp.ts";
import { cspDirectives, get, getWith } from "./shop.ts";
import { editorTokenQuery } from "./editor-token.ts";

const THIRD_PARTIES = {
  CONSENT_PROVIDER_SCRIPT: "https://app.usercentrics.eu/browser-ui/latest/loader.js",
  RECAPTCHA_SITE_KEY: "site-key",
  MESSENGER_KEY: "messenger-key",
  TAG_MANAGER_ID: "GTM-ABC123",
  TAG_MANAGER_URL: "https://metrics.kartenliebe.de",
};

describe("the enforced policy's fetch directives", () => {
  it("fall back to the shop itself when no third party is configured (the embedded content's pictures are the shop's own)", async () => {
    const res = await get("http://kartenliebe.de.localhost/fotokalender");
    const policy = cspDirectives(res.headers.get("content-security-policy"));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toEqual(["'self'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("font-src")).toEqual(["'self'", "data:"]);
    // Nothing is allowed from any https host at all.
    for (const [name, values] of policy)
      expect({ name, values }).not.toEqual({ name, values: expect.arrayContaining(["https:"]) });
  });

  it("name each configured third party in the directives it needs, and only there", async () => {
    const res = await getWith(THIRD_PARTIES, "http://kartenliebe.de.localhost/");
    const policy = cspDirectives(res.headers.get("content-security-policy"));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    const connect = policy.get("connect-src")!;
    for (const host of [
      "https://*.usercentrics.eu",
      "https://metrics.kartenliebe.de",
      "https://*.google-analytics.com",
      "https://www.google.com",
      "https://*.zendesk.com",
      "wss://*.zendesk.com",
    ])
      expect(connect).toContain(host);
    const frames = policy.get("frame-src")!;
    for (const host of ["https://www.google.com", "https://www.recaptcha.net", "https://app.usercentrics.eu"])
      expect(frames).toContain(host);
    const pictures = policy.get("img-src")!;
    for (const host of ["https://*.google-analytics.com", "https://www.gstatic.com", "https://*.zdassets.com"])
      expect(pictures).toContain(host);
    expect(policy.get("font-src")).toContain("https://*.zdassets.com");
    expect(policy.get("style-src")).toContain("https://*.zdassets.com");
    // The messenger talks to its own hosts, not to Google's; reCAPTCHA frames no messenger.
    expect(frames).not.toContain("https://*.zendesk.com");
    expect(policy.get("font-src")).not.toContain("https://www.google.com");
  });

  it("let pictures come from Storyblok's image service when the deployment reads a real Storyblok space", () => {
    // The policy alone: a page of a real space would ask Storyblok for its story, outside loopback.
    const space = { ...env, STORYBLOK_TOKEN_WALLART: "a-real-space-token" };
    const policy = cspDirectives(pagePolicies(space, { nonce: "bm9uY2Utb2YtdGhlLXRlc3Q=" }).enforced);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://a.storyblok.com"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });

  it("let Storyblok's editor in only in preview with a valid editor token", async () => {
    const res = await get(`http://kartenliebe.co.uk.localhost/photo-books?_storyblok=1&${await editorTokenQuery()}`);
    const policy = cspDirectives(res.headers.get("content-security-policy"));
    for (const name of ["connect-src", "frame-src", "img-src", "frame-ancestors"])
      expect({ name, values: policy.get(name) }).toEqual({
        name,
        values: expect.arrayContaining(["https://app.storyblok.com"]),
      });
    const plain = cspDirectives(
      (await get("http://kartenliebe.co.uk.localhost/photo-books")).headers.get("content-security-policy"),
    );
    for (const [name, values] of plain)
      expect({ name, values }).not.toEqual({ name, values: expect.arrayContaining(["https://app.storyblok.com"]) });
  });

  it("are what the report-only policy holds too, with form-action 'self', the next step, reported first", async () => {
    const res = await get("http://kartenliebe.de.localhost/fotokalender");
    const enforced = cspDirectives(res.headers.get("content-security-policy"));
    const reported = cspDirectives(res.headers.get("content-security-policy-report-only"));
    expect(reported.get("form-action")).toEqual(["'self'"]);
    expect(enforced.has("form-action")).toBe(false);
    for (const [name, values] of enforced) expect({ name, values: reported.get(name) }).toEqual({ name, values });
  });
});
