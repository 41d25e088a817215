import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import features from "../../worker/flags/features.json";
import { launchChromium } from "./browser.ts";

const port = inject("shopPort");
const HOME = `http://kartenliebe.de.localhost:${port}/`;
/** A person's browser: Chromium's headless user agent would be taken for a crawler. */
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Split's flag definition for a treatment every key gets. */
function flag(name: string, treatment: string) {
  return {
    name,
    trafficTypeName: "user",
    status: "ACTIVE",
    killed: false,
    defaultTreatment: "off",
    changeNumber: 100,
    seed: 1,
    trafficAllocation: 100,
    trafficAllocationSeed: 1,
    algo: 2,
    sets: [],
    conditions: [
      {
        conditionType: "ROLLOUT",
        matcherGroup: {
          combiner: "AND",
          matchers: [{ keySelector: { trafficType: "user", attribute: null }, matcherType: "ALL_KEYS", negate: false }],
        },
        partitions: [{ treatment, size: 100 }],
        label: "default rule",
      },
    ],
  };
}

interface SplitTraffic {
  requests: { method: string; path: string; body: string }[];
  external: string[];
}

/**
 * Routes Split's hosts to a fake in the test and refuses every other host that is not loopback:
 * the browser never reaches the internet.
 */
async function personContext(): Promise<{ context: BrowserContext; traffic: SplitTraffic }> {
  const context = await browser.newContext({ userAgent: PERSON });
  const traffic: SplitTraffic = { requests: [], external: [] };
  await context.route("**/*", async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.hostname === "localhost" || url.hostname.endsWith(".localhost") || url.hostname === "127.0.0.1")
      return route.continue();
    if (!url.hostname.endsWith(".split.io")) {
      traffic.external.push(url.href);
      return route.abort();
    }
    const cors = {
      "access-control-allow-origin": "*",
      "access-control-allow-methods": "GET, POST, OPTIONS",
      "access-control-allow-headers": (await request.headerValue("access-control-request-headers")) ?? "*",
    };
    if (request.method() === "OPTIONS") return route.fulfill({ status: 204, headers: cors });
    traffic.requests.push({
      method: request.method(),
      path: url.hostname + url.pathname,
      body: request.postData() ?? "",
    });
    let body: unknown = "";
    if (url.pathname.endsWith("/splitChanges")) {
      const fresh = Number(url.searchParams.get("since")) < 100;
      const flags = Object.entries(features).map(([name, treatment]) => flag(name, treatment));
      body = {
        ff: { d: fresh ? flags : [], s: Number(url.searchParams.get("since")), t: 100 },
        rbs: { d: [], s: -1, t: -1 },
      };
    } else if (url.pathname.includes("/memberships/")) body = { ms: { k: [] }, ls: { k: [] } };
    else if (url.pathname.endsWith("/v2/auth")) body = { pushEnabled: false };
    return route.fulfill({
      status: 200,
      headers: { ...cors, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  });
  return { context, traffic };
}

/**
 * Waits until the consent island's effect has started the visitor's services. The island's
 * `data-hydrated` mark is not enough: React hydrates concurrently and runs effects after it.
 */
async function servicesStarted(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('shop-island[data-island="consent-banner"][data-hydrated="true"]').count(), {
      timeout: 15_000,
    })
    .toBe(1);
  await expect
    .poll(() => page.locator("html").getAttribute("data-visitor-services"), { timeout: 15_000 })
    .toBe("started");
}

const visitorKeyOf = async (page: Page): Promise<string> =>
  JSON.parse((await page.locator("#shop-monitoring").textContent()) ?? "{}").monitoring.visitorKey;
const consentOf = (page: Page) => page.locator("html").getAttribute("data-consent");
const flagClientOf = (page: Page) => page.locator("html").getAttribute("data-flag-client");
const isTracking = (path: string) => /testImpressions|events|keys\/cs|metrics/.test(path);

describe("visitor consent in Chromium", () => {
  it("declining: no tracking request leaves the page, now or on the next page", async () => {
    const { context, traffic } = await personContext();
    const page = await context.newPage();
    await page.goto(HOME);
    await servicesStarted(page);
    const firstKey = await visitorKeyOf(page);
    const banner = page.getByRole("region", { name: "Datenschutz-Einstellungen" });
    await banner.getByRole("button", { name: "Ablehnen" }).click();
    await expect.poll(() => consentOf(page)).toBe("declined");
    await expect.poll(() => banner.count()).toBe(0);
    await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));

    await page.goto(HOME);
    await servicesStarted(page);
    expect(await consentOf(page)).toBe("declined");
    expect(await flagClientOf(page)).toBe("off");
    expect(await visitorKeyOf(page)).toBe(firstKey);
    expect(await page.getByRole("region", { name: "Datenschutz-Einstellungen" }).count()).toBe(0);
    await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
    await page.goto(`${HOME}?tracking=1`);
    await servicesStarted(page);

    expect(traffic.requests).toEqual([]);
    expect(traffic.external).toEqual([]);
    await context.close();
  });

  it("granting: the flag client starts and impressions of the edge's treatments are sent on page hide", async () => {
    const { context, traffic } = await personContext();
    const page = await context.newPage();
    await page.goto(HOME);
    await servicesStarted(page);
    expect(traffic.requests).toEqual([]);
    const visitorKey = await visitorKeyOf(page);

    await page.getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect.poll(() => flagClientOf(page), { timeout: 15_000 }).toBe("ready");
    expect(traffic.requests.some((r) => r.path.endsWith("/splitChanges"))).toBe(true);
    await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));

    await expect
      .poll(() => traffic.requests.filter((r) => r.path.includes("/testImpressions")).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const impressions = traffic.requests
      .filter((r) => r.path.includes("/testImpressions"))
      .map((r) => r.body)
      .join("\n");
    expect(impressions).toContain(visitorKey);
    expect(impressions).toContain("kl_wandbilder_flyout_groups");
    expect(traffic.external).toEqual([]);
    await context.close();
  });

  it("the footer's settings event opens the settings layer, and declining there stops sending", async () => {
    const { context, traffic } = await personContext();
    const page = await context.newPage();
    await page.goto(HOME);
    await servicesStarted(page);
    await page.getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect.poll(() => flagClientOf(page), { timeout: 15_000 }).toBe("ready");

    await page.evaluate(() => window.dispatchEvent(new CustomEvent("shop:open-consent-settings")));
    const settings = page.getByRole("dialog", { name: "Ihre Datenschutz-Einstellungen" });
    const statistics = settings.getByRole("checkbox", { name: "Statistiken und Experimente" });
    expect(await statistics.isChecked()).toBe(true);
    await statistics.uncheck();
    await settings.getByRole("button", { name: "Auswahl speichern" }).click();
    await expect.poll(() => flagClientOf(page)).toBe("destroyed");
    const before = traffic.requests.filter((r) => isTracking(r.path)).length;
    await page.evaluate(() => window.dispatchEvent(new Event("pagehide")));
    await page.goto(HOME);
    await servicesStarted(page);
    expect(traffic.requests.filter((r) => isTracking(r.path)).length).toBe(before);
    expect(await flagClientOf(page)).toBe("off");
    await context.close();
  });
});
