/** Text (rich text), video and customer picture blocks (section 2 "text and video blocks", "customer picture block"). */
import type { BlockProps } from "../content-page/block-context.tsx";
import { asset, assets, link, richText, text } from "../../content/fields.ts";
import { ContentImage } from "./content-image.tsx";
import { ContentLink } from "../links.tsx";
import { RichText } from "./rich-text.tsx";

export function Text({ block, ctx }: BlockProps) {
  return <RichText value={richText(block, "text")} ctx={ctx} className="text-block rich-text" />;
}

/** A poster that links to the video: nothing is loaded from the video host until the visitor asks. */
export function Video({ block, ctx }: BlockProps) {
  const video = link(block, "video");
  const poster = asset(block, "poster");
  if (!video) return null;
  return (
    <section className="video-block">
      <h2>{text(block, "headline")}</h2>
      <ContentLink link={video} ctx={ctx} label={text(block, "headline")}>
        {poster ? <ContentImage image={poster} width={800} height={450} /> : text(block, "headline")}
      </ContentLink>
    </section>
  );
}

export function CustomerPictureBlock({ block }: BlockProps) {
  const pictures = assets(block, "pictures");
  if (pictures.length === 0) return null;
  return (
    <section className="customer-pictures">
      <h2>{text(block, "headline")}</h2>
      <ul className="tile-grid">
        {pictures.map((p, i) => (
          <li key={`${p.filename}${i}`}>
            <ContentImage image={p} width={300} height={225} />
          </li>
        ))}
      </ul>
    </section>
  );
}
