/**
 * A nonce-based Content-Security-Policy (decision 085) with 'strict-dynamic' on every page, the
 * nonce on every element that loads or runs script, only the configured third parties, and HSTS in
 * production but never on localhost.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cspDirectives, get, getWith, PRODUCTION } from "./shop.ts";
import { editorTokenQuery } from "./editor-token.ts";

afterEach(() => vi.restoreAllMocks());

/** Every script element of the page with its type, src and nonce. */
function scriptsOf(html: string): { type?: string; src?: string; nonce?: string; inline: string }[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, body]) => ({
    type: /\btype="([^"]*)"/.exec(attributes)?.[1],
    src: /\bsrc="([^"]*)"/.exec(attributes)?.[1],
    nonce: /\bnonce="([^"]*)"/.exec(attributes)?.[1],
    inline: body,
  }));
}

const DATA_TYPES = new Set(["application/json", "application/ld+json"]);

describe("Content-Security-Policy of pages", () => {
  it("enforces scripts by nonce and 'strict-dynamic', with no inline allowance, no plugins and no foreign framing", async () => {
    const res = await get("http://kartenliebe.de.localhost/fotokalender");
    const policy = cspDirectives(res.headers.get("content-security-policy"));
    const script = policy.get("script-src")!;
    expect(script[0]).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
    expect(script).toContain("'strict-dynamic'");
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(script).not.toContain("https:");
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
    expect(policy.get("report-uri")).toEqual(["/csp-report"]);
    // The stricter fetch directives are reported first (docs/decisions/085).
    expect(cspDirectives(res.headers.get("content-security-policy-report-only")).get("connect-src")).toContain(
      "'self'",
    );
  });

  it("gives the nonce to every executable script (React's own and the module loader too), a new one per page", async () => {
    const res = await get("http://kartenliebe.de.localhost/fotokalender");
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy")!)![1];
    const html = await res.text();
    const executable = scriptsOf(html).filter((s) => !DATA_TYPES.has(s.type ?? ""));
    expect(executable.length).toBeGreaterThan(2);
    expect(executable.some((s) => s.inline.includes("$R"))).toBe(true);
    for (const script of executable)
      expect({ script: script.src ?? script.inline.slice(0, 40), nonce: script.nonce }).toEqual({
        script: script.src ?? script.inline.slice(0, 40),
        nonce,
      });
    // The module loader adds the modules and their preloads once the first screen is painted
    // (decision 097), with its own nonce: it must carry the page's.
    const loader = executable.filter((s) => s.inline.includes("data-main-module"));
    expect(loader).toHaveLength(1);
    expect(loader[0].nonce).toBe(nonce);
    for (const tag of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g))
      expect(tag[0]).toContain(`nonce="${nonce}"`);
    const again = (await get("http://kartenliebe.de.localhost/fotokalender")).headers.get("content-security-policy");
    expect(again).not.toContain(nonce);
  });

  it("names only the third parties this deployment is configured with", async () => {
    const plain = (await get("http://kartenliebe.de.localhost/")).headers.get("content-security-policy")!;
    for (const host of ["usercentrics", "google", "zdassets", "storyblok"]) expect(plain).not.toContain(host);
    const configured = await getWith(
      {
        CONSENT_PROVIDER_SCRIPT: "https://app.usercentrics.eu/browser-ui/latest/loader.js",
        RECAPTCHA_SITE_KEY: "site-key",
        MESSENGER_KEY: "messenger-key",
        TAG_MANAGER_ID: "GTM-ABC123",
        TAG_MANAGER_URL: "https://metrics.kartenliebe.de",
      },
      "http://kartenliebe.de.localhost/",
    );
    const script = cspDirectives(configured.headers.get("content-security-policy")).get("script-src")!;
    for (const source of [
      "https://app.usercentrics.eu",
      "https://*.usercentrics.eu",
      "https://www.google.com",
      "https://static.zdassets.com",
      "https://metrics.kartenliebe.de",
    ])
      expect(script).toContain(source);
    const connect = cspDirectives(configured.headers.get("content-security-policy-report-only")).get("connect-src")!;
    expect(connect).toContain("https://*.usercentrics.eu");
    expect(connect).toContain("https://*.zendesk.com");
  });

  it("lets Storyblok's editor frame the page and load its bridge only in preview with a valid editor token", async () => {
    const refused = (await get("http://kartenliebe.co.uk.localhost/photo-books?_storyblok=1")).headers.get(
      "content-security-policy",
    )!;
    expect(refused).not.toContain("storyblok");
    const res = await get(`http://kartenliebe.co.uk.localhost/photo-books?_storyblok=1&${await editorTokenQuery()}`);
    const policy = cspDirectives(res.headers.get("content-security-policy"));
    expect(policy.get("frame-ancestors")).toEqual(["'self'", "https://app.storyblok.com"]);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy")!)![1];
    expect(scriptsOf(await res.text()).find((s) => s.src?.includes("storyblok"))?.nonce).toBe(nonce);
  });

  it("answers that are not pages run no script", async () => {
    const res = await get("http://kartenliebe.de.localhost/bff/csrf");
    expect(cspDirectives(res.headers.get("content-security-policy")).get("script-src")).toEqual(["'none'"]);
  });

  it("every answer carries the same set of security headers, and only those (hono's secure-headers, our policy)", async () => {
    const security = (res: Response) =>
      Object.fromEntries(
        [...res.headers].filter(([name]) =>
          /^(x-|referrer-|permissions-|cross-origin-|origin-agent|content-security-policy$)/.test(name),
        ),
      );
    const json = security(await get("http://kartenliebe.de.localhost/bff/csrf"));
    expect(json).toEqual({
      "content-security-policy":
        "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
      "permissions-policy": "camera=(), microphone=(), geolocation=()",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-content-type-options": "nosniff",
      "x-frame-options": "SAMEORIGIN",
    });
    const page = security(await get("http://kartenliebe.de.localhost/fotokalender"));
    expect(Object.keys(page).sort()).toEqual(Object.keys(json).sort());
    expect(page["content-security-policy"]).toMatch(/^script-src 'nonce-/);
  });

  it("logs violation reports at /csp-report", async () => {
    const warn = vi.spyOn(console, "warn");
    const report = {
      "csp-report": {
        "document-uri": "https://www.kartenliebe.de/",
        "effective-directive": "script-src-elem",
        "blocked-uri": "inline",
      },
    };
    const res = await get("http://kartenliebe.de.localhost/csp-report", {
      method: "POST",
      headers: { "content-type": "application/csp-report" },
      body: JSON.stringify(report),
    });
    expect(res.status).toBe(204);
    expect(
      warn.mock.calls.some(
        ([line]) => String(line).includes('"code":"csp-violation"') && String(line).includes("script-src-elem"),
      ),
    ).toBe(true);
    expect(
      (await get("http://kartenliebe.de.localhost/csp-report", { method: "POST", body: "x".repeat(9000) })).status,
    ).toBe(413);
  });
});

describe("Strict-Transport-Security", () => {
  it("is sent in production and never on localhost or in development", async () => {
    const production = await getWith(PRODUCTION, "https://www.kartenliebe.de/");
    expect(production.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(
      (await getWith(PRODUCTION, "http://kartenliebe.de.localhost/")).headers.get("strict-transport-security"),
    ).toBeNull();
    expect(
      (await getWith({ ENVIRONMENT: "development" }, "https://www.kartenliebe.de/")).headers.get(
        "strict-transport-security",
      ),
    ).toBeNull();
    expect(env.ENVIRONMENT).toBe("test");
  });
});
