/**
 * The shop's drawn product pictures (`npm run pictures`, scripts/draw-products.mjs): the file each
 * picture name has now (its name carries a hash of the drawing) and an asset field for a story with
 * an alt text that describes the picture. Names without a drawing (flags, logos) stay vector files.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { pictureAlt } from "./picture-alts.ts";
import { asset } from "./story.ts";

interface Drawn {
  file: string;
  width: number;
  height: number;
}

const DRAWN = JSON.parse(readFileSync(path.join(process.cwd(), "content/source/pictures.json"), "utf8")) as Record<
  string,
  Drawn
>;

export function pictureFile(name: string): string {
  return DRAWN[name]?.file ?? `/content/images/${name}.svg`;
}

/** An asset field for a drawn picture; `fallbackAlt` only for names without a description. */
export function picture(name: string, lang: string, fallbackAlt: string) {
  return asset(pictureFile(name), pictureAlt(name, lang) ?? fallbackAlt);
}
