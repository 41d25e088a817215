/**
 * Experiments (section 9, "Experiments and text"; section 4, "Calculator"): a redesign experiment
 * is active when the story carries its tag and the visitor's treatment of its flag is on. Crawlers
 * have no treatments, so for them no experiment is ever active.
 */
import { type RedesignExperiment, redesignFlag } from "../../shared/flags/treatments.ts";
import type { RequestContext } from "../site/request-context.ts";

/** The story tag that opts a story into a redesign experiment: `redesign-965`. */
export function experimentTag(id: RedesignExperiment): string {
  return `redesign-${id}`;
}

/** True when the story is tagged for the experiment and the visitor's treatment is on. */
export function isExperimentActive(
  request: Pick<RequestContext, "treatments">,
  id: RedesignExperiment,
  storyTags: readonly string[] | undefined,
): boolean {
  return (storyTags ?? []).includes(experimentTag(id)) && request.treatments.on(redesignFlag(id));
}

/** A feature toggled by a story tag plus a flag, such as the calculator's portrait swap. */
export function isTaggedFlagOn(
  request: Pick<RequestContext, "treatments">,
  flag: string,
  tag: string,
  storyTags: readonly string[] | undefined,
): boolean {
  return (storyTags ?? []).includes(tag) && request.treatments.on(flag);
}
