import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium } from "./browser.ts";
import { editorTokenQuery } from "../worker/editor-token.ts";

const port = inject("shopPort");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Stands in for Storyblok's visual editor bridge (the only outside script; tests never leave
 * loopback): it records the page's handlers so the test can play an editor's live input.
 */
const FAKE_BRIDGE = `
window.StoryblokBridge = class {
  constructor() { window.__bridgeHandlers = window.__bridgeHandlers || {}; }
  on(events, cb) { for (const e of [].concat(events)) (window.__bridgeHandlers[e] = window.__bridgeHandlers[e] || []).push(cb); }
};
window.__emit = (event, payload) => (window.__bridgeHandlers[event] || []).forEach((cb) => cb(payload));
`;

describe("photo book overview in Chromium", () => {
  it("is titled in English and in German on its country domains", async () => {
    const page = await browser.newPage();
    await page.goto(`http://kartenliebe.co.uk.localhost:${port}/photo-books`);
    expect(await page.title()).toBe("Design your own photo books with love");
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "Design your own photo books with love" }).count())
      .toBe(1);
    await page.goto(`http://kartenliebe.de.localhost:${port}/fotobuch`);
    expect(await page.title()).toBe("Fotobuch mit Liebe gestalten");
    await expect
      .poll(() => page.getByRole("heading", { level: 1, name: "Fotobuch mit Liebe gestalten" }).count())
      .toBe(1);
    expect(await page.getByRole("link", { name: /Fotobuch Hardcover/ }).getAttribute("href")).toBe(
      "/fotobuch-hardcover",
    );
    await page.close();
  });

  it("shows the draft in preview mode, loads the bridge, and re-renders on a live edit", async () => {
    const page = await browser.newPage();
    let bridgeRequested = false;
    await page.route("https://app.storyblok.com/**", (route) => {
      bridgeRequested = true;
      return route.fulfill({ status: 200, contentType: "text/javascript", body: FAKE_BRIDGE });
    });
    const editor = await editorTokenQuery();
    await page.goto(`http://kartenliebe.co.uk.localhost:${port}/photo-books?_storyblok=42&${editor}`);
    await expect.poll(() => page.getByText("New for 2027: twelve templates for travel photo books.").count()).toBe(1);
    await expect
      .poll(() => page.getByRole("status").filter({ hasText: "Preview: draft" }).getAttribute("data-bridge"), {
        timeout: 10_000,
      })
      .toBe("connected");
    expect(bridgeRequested).toBe(true);
    expect(await page.getByRole("link", { name: "Design now" }).first().getAttribute("href")).toBe(
      `/configurator-photobook?locale=en-GB&_storyblok=42&${new URLSearchParams(editor)}`,
    );

    await page.evaluate(() => {
      const story = {
        id: 1,
        uuid: "edited",
        name: "Photo books",
        full_slug: "en-gb/photo-books",
        alternates: [],
        content: {
          _uid: "p",
          component: "Page",
          title: "Design your own photo books with love",
          teaser: [],
          body: [
            {
              _uid: "t",
              component: "Text",
              text: {
                type: "doc",
                content: [
                  {
                    type: "heading",
                    attrs: { level: 2 },
                    content: [{ type: "text", text: "Typed live in the editor" }],
                  },
                ],
              },
            },
          ],
        },
      };
      (window as unknown as { __emit: (e: string, p: unknown) => void }).__emit("input", { action: "input", story });
    });
    await expect
      .poll(() => page.getByRole("heading", { name: "Typed live in the editor" }).count(), { timeout: 10_000 })
      .toBe(1);
    await page.close();
  });
});
