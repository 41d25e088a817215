/**
 * Accessibility of every page type of both channels: axe-core, the npm package,
 * injected into the page in Chromium, finds no violation of its WCAG and best-practice rules on a
 * phone and on a wide screen (the phone hides labels, the wide screen shows flyouts and labels).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
// @ts-expect-error plain ESM module without types
import { PAGE_TYPES, consentCookie, pageUrl } from "../../scripts/page-types.mjs";
import { PERSON_USER_AGENT, useChromium } from "./browser.ts";

interface PageType {
  name: string;
  host: string;
  path: string;
}
interface Violation {
  id: string;
  impact: string;
  nodes: { target: string[]; failureSummary: string }[];
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const port = inject("shopPort");
const browser = useChromium();

async function open(type: PageType, width: number): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser().newContext({
    viewport: { width, height: 900 },
    userAgent: PERSON_USER_AGENT,
    isMobile: width < 768,
    hasTouch: width < 768,
  });
  await context.addCookies([consentCookie(type)]);
  const page = await context.newPage();
  // Loaded, islands and all: axe looks at the page a person uses (a busy machine may need long).
  const response = await page.goto(pageUrl(type, port), { waitUntil: "load", timeout: 45_000 });
  expect(response?.status()).toBe(200);
  return { context, page };
}

/** axe-core's violations on the page, each with up to three offending elements. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const result = await page.evaluate(() =>
    (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: Violation[] }> } }).axe.run(
      document,
      { resultTypes: ["violations"] },
    ),
  );
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(" ")} – ${n.failureSummary.replace(/\s+/g, " ").slice(0, 200)}`)
        .join(" | ")}`,
  );
}

describe.each(PAGE_TYPES as PageType[])("axe-core on $name ($host $path)", (type) => {
  it.each([375, 1280])("has no violations at %i px", async (width) => {
    const { context, page } = await open(type, width);
    try {
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the accessibility test sees what it looks for", () => {
  it("an unnamed image link and a low-contrast text are violations", async () => {
    const { context, page } = await open((PAGE_TYPES as PageType[])[0]!, 1280);
    try {
      await page.evaluate(() => {
        const main = document.querySelector("main")!;
        main.insertAdjacentHTML(
          "beforeend",
          '<a href="/x"><img src="/favicon.ico"></a><p style="color:#ccc;background:#fff">faint</p>',
        );
      });
      const found = (await violations(page)).map((v) => v.split(" ")[0]);
      expect(found).toEqual(expect.arrayContaining(["image-alt", "color-contrast"]));
    } finally {
      await context.close();
    }
  });
});
