/**
 * One designer base path per product type per channel (section 2, "Designer hand-off"): each ends
 * with a slash and is configuration. By default each points at the embedded designer stand-in,
 * reached same-origin under `/bff/designer/`; production sets `DESIGNER_BASE_PATHS` to the real
 * designer, as JSON per channel: `{"wallart": {"photoFrame": "https://designer.example/frame/"}}`.
 */
import type { Channel } from "../site/sites.ts";
import { DESIGNER_TYPES, type DesignerType } from "./options.ts";

export type DesignerBasePaths = Record<DesignerType, string>;

/** The stand-in's path segment per designer type. */
export const STAND_IN_SEGMENTS: Record<DesignerType, string> = {
  calendar: "calendar",
  card: "card",
  collage: "collage",
  photobook: "photobook",
  photobox: "photobox",
  photoFrame: "photo-frame",
};

export const STAND_IN_PREFIX = "/bff/designer/";

export const DEFAULT_BASE_PATHS: DesignerBasePaths = Object.fromEntries(
  DESIGNER_TYPES.map((type) => [type, `${STAND_IN_PREFIX}${STAND_IN_SEGMENTS[type]}/`]),
) as DesignerBasePaths;

/** A base path is an absolute path or an http(s) URL, ending with a slash. */
export function isBasePath(value: unknown): value is string {
  if (typeof value !== "string" || !value.endsWith("/") || value.length > 500) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  return /^https?:\/\/[^/\s]+\/\S*$/.test(value);
}

export interface BasePathConfig {
  byChannel: Partial<Record<Channel, DesignerBasePaths>>;
  /** Entries that were refused, for the configuration check to report. */
  refused: string[];
}

/** Reads `DESIGNER_BASE_PATHS`; entries that are not base paths are refused and the default kept. */
export function parseBasePaths(raw: string | undefined): BasePathConfig {
  const config: BasePathConfig = { byChannel: {}, refused: [] };
  if (!raw?.trim()) return config;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    config.refused.push("DESIGNER_BASE_PATHS is not JSON");
    return config;
  }
  if (!parsed || typeof parsed !== "object") return { ...config, refused: ["DESIGNER_BASE_PATHS is not an object"] };
  for (const [channel, paths] of Object.entries(parsed as Record<string, unknown>)) {
    if (channel !== "kartenliebe" && channel !== "wallart") {
      config.refused.push(`unknown channel ${channel}`);
      continue;
    }
    const merged: DesignerBasePaths = { ...DEFAULT_BASE_PATHS };
    for (const [type, path] of Object.entries((paths ?? {}) as Record<string, unknown>)) {
      if ((DESIGNER_TYPES as readonly string[]).includes(type) && isBasePath(path)) merged[type as DesignerType] = path;
      else config.refused.push(`${channel}.${type}`);
    }
    config.byChannel[channel] = merged;
  }
  return config;
}

export function basePathsFor(config: BasePathConfig, channel: Channel): DesignerBasePaths {
  return config.byChannel[channel] ?? DEFAULT_BASE_PATHS;
}
