/**
 * A/B content block: the variant whose treatment the page's flag has; 'off' when the flag is not on
 * (crawlers and visitors without a treatment, section 3 "control means no treatment was found").
 * A redesign experiment's flag also needs the story's tag (section 9).
 */
import { REDESIGN_EXPERIMENTS, redesignFlag } from "../../../shared/flags/treatments.ts";
import { isExperimentActive } from "../../flags/experiments.ts";
import { type BlockProps, Blocks } from "../content-page/block-context.tsx";
import { blocks, text } from "../../content/fields.ts";

export function ABContentBlock({ block, ctx }: BlockProps) {
  const flag = text(block, "flag");
  const experiment = REDESIGN_EXPERIMENTS.find((id) => redesignFlag(id) === flag);
  const on = experiment
    ? isExperimentActive(ctx.request, experiment, ctx.page?.tags)
    : Boolean(flag) && ctx.request.treatments.on(flag);
  const wanted = on ? "on" : "off";
  const variant = blocks(block, "variants").find((v) => text(v, "treatment") === wanted);
  return variant ? <Blocks blocks={blocks(variant, "blocks")} ctx={ctx} /> : null;
}
