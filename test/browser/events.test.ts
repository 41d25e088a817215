// The shop's events and the flag impressions leave the page only after consent
// and stop after a decline, on both channels. Split is the in-test stand-in (split-stand-in.ts);
// the tag manager's data layer is read in the page. The event is the calculator's designer
// hand-off; the click's navigation is cancelled so the page stays.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "./browser.ts";
import { routeSplit } from "./split-stand-in.ts";

const port = inject("shopPort");
const PERSON = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const CHANNELS = [
  { channel: "kartenliebe", url: `http://kartenliebe.de.localhost:${port}/leinwanddruck`, prefix: "kl_" },
  { channel: "wallart", url: `http://wallart.de.localhost:${port}/leinwanddruck/`, prefix: "wa_" },
];
const EVENT = "designer_handoff";

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function ready(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator("html").getAttribute("data-visitor-services"), { timeout: 15_000 })
    .toBe("started");
  await expect
    .poll(() => page.locator('shop-island[data-island="price-calculator"][data-hydrated="true"]').count(), {
      timeout: 15_000,
    })
    .toBe(1);
  // The hand-off link would leave the page: keep it here, after the island's own click handler ran.
  await page.evaluate(() => window.addEventListener("click", (event) => event.preventDefault()));
}

const handOff = (page: Page) => page.locator("a.price-calculator__cta").click();
const inDataLayer = (page: Page) =>
  page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === name,
      ).length,
    EVENT,
  );
const hide = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event("pagehide")));

describe.each(CHANNELS)("events and impressions on $channel", ({ url, prefix }) => {
  it("leave the page only after consent, under the event's own name in Split and in the data layer", async () => {
    const context = await browser.newContext({ userAgent: PERSON });
    const traffic = await routeSplit(context);
    const page = await context.newPage();
    await page.goto(url);
    await ready(page);

    await handOff(page);
    await hide(page);
    await page.waitForTimeout(500);
    expect(traffic.requests).toEqual([]);
    expect(await inDataLayer(page)).toBe(0);

    await page.getByRole("button", { name: "Alle akzeptieren" }).click();
    await expect.poll(() => page.locator("html").getAttribute("data-flag-client"), { timeout: 15_000 }).toBe("ready");
    // What waited while consent was unknown is sent now.
    expect(await inDataLayer(page)).toBe(1);
    await handOff(page);
    expect(await inDataLayer(page)).toBe(2);
    await hide(page);

    const bodies = (part: string) =>
      traffic.requests
        .filter((r) => r.path.includes(part))
        .map((r) => r.body)
        .join("\n");
    await expect.poll(() => bodies("/events").split(EVENT).length - 1, { timeout: 10_000 }).toBe(2);
    await expect.poll(() => bodies("/testImpressions").length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(bodies("/testImpressions")).toContain(`"${prefix}redesign_965"`);
    expect(traffic.external).toEqual([]);
    await context.close();
  });

  it("stop after a decline: what waited is dropped and nothing more is sent", async () => {
    const context = await browser.newContext({ userAgent: PERSON });
    const traffic = await routeSplit(context);
    const page = await context.newPage();
    await page.goto(url);
    await ready(page);

    await handOff(page);
    await page.getByRole("button", { name: "Ablehnen" }).click();
    await expect.poll(() => page.locator("html").getAttribute("data-consent")).toBe("declined");
    await handOff(page);
    await hide(page);
    await page.waitForTimeout(1000);

    expect(await inDataLayer(page)).toBe(0);
    expect(traffic.requests).toEqual([]);
    expect(traffic.external).toEqual([]);
    await context.close();
  });
});

describe("the flag client's states and the configurator links", () => {
  it("is ready from cache on the second page, then ready; a configurator link is a designer hand-off", async () => {
    const context = await browser.newContext({ userAgent: PERSON });
    await routeSplit(context);
    await context.addCookies([
      { name: "shop_consent", value: "granted", domain: "kartenliebe.de.localhost", path: "/" },
    ]);
    // Every state the page's flag client passes through, in order.
    await context.addInitScript(() => {
      const states: string[] = ((window as unknown as { flagStates: string[] }).flagStates = []);
      new MutationObserver(() => {
        const state = document.documentElement.dataset.flagClient;
        if (state && states.at(-1) !== state) states.push(state);
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-flag-client"] });
    });
    const page = await context.newPage();
    const statesOf = () => page.evaluate(() => (window as unknown as { flagStates: string[] }).flagStates);
    const calendar = `http://kartenliebe.de.localhost:${port}/fotokalender`;

    await page.goto(calendar);
    await expect.poll(statesOf, { timeout: 15_000 }).toEqual(["not-ready", "ready"]);
    await page.goto(calendar);
    await expect.poll(statesOf, { timeout: 15_000 }).toEqual(["not-ready", "ready-from-cache", "ready"]);

    await page.evaluate(() => window.addEventListener("click", (event) => event.preventDefault()));
    await page.locator('a.teaser__cta[href*="/configurator-calendar"]').click();
    const handoffs = await page.evaluate(() =>
      (
        (window as unknown as { dataLayer?: { event?: string; properties?: { path?: string } }[] }).dataLayer ?? []
      ).filter((e) => e.event === "designer_handoff"),
    );
    expect(handoffs).toHaveLength(1);
    expect(handoffs[0]!.properties?.path).toMatch(/^\/configurator-calendar/);
    await context.close();
  });
});
