/**
 * The first-party consent banner in the server's HTML (section 4, "Visitor consent"; decision 206):
 * drawn for people at the start of the body, before the first-paint marker, with the script that
 * shows it while no choice is stored and works its buttons; never for crawlers, on an error page
 * or where a consent-management provider asks.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index.ts";

const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const CRAWLER = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const BANNER = '<section class="consent-banner" aria-labelledby="consent-banner-title">';

async function page(path: string, headers: Record<string, string> = {}, environment: typeof env = env) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://kartenliebe.de.localhost${path}`, { headers: { "user-agent": PERSON, ...headers } }),
    environment,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: res.status, html: await res.text() };
}

describe("the consent banner in the server's HTML", () => {
  it("is drawn for people first in the body, before the skip link and the first-paint marker, with its three choices", async () => {
    const { html } = await page("/");
    const banner = html.indexOf(BANNER);
    expect(banner).toBeGreaterThan(html.indexOf("<body"));
    expect(banner).toBeLessThan(html.indexOf('class="skip-link"'));
    expect(banner).toBeLessThan(html.indexOf('id="top-chrome-end"'));
    const section = html.slice(banner, html.indexOf("</section>", banner));
    expect(section).toContain("Datenschutz-Einstellungen");
    for (const [action, label] of [
      ["granted", "Alle akzeptieren"],
      ["declined", "Ablehnen"],
      ["settings", "Einstellungen"],
    ])
      expect(section).toContain(`data-consent-action="${action}">${label}</button>`);
    expect(html).toMatch(
      /<dialog id="consent-settings" class="consent-settings" aria-labelledby="consent-settings-title">/,
    );
  });

  it("comes after its script, which carries the page's nonce and reads and writes the consent cookie", async () => {
    const { html } = await page("/");
    const banner = html.indexOf(BANNER);
    const scriptStart = html.lastIndexOf("<script", banner);
    const script = html.slice(scriptStart, banner);
    const nonce = /<script nonce="([^"]+)" data-main-module=/.exec(html)?.[1];
    expect(nonce).toBeDefined();
    expect(script).toContain(`nonce="${nonce}"`);
    expect(script).toContain('"cookie":"shop_consent"');
    expect(script).toContain('"maxAge":15724800');
  });

  it("is drawn the same whatever the visitor chose: the page holds no choice, its script hides the banner", async () => {
    const none = await page("/fotobuch");
    const granted = await page("/fotobuch", { cookie: "shop_consent=granted" });
    const bannerOf = (html: string) => html.slice(html.indexOf(BANNER), html.indexOf("</dialog>") + 9);
    expect(bannerOf(granted.html)).toBe(bannerOf(none.html));
    expect(bannerOf(none.html)).toContain("consent-settings");
  });

  it("is not drawn for crawlers, on an error page or where a consent-management provider asks", async () => {
    const crawler = await page("/", { "user-agent": CRAWLER });
    expect(crawler.html).not.toContain(BANNER);
    expect(crawler.html).not.toContain('"cookie":"shop_consent"');
    const missing = await page("/themes/not-a-theme");
    expect(missing.status).toBe(404);
    expect(missing.html).not.toContain(BANNER);
    const provider = await page("/", {}, {
      ...env,
      CONSENT_PROVIDER_SCRIPT: "https://cmp.example/loader.js",
      CONSENT_PROVIDER_ID: "abc",
    } as typeof env);
    expect(provider.html).not.toContain(BANNER);
    expect(provider.html).not.toContain('id="consent-settings"');
  });
});
