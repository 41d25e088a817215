/**
 * What a file is, from its first bytes, never from the name or the browser's content type; and
 * the pixel size of the images the toolbox reads.
 */
import type { ToolboxType } from "../../shared/backend-contract/toolbox.ts";

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

export function sniff(bytes: Uint8Array): ToolboxType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "image/webp";
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")) return "image/gif";
  if (bytes.length >= 26 && ascii(bytes, 0, 2) === "BM") return "image/bmp";
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === "%PDF-") return "application/pdf";
  if (
    bytes.length >= 12 &&
    ascii(bytes, 4, 4) === "ftyp" &&
    ["heic", "heix", "mif1", "msf1", "heim", "heis"].includes(ascii(bytes, 8, 4))
  )
    return "image/heic";
  return undefined;
}

export const EXTENSIONS: Record<ToolboxType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/bmp": "bmp",
  "image/heic": "heic",
  "application/pdf": "pdf",
};

/** `Urlaub 2026.HEIC` -> `Urlaub-2026`: letters, digits, dash and underscore only, at most 80. */
export function baseName(fileName: string): string {
  const stem = fileName
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return stem || "file";
}
