/**
 * A/B content block: the variant whose treatment the page's flag has; 'off' when the flag is not on
 * (crawlers and visitors without a treatment, section 3 "control means no treatment was found").
 */
import { isOn } from "../../../shared/flags/treatments.ts";
import { type BlockProps, Blocks } from "./block-context.tsx";
import { blocks, text } from "./fields.ts";

export function ABContentBlock({ block, ctx }: BlockProps) {
  const flag = text(block, "flag");
  const wanted = flag && isOn(ctx.request.treatments, flag) ? "on" : "off";
  const variant = blocks(block, "variants").find((v) => text(v, "treatment") === wanted);
  return variant ? <Blocks blocks={blocks(variant, "blocks")} ctx={ctx} /> : null;
}
