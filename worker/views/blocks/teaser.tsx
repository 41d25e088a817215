/** Teaser: headline, subline, image and a call to action in the page's CTA colours (section 2). */
import type { BlockProps } from "../content-page/block-context.tsx";
import { asset, link, text } from "../../content/fields.ts";
import { ContentImage } from "./content-image.tsx";
import { ContentLink } from "../links.tsx";

export function Teaser({ block, ctx }: BlockProps) {
  const image = asset(block, "image");
  const cta = link(block, "ctaLink");
  return (
    <section className="teaser">
      {image ? <ContentImage image={image} width={800} height={600} eager /> : null}
      <div className="teaser__text">
        <h1 className="teaser__headline">{text(block, "headline")}</h1>
        {text(block, "subline") ? <p>{text(block, "subline")}</p> : null}
        {cta ? (
          <ContentLink link={cta} ctx={ctx} className="button teaser__cta" style={ctx.cta}>
            {text(block, "ctaText")}
          </ContentLink>
        ) : null}
      </div>
    </section>
  );
}
