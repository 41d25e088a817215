/**
 * Redesign experiment 965 (section 9): the page's teaser as a split hero. The text stands on a
 * coloured panel beside a larger picture, and the call to action spans the panel.
 */
import type { BlockProps } from "../../content-page/block-context.tsx";
import { asset, link, text } from "../../../content/fields.ts";
import { ContentImage } from "../content-image.tsx";
import { ContentLink } from "../../links.tsx";

export function TeaserRedesign({ block, ctx }: BlockProps) {
  const image = asset(block, "image");
  const cta = link(block, "ctaLink");
  return (
    <section className="teaser redesign-hero" data-experiment="965">
      <div className="redesign-hero__panel">
        <h1 className="teaser__headline redesign-hero__headline">{text(block, "headline")}</h1>
        {text(block, "subline") ? <p className="redesign-hero__subline">{text(block, "subline")}</p> : null}
        {cta ? (
          <ContentLink link={cta} ctx={ctx} className="button teaser__cta redesign-hero__cta">
            <span style={ctx.cta}>{text(block, "ctaText")}</span>
          </ContentLink>
        ) : null}
      </div>
      {image ? (
        <div className="redesign-hero__picture">
          <ContentImage image={image} width={960} height={720} eager />
        </div>
      ) : null}
    </section>
  );
}
