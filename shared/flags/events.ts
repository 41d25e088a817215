/**
 * Tracked events and their validation (section 3, "Visitor monitoring": event type, value,
 * traffic type 'user', properties; section 5, "Events"). An event that fails a rule is dropped
 * with a warning and never sent.
 */
import { MAX_KEY_LENGTH } from "./visitor.ts";

/** Alphanumeric start, then letters, digits, `-_.:`, up to 80 characters in all. */
export const EVENT_TYPE_PATTERN = /^[a-zA-Z0-9][-_.:a-zA-Z0-9]{0,79}$/;
/** Properties are capped at 32768 bytes (estimated as Split does: 1 KiB base plus keys and values). */
export const MAX_EVENT_BYTES = 32_768;
/** More properties than this are accepted with a warning. */
export const WARN_PROPERTY_COUNT = 300;
const BASE_EVENT_BYTES = 1024;
const BYTES = { string: 2, boolean: 4, number: 8, null: 0 } as const;

export const TRAFFIC_TYPE = "user";

export type PropertyValue = string | number | boolean | null;

export interface TrackedEvent {
  eventType: string;
  trafficType: typeof TRAFFIC_TYPE;
  value: number | null;
  properties: Record<string, PropertyValue> | null;
}

export type EventCheck =
  | { ok: true; event: TrackedEvent; warnings: string[] }
  | { ok: false; reason: string; warnings: string[] };

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function sizeOf(value: PropertyValue): number {
  if (value === null) return BYTES.null;
  if (typeof value === "string") return value.length * BYTES.string;
  return typeof value === "number" ? BYTES.number : BYTES.boolean;
}

/**
 * Checks one event. Property values that are not string, finite number, boolean or null become
 * null with a warning (as the flag library does); everything else that breaks a rule drops the event.
 */
export function validateEvent(eventType: unknown, value?: unknown, properties?: unknown): EventCheck {
  const warnings: string[] = [];
  if (typeof eventType !== "string" || !EVENT_TYPE_PATTERN.test(eventType)) {
    return {
      ok: false,
      reason: "event type must start alphanumeric and have at most 80 characters of [-_.:a-zA-Z0-9]",
      warnings,
    };
  }
  if (value !== undefined && value !== null && !(typeof value === "number" && Number.isFinite(value))) {
    return { ok: false, reason: "value must be a finite number", warnings };
  }
  let checked: Record<string, PropertyValue> | null = null;
  if (properties !== undefined && properties !== null) {
    if (!isPlainObject(properties)) return { ok: false, reason: "properties must be a plain object", warnings };
    const keys = Object.keys(properties);
    if (keys.length > WARN_PROPERTY_COUNT) warnings.push(`more than ${WARN_PROPERTY_COUNT} properties`);
    checked = {};
    let bytes = BASE_EVENT_BYTES;
    for (const key of keys) {
      const raw = properties[key];
      const ok =
        raw === null ||
        typeof raw === "string" ||
        typeof raw === "boolean" ||
        (typeof raw === "number" && Number.isFinite(raw));
      if (!ok) warnings.push(`property '${key}' is not a string, finite number, boolean or null: set to null`);
      const property = ok ? (raw as PropertyValue) : null;
      checked[key] = property;
      bytes += key.length * BYTES.string + sizeOf(property);
      if (bytes > MAX_EVENT_BYTES) return { ok: false, reason: `properties exceed ${MAX_EVENT_BYTES} bytes`, warnings };
    }
  }
  return {
    ok: true,
    event: {
      eventType,
      trafficType: TRAFFIC_TYPE,
      value: (value as number | null | undefined) ?? null,
      properties: checked,
    },
    warnings,
  };
}

/** A key (the visitor key) is a non-empty string of at most 250 characters. */
export function isValidKey(key: unknown): key is string {
  return typeof key === "string" && key.length > 0 && key.length <= MAX_KEY_LENGTH;
}

/** Flag set names are lower case: `[a-z0-9][_a-z0-9]{0,49}`. */
export const FLAG_SET_PATTERN = /^[a-z0-9][_a-z0-9]{0,49}$/;

export function isValidFlagSet(name: unknown): name is string {
  return typeof name === "string" && FLAG_SET_PATTERN.test(name);
}

/** Limits of the flag filters (section 5): 50 sets, 400 names, 50 prefixes. */
export const FILTER_LIMITS = { bySet: 50, byName: 400, byPrefix: 50 } as const;

export interface FlagFilters {
  bySet?: string[];
  byName?: string[];
  byPrefix?: string[];
}

/** The reasons a filter configuration is refused; empty when it is valid. */
export function filterProblems(filters: FlagFilters): string[] {
  const problems: string[] = [];
  for (const type of ["bySet", "byName", "byPrefix"] as const) {
    const values = filters[type] ?? [];
    if (values.length > FILTER_LIMITS[type])
      problems.push(`${type} has ${values.length} values; at most ${FILTER_LIMITS[type]}`);
  }
  const badSets = (filters.bySet ?? []).filter((name) => !isValidFlagSet(name));
  if (badSets.length) problems.push(`flag set names must match ${FLAG_SET_PATTERN}: ${badSets.join(", ")}`);
  return problems;
}
