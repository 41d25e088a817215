/**
 * The adapter to Split's SDK API (section 7, "Flag, tracking and other third-party calls":
 * splitChanges, segmentChanges): brings a definitions snapshot up to date, incrementally, the way
 * Split's synchronizer does. It runs in `waitUntil`, never in front of a visitor's page.
 */
import type { FlagDefinitions, SplitDto } from "./definitions.ts";

/** Flag spec version the snapshot follows (rule-based segments, prerequisites). */
const FLAG_SPEC_VERSION = "1.3";
/** Pages fetched per sync before we give up until the next refresh. */
const MAX_PAGES = 10;

export interface SplitSyncOptions {
  sdkKey: string;
  sdkUrl: string;
  fetch: typeof fetch;
  now: () => number;
}

interface ChangesPage {
  ff?: { d?: SplitDto[] | null; s: number; t: number } | null;
  rbs?: { d?: SplitDto[] | null; s: number; t: number } | null;
}

interface SegmentPage {
  added?: string[] | null;
  removed?: string[] | null;
  since: number;
  till: number;
}

async function getJson<T>(options: SplitSyncOptions, path: string): Promise<T> {
  const response = await options.fetch(`${options.sdkUrl}${path}`, {
    headers: { authorization: `Bearer ${options.sdkKey}`, accept: "application/json" },
  });
  if (!response.ok) throw new Error(`Split ${path.split("?")[0]} answered ${response.status}`);
  return (await response.json()) as T;
}

function merge(into: Record<string, SplitDto>, items: SplitDto[] | null | undefined): void {
  for (const item of items ?? []) {
    if (!item || typeof item.name !== "string") continue;
    if (item.status === "ARCHIVED") delete into[item.name];
    else into[item.name] = item;
  }
}

/** Names of the standard segments that flags and rule-based segments refer to. */
export function segmentNamesOf(definitions: Pick<FlagDefinitions, "splits" | "rbSegments">): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    const matcher = record.userDefinedSegmentMatcherData as { segmentName?: unknown } | undefined;
    if (typeof matcher?.segmentName === "string") names.add(matcher.segmentName);
    if (record.type === "standard" && typeof record.name === "string") names.add(record.name);
    Object.values(record).forEach(visit);
  };
  visit(Object.values(definitions.splits));
  visit(Object.values(definitions.rbSegments));
  return names;
}

async function syncSegment(
  options: SplitSyncOptions,
  name: string,
  current: { till: number; keys: string[] } | undefined,
) {
  const keys = new Set(current?.keys ?? []);
  let since = current?.till ?? -1;
  for (let page = 0; page < MAX_PAGES; page++) {
    const changes = await getJson<SegmentPage>(options, `/segmentChanges/${encodeURIComponent(name)}?since=${since}`);
    changes.added?.forEach((key) => keys.add(key));
    changes.removed?.forEach((key) => keys.delete(key));
    if (changes.till === since || changes.till === changes.since) {
      since = changes.till;
      break;
    }
    since = changes.till;
  }
  return { till: since, keys: [...keys] };
}

/** Fetches what changed since the snapshot and returns the new snapshot; throws when Split fails. */
export async function syncDefinitions(previous: FlagDefinitions, options: SplitSyncOptions): Promise<FlagDefinitions> {
  const splits = { ...previous.splits };
  const rbSegments = { ...previous.rbSegments };
  let splitsTill = previous.splitsTill;
  let rbSegmentsTill = previous.rbSegmentsTill;
  for (let page = 0; page < MAX_PAGES; page++) {
    const changes = await getJson<ChangesPage>(
      options,
      `/splitChanges?s=${FLAG_SPEC_VERSION}&since=${splitsTill}&rbSince=${rbSegmentsTill}`,
    );
    merge(splits, changes.ff?.d);
    merge(rbSegments, changes.rbs?.d);
    const nextSplits = changes.ff?.t ?? splitsTill;
    const nextRb = changes.rbs?.t ?? rbSegmentsTill;
    const done = nextSplits === splitsTill && nextRb === rbSegmentsTill;
    splitsTill = nextSplits;
    rbSegmentsTill = nextRb;
    if (done) break;
  }
  const names = [...segmentNamesOf({ splits, rbSegments })];
  const segments = Object.fromEntries(
    await Promise.all(
      names.map(async (name) => [name, await syncSegment(options, name, previous.segments[name])] as const),
    ),
  );
  return { syncedAt: options.now(), splitsTill, rbSegmentsTill, splits, rbSegments, segments };
}
