/**
 * What the flags middleware learned about a person's request beyond the request context's
 * treatments and visitor key: the overrides. Kept per request, read when the page is rendered.
 */
import type { FlagOverrides } from "../../shared/flags/overrides.ts";

const states = new WeakMap<Request, FlagOverrides>();

export function setOverridesOf(request: Request, overrides: FlagOverrides): void {
  states.set(request, overrides);
}

export function overridesOf(request: Request): FlagOverrides {
  return states.get(request) ?? { disabled: false, forced: {} };
}
