// Temporary: viewport screenshots for looking at pages (not committed).
import { chromium } from "playwright-core";
const [, , url, widths = "375", out = "/tmp/shot", scrolls = "0"] = process.argv;
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const w of widths.split(",").map(Number)) {
  const ctx = await browser.newContext({ viewport: { width: w, height: w < 500 ? 812 : 900 } });
  const host = new URL(url).hostname;
  await ctx.addCookies([{ name: "shop_consent", value: "declined", domain: host, path: "/" }]);
  const page = await ctx.newPage();
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(800);
  for (const y of scrolls.split(",").map(Number)) {
    if (y >= 0) await page.evaluate((top) => window.scrollTo(0, top), y);
    else await page.locator(process.env.SEL).first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}-${w}-${y}.png` });
  }
  await ctx.close();
}
await browser.close();
