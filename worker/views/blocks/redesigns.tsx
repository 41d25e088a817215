/**
 * The redesign experiments of section 9 ("toggled by a story tag plus a treatment flag"): which
 * block each one redesigns, and the registry entry that picks the variant. A block shows its
 * redesign only when the page's story carries the tag (`redesign-965`) and the visitor's treatment
 * of the flag (`kl_redesign_965`) is on; crawlers have no treatments and always get the original.
 * The flag is read only on tagged pages, so untagged pages do not depend on it (read-record.ts).
 */
import type { RedesignExperiment } from "../../../shared/flags/treatments.ts";
import { isExperimentActive } from "../../flags/experiments.ts";
import type { BlockComponent, BlockProps } from "../content-page/block-context.tsx";
import { FrameRedesign } from "./redesign/frame-1616.tsx";
import { PocWrapperRedesign } from "./redesign/poc-1031.tsx";
import { ShopRedesign } from "./redesign/shop-1409.tsx";
import { TeaserRedesign } from "./redesign/teaser-965.tsx";
import { UspTeaserRedesign } from "./redesign/usp-967.tsx";
import { VideoRedesign } from "./redesign/video-492.tsx";

/** Experiment -> the component it redesigns and its variant. */
export const REDESIGNS: Record<RedesignExperiment, { component: string; Redesign: BlockComponent }> = {
  965: { component: "Teaser", Redesign: TeaserRedesign },
  967: { component: "UspTeaser", Redesign: UspTeaserRedesign },
  1031: { component: "PocWrapper", Redesign: PocWrapperRedesign },
  1409: { component: "Shop", Redesign: ShopRedesign },
  1616: { component: "Frame", Redesign: FrameRedesign },
  492: { component: "Video", Redesign: VideoRedesign },
};

function switched(id: RedesignExperiment, Original: BlockComponent, Redesign: BlockComponent): BlockComponent {
  function ExperimentSwitch(props: BlockProps) {
    const active = isExperimentActive(props.ctx.request, id, props.ctx.page?.tags);
    return active ? <Redesign {...props} /> : <Original {...props} />;
  }
  return ExperimentSwitch;
}

/** The registry with each redesigned component replaced by its experiment switch. */
export function withRedesigns(registry: Record<string, BlockComponent>): Record<string, BlockComponent> {
  const result = { ...registry };
  for (const [id, { component, Redesign }] of Object.entries(REDESIGNS)) {
    const original = registry[component];
    if (original) result[component] = switched(Number(id) as RedesignExperiment, original, Redesign);
  }
  return result;
}
