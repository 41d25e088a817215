// Launches Debian's Chromium through playwright-core, headless and offline: the background
// networking flags keep it from reaching for Google's hosts on this closed machine.
import { type Browser, type Locator, type Page, chromium } from "playwright-core";
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * A person's browser: headless Chromium announces itself as "HeadlessChrome", which the shop
 * (rightly) treats as a crawler. Tests of what people see use an ordinary desktop user agent;
 * crawler tests set their own.
 */
export const PERSON_USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
      `--user-agent=${PERSON_USER_AGENT}`,
    ],
  });
}

/**
 * One Chromium for the test file: launched before its tests, closed after them. Call at the top
 * level of the file; the returned function gives the browser inside a test.
 */
export function useChromium(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("Chromium is not running: call useChromium() at the top level of the test file");
    return browser;
  };
}

/** Waits until the page's (first) island of that name is hydrated and its effects ran (client/main.ts). */
export async function islandHydrated(page: Page, island: string): Promise<void> {
  await page.locator(`shop-island[data-island="${island}"][data-hydrated="true"]`).first().waitFor({ timeout: 15_000 });
}

/**
 * How long a step waits for the page a password submission leads to (sign-up, log-in, reset).
 * The backend's password hashes take turns (decision 040): well under a second on an idle machine,
 * many seconds when CI's two cores are shared with other work.
 * The state waited for is the same; only the patience differs.
 */
export const AFTER_PASSWORD = { timeout: 90_000 } as const;
/**
 * Waits for what a password submission leads to; when it does not come, the error says what the
 * page shows instead (its alerts, the shop's log in dist/test/browser-shop.log), so a failure in
 * CI can be told apart: a refused request, an error answer, or a shop that stopped answering.
 */
export async function afterPassword(page: Page, expected: Locator): Promise<void> {
  try {
    await expected.waitFor(AFTER_PASSWORD);
  } catch (error) {
    const alerts = await page
      .getByRole("alert")
      .allInnerTexts()
      .catch(() => ["(page gone)"]);
    const calls = shopLogTail()
      .filter((line) => line.includes("/bff/"))
      .slice(-15)
      .join("\n");
    throw new Error(
      `${(error as Error).message}\nalerts on ${page.url()}: ${JSON.stringify(alerts)}\nlast BFF calls:\n${calls}`,
      { cause: error },
    );
  }
}

function shopLogTail(): string[] {
  try {
    return readFileSync(path.resolve(import.meta.dirname, "../../dist/test/browser-shop.log"), "utf8")
      .slice(-20_000)
      .split("\n");
  } catch {
    return [];
  }
}

/** The test timeout of a test that hashes passwords several times. */
export const PASSWORD_TEST_TIMEOUT = 300_000;
