// Launches Debian's Chromium through playwright-core, headless and offline: the background
// networking flags keep it from reaching for Google's hosts on this closed machine.
import { type Browser, chromium } from "playwright-core";

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
