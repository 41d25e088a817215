/**
 * Flag definitions as the edge keeps them: one snapshot of Split's rollout plan (flags, rule-based
 * segments, standard segments), synchronised from Split and cached in KV so that no request waits
 * on Split (ARCHITECTURE, "flags"; section 9, "Refresh: features 60 s, segments 60 s").
 */

/** A flag, rule-based segment or segment exactly as Split's API returns it. */
export type SplitDto = { name: string; status?: string; trafficTypeName?: string; [field: string]: unknown };

export interface FlagDefinitions {
  /** When the snapshot was last synchronised with Split (epoch ms). */
  syncedAt: number;
  splitsTill: number;
  rbSegmentsTill: number;
  splits: Record<string, SplitDto>;
  rbSegments: Record<string, SplitDto>;
  segments: Record<string, { till: number; keys: string[] }>;
}

export const EMPTY_DEFINITIONS: FlagDefinitions = {
  syncedAt: 0,
  splitsTill: -1,
  rbSegmentsTill: -1,
  splits: {},
  rbSegments: {},
  segments: {},
};

/** Refresh period of flags and segments (section 9, "Feature-flag library defaults"). */
export const DEFINITIONS_REFRESH_MS = 60_000;

/** The KV key; the version changes when the snapshot's shape does. */
export const DEFINITIONS_KEY = "flags:definitions:v1";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Reads a snapshot back from KV; anything that is not one is treated as absent. */
export function parseDefinitions(value: unknown): FlagDefinitions | null {
  if (!isRecord(value)) return null;
  const { syncedAt, splitsTill, rbSegmentsTill, splits, rbSegments, segments } = value;
  if (typeof syncedAt !== "number" || typeof splitsTill !== "number" || typeof rbSegmentsTill !== "number") return null;
  if (!isRecord(splits) || !isRecord(rbSegments) || !isRecord(segments)) return null;
  return value as unknown as FlagDefinitions;
}
