/**
 * In Chromium (decision 085): the Content-Security-Policy blocks a script injected into the page
 * and lets every island, the flag client (Split, a configured third party, faked on loopback) and
 * React's streaming scripts run without a single violation report.
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { islandHydrated, PERSON_USER_AGENT, useChromium } from "./browser.ts";

const port = inject("shopPort");
const browser = useChromium();

interface Violation {
  directive: string;
  blocked: string;
  disposition: string;
  sample: string;
}

/** Collects every securitypolicyviolation event of every page of the context, enforced or reported. */
async function recordingContext(): Promise<BrowserContext> {
  const context = await browser().newContext({ userAgent: PERSON_USER_AGENT });
  await context.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        disposition: event.disposition,
        sample: event.sample,
      });
    });
  });
  // Split's hosts answer from a fake on loopback; nothing else outside loopback is reached.
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === "localhost" || url.hostname.endsWith(".localhost")) return route.continue();
    if (!url.hostname.endsWith(".split.io")) return route.abort();
    const cors = {
      "access-control-allow-origin": "*",
      "access-control-allow-headers": "*",
      "access-control-allow-methods": "GET, POST, OPTIONS",
    };
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
    const body = url.pathname.endsWith("/splitChanges")
      ? { ff: { d: [], s: -1, t: 100 }, rbs: { d: [], s: -1, t: -1 } }
      : url.pathname.endsWith("/v2/auth")
        ? { pushEnabled: false }
        : url.pathname.includes("/memberships/")
          ? { ms: { k: [] }, ls: { k: [] } }
          : {};
    return route.fulfill({
      status: 200,
      headers: { ...cors, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  });
  return context;
}

const violationsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);

/** Waits for every island that hydrates on load or when idle, and scrolls so that visible ones do too. */
async function everyIslandHydrated(page: Page): Promise<string[]> {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.evaluate(() => window.scrollTo(0, 0));
  const names = await page
    .locator("shop-island:not([data-hydrate='visible'])")
    .evaluateAll((all) => [...new Set(all.map((el) => el.getAttribute("data-island")!))]);
  for (const name of names) {
    // Attached, not visible: some islands are hidden on purpose (the smart banner on a desktop).
    await page
      .locator(`shop-island[data-island="${name}"][data-hydrated="true"]`)
      .first()
      .waitFor({ state: "attached", timeout: 15_000 });
  }
  return names;
}

describe("Content-Security-Policy in Chromium", () => {
  it("every island of the shop's pages runs, and no policy reports a violation", async () => {
    const context = await recordingContext();
    const page = await context.newPage();
    const paths = [
      "/",
      "/fotobuch",
      "/fotokalender",
      "/products",
      "/mein-konto",
      "/warenkorb",
      "/merkliste",
      "/themes/1001",
    ];
    const hydrated = new Set<string>();
    for (const path of paths) {
      const res = await page.goto(`http://kartenliebe.de.localhost:${port}${path}`);
      expect(res?.headers()["content-security-policy"]).toContain("'strict-dynamic'");
      for (const name of await everyIslandHydrated(page)) hydrated.add(name);
      if (path === "/") {
        // Consent starts the flag client, which talks to Split (faked above).
        await page.getByRole("button", { name: "Alle akzeptieren" }).click();
        await expect.poll(() => page.locator("html").getAttribute("data-consent")).toBe("granted");
      }
      expect({ path, violations: await violationsOf(page) }).toEqual({ path, violations: [] });
    }
    expect(hydrated.size).toBeGreaterThan(8);
    await context.close();
  });

  it("blocks a script injected into the page and reports it", async () => {
    const context = await recordingContext();
    const page = await context.newPage();
    const url = `http://kartenliebe.de.localhost:${port}/fotobuch`;
    // Plays a stored XSS: the shop's own answer, headers and all, with markup an attacker slipped in.
    await page.route(url, async (route) => {
      // Node cannot resolve *.localhost: fetch from loopback with the shop's host.
      const response = await route.fetch({
        url: `http://127.0.0.1:${port}/fotobuch`,
        headers: { ...route.request().headers(), host: `kartenliebe.de.localhost:${port}` },
      });
      const html = (await response.text()).replace(
        "<body>",
        '<body><script>window.__injected = true</script><img src="/favicon.svg" onload="window.__handler = true"><script src="/assets/injected.js"></script>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(url);
    await islandHydrated(page, "main-navigation");
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(await page.evaluate(() => (window as unknown as { __handler?: boolean }).__handler)).toBeUndefined();
    const enforced = (await violationsOf(page)).filter((v) => v.disposition === "enforce");
    expect(enforced.map((v) => v.directive).sort()).toEqual(["script-src-attr", "script-src-elem", "script-src-elem"]);
    await context.close();
  });
});
