/**
 * Limits of the toolbox paths (section 7, /web-api/toolbox-*; docs/backend-contract.md).
 * Shared so the shop can check a file before it sends it.
 */
/** One upload request, all files together. */
export const TOOLBOX_MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Files in one images-to-PDF request. */
export const TOOLBOX_MAX_FILES = 20;
/** Pixels per side an image may have (a PDF page or a decoded BMP is built from it). */
export const TOOLBOX_MAX_SIDE = 12_000;
/** How long a result stays downloadable. */
export const TOOLBOX_KEEP_HOURS = 24;

export const TOOLBOX_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/bmp",
  "image/heic",
  "application/pdf",
] as const;
export type ToolboxType = (typeof TOOLBOX_TYPES)[number];
/** What convert-file can be asked for. */
export const TOOLBOX_TARGETS = ["image/png", "image/jpeg", "image/webp", "application/pdf"] as const;
export type ToolboxTarget = (typeof TOOLBOX_TARGETS)[number];
