// `npm run pictures`: draws the shop's own product pictures (scripts/draw-products/*.mjs: SVG scenes
// made from shapes, nothing taken from elsewhere) and rasterises them with Chromium to WebP at
// quality 85 (section 9 "Images"), at every width of PICTURE_WIDTHS, plus the 10 x 10 placeholder
// (quality 50, blur 3, on #EFEFEF). Writes, per picture, under client/static/content/images/:
//   <name>-<hash>.webp            the largest width: the asset the content names
//   <name>-<hash>/<width>.webp    the smaller widths, served by the worker's image route
//   <name>-<hash>/placeholder.webp
// and content/source/pictures.json (name -> file, size), which `npm run content` reads. The hash is
// of the drawing, so a redrawn picture gets a new name and every file can be cached for ever.
// `--sheet <file.png>` also writes a contact sheet of all pictures, to look at them.
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { SCENES } from "./draw-products/scenes.mjs";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "client/static/content/images");
/** Kept equal to PICTURE_WIDTHS in shared/content/image-url.ts (a test compares them). */
export const WIDTHS = [160, 320, 480, 800, 1200, 1600];
const RATIO = 3 / 4;
const QUALITY = 85;
const PLACEHOLDER = { size: 10, quality: 50, blur: 3, background: "#EFEFEF" };

const { values } = parseArgs({ options: { only: { type: "string" }, sheet: { type: "string" } } });
const names = Object.keys(SCENES).filter((n) => !values.only || values.only.split(",").includes(n));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--force-color-profile=srgb", "--font-render-hinting=none"],
});
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);

async function shoot(html, width, height, quality) {
  await page.setViewportSize({ width, height });
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:${PLACEHOLDER.background}">${html}</body></html>`,
  );
  const { data } = await cdp.send("Page.captureScreenshot", {
    format: "webp",
    quality,
    clip: { x: 0, y: 0, width, height, scale: 1 },
  });
  return Buffer.from(data, "base64");
}

const sized = (svg, w, h, extra = "") =>
  svg.replace(/width="800" height="600"/, `width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice"${extra}`);

const manifest = {};
let bytes = 0;
await mkdir(outDir, { recursive: true });
const existing = await readdir(outDir);
for (const name of names) {
  const svg = SCENES[name]();
  const hash = createHash("sha256")
    .update(JSON.stringify([svg, WIDTHS, QUALITY, PLACEHOLDER]))
    .digest("hex")
    .slice(0, 10);
  const base = `${name}-${hash}`;
  for (const old of existing.filter(
    (f) =>
      f.startsWith(`${name}-`) &&
      !f.startsWith(base) &&
      /^[a-z0-9-]+-[0-9a-f]{10}(\.webp)?$/.test(f) &&
      f.replace(/-[0-9a-f]{10}(\.webp)?$/, "") === name,
  )) {
    await rm(path.join(outDir, old), { recursive: true, force: true });
  }
  await mkdir(path.join(outDir, base), { recursive: true });
  const largest = WIDTHS.at(-1);
  for (const width of WIDTHS) {
    const height = Math.round(width * RATIO);
    const image = await shoot(sized(svg, width, height), width, height, QUALITY);
    bytes += image.length;
    await writeFile(
      width === largest ? path.join(outDir, `${base}.webp`) : path.join(outDir, base, `${width}.webp`),
      image,
    );
  }
  const s = PLACEHOLDER.size;
  // Drawn larger than the 10 x 10 box and blurred, so the blur does not fade in from the edges.
  const placeholder = await shoot(
    `<div style="width:${s}px;height:${s}px;overflow:hidden"><div style="margin:-${s / 2}px;filter:blur(${PLACEHOLDER.blur}px)">${sized(svg, s * 2, s * 2)}</div></div>`,
    s,
    s,
    PLACEHOLDER.quality,
  );
  bytes += placeholder.length;
  await writeFile(path.join(outDir, base, "placeholder.webp"), placeholder);
  manifest[name] = { file: `/content/images/${base}.webp`, width: largest, height: Math.round(largest * RATIO) };
  console.log(`${name}: ${base}`);
}

if (values.sheet) {
  const tiles = names
    .map(
      (n) =>
        `<figure style="margin:0;font:12px sans-serif"><div style="width:240px;height:180px">${sized(SCENES[n](), 240, 180)}</div><figcaption>${n}</figcaption></figure>`,
    )
    .join("");
  await page.setViewportSize({ width: 1520, height: 800 });
  await page.setContent(
    `<!doctype html><body style="margin:8px;display:grid;grid-template-columns:repeat(6,240px);gap:10px">${tiles}</body>`,
  );
  await page.screenshot({ path: values.sheet, fullPage: true });
}
await browser.close();

// With --only, the other pictures keep their entries.
const manifestFile = path.join(root, "content/source/pictures.json");
const previous = values.only ? JSON.parse(await readFile(manifestFile, "utf8")) : {};
const merged = Object.fromEntries(
  Object.keys(SCENES)
    .filter((n) => manifest[n] ?? previous[n])
    .map((n) => [n, manifest[n] ?? previous[n]]),
);
await writeFile(manifestFile, `${JSON.stringify(merged, null, 1)}\n`);
console.log(`${names.length} pictures, ${(bytes / 1024).toFixed(0)} KiB`);
