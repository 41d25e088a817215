/**
 * The Split SDK's pluggable storage wrapper over a definitions snapshot: the SDK runs in consumer
 * mode at the edge and reads flags and segments from here, with no network (decision 050). The
 * edge records nothing: impressions and events are the browser client's job, under consent, so
 * every write is dropped.
 */
import type { FlagDefinitions } from "./definitions.ts";

const PREFIX = "SPLITIO";

interface SnapshotIndex {
  values: Map<string, string>;
  sets: Map<string, Set<string>>;
}

const indexes = new WeakMap<FlagDefinitions, SnapshotIndex>();

/** Lays the snapshot out under the key names of Split's pluggable storage, once per snapshot. */
function indexOf(definitions: FlagDefinitions): SnapshotIndex {
  let index = indexes.get(definitions);
  if (index) return index;
  const values = new Map<string, string>();
  const sets = new Map<string, Set<string>>();
  const trafficTypes = new Map<string, number>();
  values.set(`${PREFIX}.splits.till`, String(definitions.splitsTill));
  values.set(`${PREFIX}.rbsegments.till`, String(definitions.rbSegmentsTill));
  for (const split of Object.values(definitions.splits)) {
    values.set(`${PREFIX}.split.${split.name}`, JSON.stringify(split));
    if (split.trafficTypeName)
      trafficTypes.set(split.trafficTypeName, (trafficTypes.get(split.trafficTypeName) ?? 0) + 1);
    const sets_ = Array.isArray(split.sets) ? (split.sets as string[]) : [];
    for (const set of sets_) {
      const key = `${PREFIX}.flagSet.${set}`;
      sets.set(key, (sets.get(key) ?? new Set()).add(split.name));
    }
  }
  for (const [type, count] of trafficTypes) values.set(`${PREFIX}.trafficType.${type}`, String(count));
  for (const segment of Object.values(definitions.rbSegments))
    values.set(`${PREFIX}.rbsegment.${segment.name}`, JSON.stringify(segment));
  for (const [name, segment] of Object.entries(definitions.segments)) {
    values.set(`${PREFIX}.segment.${name}.till`, String(segment.till));
    sets.set(`${PREFIX}.segment.${name}`, new Set(segment.keys));
  }
  sets.set(`${PREFIX}.segments.registered`, new Set(Object.keys(definitions.segments)));
  index = { values, sets };
  indexes.set(definitions, index);
  return index;
}

/** A read-only storage wrapper (Split's `IPluggableStorageWrapper`) over one snapshot. */
export function snapshotWrapper(definitions: FlagDefinitions) {
  const { values, sets } = indexOf(definitions);
  const dropped = async () => true;
  return {
    get: async (key: string) => values.get(key) ?? null,
    getMany: async (keys: string[]) => keys.map((key) => values.get(key) ?? null),
    getKeysByPrefix: async (prefix: string) => [...values.keys()].filter((key) => key.startsWith(prefix)),
    itemContains: async (key: string, item: string) => sets.get(key)?.has(item) ?? false,
    getItems: async (key: string) => [...(sets.get(key) ?? [])],
    getItemsCount: async () => 0,
    popItems: async () => [],
    getAndSet: async (key: string) => values.get(key) ?? null,
    set: dropped,
    del: dropped,
    incr: async () => 0,
    decr: async () => 0,
    pushItems: async () => undefined,
    addItems: async () => undefined,
    removeItems: async () => undefined,
    connect: async () => undefined,
    disconnect: async () => undefined,
  };
}
