/**
 * Which flags a page read, and with which treatment (issue 17, part 1; for the HTML cache of issue
 * 11, whose key carries the treatments of the flags the page reads). The flags middleware puts a
 * recording view of the treatments on the request context: every `request.treatments[flag]` (and so
 * every `isOn`, `isExperimentActive`, `isTaggedFlagOn`) notes the flag. Readers need not know.
 *
 *   flagsReadBy(c.req.raw)   // after the body was rendered: [["kl_redesign_965", "on"], ...], sorted
 *
 * The HTML cache records one render's reads with the same view (`recordingView`).
 *
 * Crawlers have no treatments and read nothing: their page is the original for every flag.
 */
import type { Treatment } from "../../shared/flags/treatments.ts";

export type FlagRead = readonly [flag: string, treatment: Treatment];

interface Recording {
  evaluated: Readonly<Record<string, Treatment>>;
  /** Every name read through the view; only evaluated ones count as flags read. */
  read: Set<string>;
}

const recordings = new WeakMap<object, Recording>();
const byRequest = new WeakMap<Request, Recording>();

/**
 * A read-only view of `target` that adds to `read` the name of every property read through it
 * (`view[name]`, `name in view`, its keys). The one recording proxy: the flags middleware records a
 * request's reads with it (`recordingTreatments`), the HTML cache one render's (`html-cache.ts`).
 */
export function recordingView(target: Record<string, Treatment>, read: Set<string>): Record<string, Treatment> {
  return new Proxy(target, {
    get(inner, property, receiver) {
      if (typeof property === "string") read.add(property);
      return Reflect.get(inner, property, receiver);
    },
    has(inner, property) {
      if (typeof property === "string") read.add(property);
      return Reflect.has(inner, property);
    },
    ownKeys(inner) {
      const keys = Reflect.ownKeys(inner);
      for (const key of keys) if (typeof key === "string") read.add(key);
      return keys;
    },
    set: () => false,
    deleteProperty: () => false,
  });
}

/**
 * The treatments as the page's code reads them: a read-only view that notes each flag read. A name
 * that was not evaluated reads as undefined (off) for everyone, so it does not count as a read.
 */
export function recordingTreatments(
  request: Request,
  evaluated: Readonly<Record<string, Treatment>>,
): Record<string, Treatment> {
  const recording: Recording = { evaluated, read: new Set() };
  const view = recordingView({ ...evaluated }, recording.read);
  recordings.set(view, recording);
  byRequest.set(request, recording);
  return view;
}

/** The flags the page read so far with their treatments, sorted by name; empty for a crawler. @internal tests observe reads with it. */
export function flagsReadBy(request: Request): FlagRead[] {
  const recording = byRequest.get(request);
  if (!recording) return [];
  const { evaluated, read } = recording;
  return [...read].sort().flatMap((flag): FlagRead[] => {
    const treatment = evaluated[flag];
    return treatment === undefined ? [] : [[flag, treatment]];
  });
}

/** Every evaluated treatment, without noting a read (the monitoring record lists them all). */
export function evaluatedTreatments(
  treatments: Readonly<Record<string, Treatment>>,
): Readonly<Record<string, Treatment>> {
  return recordings.get(treatments)?.evaluated ?? treatments;
}
