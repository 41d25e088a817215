/**
 * Which flags a page read, and with which treatment (issue 17, part 1; for the HTML cache of issue
 * 11, whose key carries the treatments of the flags the page reads). The flags middleware puts a
 * recording view of the treatments on the request context: every `request.treatments[flag]` (and so
 * every `isOn`, `isExperimentActive`, `isTaggedFlagOn`) notes the flag. Readers need not know.
 *
 *   flagsReadBy(c.req.raw)   // after the body was rendered: [["kl_redesign_965", "on"], ...], sorted
 *   variantKeyOf(reads)      // "kl_redesign_965=on&kl_wandbilder_flyout_groups=on", "" for none
 *
 * Crawlers have no treatments and read nothing: their page is the original for every flag.
 */
import type { Treatment } from "../../shared/flags/treatments.ts";

export type FlagRead = readonly [flag: string, treatment: Treatment];

interface Recording {
  evaluated: Readonly<Record<string, Treatment>>;
  read: Map<string, Treatment>;
}

const recordings = new WeakMap<object, Recording>();
const byRequest = new WeakMap<Request, Recording>();

/**
 * The treatments as the page's code reads them: a read-only view that notes each evaluated flag
 * read. A name that was not evaluated reads as undefined (off) for everyone, so it is not noted.
 */
export function recordingTreatments(request: Request, evaluated: Readonly<Record<string, Treatment>>): Record<string, Treatment> {
  const recording: Recording = { evaluated, read: new Map() };
  const view = new Proxy({ ...evaluated } as Record<string, Treatment>, {
    get(target, property, receiver) {
      if (typeof property === "string" && Object.hasOwn(evaluated, property)) recording.read.set(property, evaluated[property]!);
      return Reflect.get(target, property, receiver);
    },
    set: () => false,
    deleteProperty: () => false,
  });
  recordings.set(view, recording);
  byRequest.set(request, recording);
  return view;
}

/** The flags the page read so far with their treatments, sorted by name; empty for a crawler. */
export function flagsReadBy(request: Request): FlagRead[] {
  const recording = byRequest.get(request);
  if (!recording) return [];
  return [...recording.read].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Every evaluated treatment, without noting a read (the monitoring record lists them all). */
export function evaluatedTreatments(treatments: Readonly<Record<string, Treatment>>): Readonly<Record<string, Treatment>> {
  return recordings.get(treatments)?.evaluated ?? treatments;
}

/** A cache-key part for a list of reads: `flag=treatment` pairs joined by `&`, in the list's order. */
export function variantKeyOf(reads: readonly FlagRead[]): string {
  return reads.map(([flag, treatment]) => `${flag}=${treatment}`).join("&");
}
