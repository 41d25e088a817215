// The drawn pictures the content names and the push uploads (`npm run pictures`): every picture of
// content/source/pictures.json has its largest width, every smaller width and the placeholder on
// disk as WebP, at the widths the address builder asks for, and nothing else is left lying around.
// The card designs' pictures (backend/catalogue/design-pictures.json, which the backend answers) too.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EMBEDDED_PICTURE, PICTURE_RATIO, PICTURE_WIDTHS } from "../../shared/content/image-url.ts";
import { PICTURE_ALTS } from "../source/picture-alts.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
const dir = path.join(root, "client/static/content/images");
const drawn = JSON.parse(readFileSync(path.join(root, "content/source/pictures.json"), "utf8")) as Record<
  string,
  { file: string; width: number; height: number }
>;

/** Width and height from a WebP file's header (VP8, VP8L or VP8X). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.toString("ascii", 0, 4)).toBe("RIFF");
  expect(bytes.toString("ascii", 8, 12)).toBe("WEBP");
  const chunk = bytes.toString("ascii", 12, 16);
  if (chunk === "VP8X") return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === "VP8L") {
    const b = bytes.readUInt32LE(21);
    return { width: 1 + (b & 0x3fff), height: 1 + ((b >> 14) & 0x3fff) };
  }
  return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
}

const designs = JSON.parse(readFileSync(path.join(root, "backend/catalogue/design-pictures.json"), "utf8")) as Record<
  string,
  Record<string, string>
>;
const designFiles = Object.values(designs).flatMap((views) => Object.values(views));

/** Whether the drawing's largest width, its smaller widths and its placeholder are on disk at their sizes. */
function expectEveryWidth(file: string) {
  expect(file).toMatch(EMBEDDED_PICTURE);
  const base = file.replace(/^\/content\/images\//, "").replace(/\.webp$/, "");
  const largest = PICTURE_WIDTHS.at(-1)!;
  expect(webpSize(readFileSync(path.join(dir, `${base}.webp`)))).toEqual({
    width: largest,
    height: largest * PICTURE_RATIO,
  });
  for (const width of PICTURE_WIDTHS.slice(0, -1)) {
    expect(webpSize(readFileSync(path.join(dir, base, `${width}.webp`)))).toEqual({
      width,
      height: width * PICTURE_RATIO,
    });
  }
  expect(webpSize(readFileSync(path.join(dir, base, "placeholder.webp")))).toEqual({ width: 10, height: 10 });
}

describe("drawn pictures", () => {
  it("are drawn at the widths the address builder asks for", () => {
    const script = readFileSync(path.join(root, "scripts/draw-products.mjs"), "utf8");
    const widths = /export const WIDTHS = \[([\d, ]+)\];/.exec(script)![1].split(",").map(Number);
    expect(widths).toEqual([...PICTURE_WIDTHS]);
  });

  for (const [name, picture] of Object.entries(drawn)) {
    it(`${name}: every width, the placeholder and an alt text in six languages`, () => {
      expectEveryWidth(picture.file);
      expect(PICTURE_ALTS[name]?.every((text) => text.length > 20)).toBe(true);
    });
  }

  it("every card design: a front, and every picture at every width with its placeholder, named from its id", () => {
    expect(Object.keys(designs).length).toBeGreaterThan(100);
    for (const [id, views] of Object.entries(designs)) {
      expect(views.front, id).toBeDefined();
      for (const [view, file] of Object.entries(views)) {
        expect(file).toMatch(new RegExp(`^/content/images/design-${id}-${view}-[0-9a-f]{10}\\.webp$`));
        expectEveryWidth(file);
      }
    }
  });

  it("leaves no drawing of an older version behind", () => {
    const current = new Set(
      [...Object.values(drawn).map((p) => p.file), ...designFiles].map((f) => path.basename(f, ".webp")),
    );
    const stale = readdirSync(dir)
      .filter((f) => !f.endsWith(".svg"))
      .map((f) => f.replace(/\.webp$/, ""))
      .filter((f) => !current.has(f));
    expect(stale).toEqual([]);
  });
});
