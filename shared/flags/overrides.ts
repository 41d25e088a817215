/**
 * Flag overrides from the query (section 5, "Flag overrides"; section 4, "Split states: disabled,
 * feature, treatment"). Only `on` and `off` force a treatment; any other value is ignored.
 */
import type { Treatment } from "./treatments.ts";

/** Query parameter names of the split states (section 4). */
export const OVERRIDE_PARAMS = { disabled: "disabled", feature: "feature", treatment: "treatment" } as const;

export type ForcedTreatment = Extract<Treatment, "on" | "off">;

export interface FlagOverrides {
  /** The disabled parameter is set: the flag client does not start. */
  disabled: boolean;
  /** Treatments forced by the query, by flag name. */
  forced: Record<string, ForcedTreatment>;
}

/** What the rules need of a query (`URLSearchParams` fits; shared code has no DOM types). */
export interface QueryReader {
  get(name: string): string | null;
}

function forcedValue(value: string | null): ForcedTreatment | null {
  return value === "on" || value === "off" ? value : null;
}

/** Values of the disabled parameter that count as set; any other value is ignored. */
const DISABLED_VALUES = new Set(["", "1", "true"]);

/**
 * Reads the overrides for the known flags from a query. A parameter named after a flag takes
 * effect only with on or off; `feature` plus `treatment` forces the named flag, again only on or
 * off, and wins over the flag's own parameter.
 */
export function readOverrides(query: QueryReader, knownFlags: readonly string[]): FlagOverrides {
  const forced: Record<string, ForcedTreatment> = {};
  for (const flag of knownFlags) {
    const value = forcedValue(query.get(flag));
    if (value) forced[flag] = value;
  }
  const feature = query.get(OVERRIDE_PARAMS.feature);
  const treatment = forcedValue(query.get(OVERRIDE_PARAMS.treatment));
  if (feature && treatment && knownFlags.includes(feature)) forced[feature] = treatment;
  const disabled = query.get(OVERRIDE_PARAMS.disabled);
  return { disabled: disabled !== null && DISABLED_VALUES.has(disabled.toLowerCase()), forced };
}

/** Applies forced treatments on top of evaluated ones. */
export function applyOverrides(
  evaluated: Readonly<Record<string, Treatment>>,
  overrides: FlagOverrides,
): Record<string, Treatment> {
  return { ...evaluated, ...overrides.forced };
}
