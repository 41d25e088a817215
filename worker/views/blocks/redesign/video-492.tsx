/**
 * Redesign experiment 492 (section 9): the video block as a wide poster with a play button over it
 * and the headline below. As in the original, nothing loads from the video host until a click.
 */
import type { BlockProps } from "../../content-page/block-context.tsx";
import { asset, link, text } from "../../../content/fields.ts";
import { ContentImage } from "../content-image.tsx";
import { ContentLink } from "../../links.tsx";

export function VideoRedesign({ block, ctx }: BlockProps) {
  const video = link(block, "video");
  const poster = asset(block, "poster");
  if (!video) return null;
  const headline = text(block, "headline");
  return (
    <section className="video-block redesign-video" data-experiment="492">
      <ContentLink link={video} ctx={ctx} label={headline} className="redesign-video__poster">
        {poster ? <ContentImage image={poster} width={1200} height={675} /> : null}
        <svg
          className="redesign-video__play"
          viewBox="0 0 64 64"
          width="64"
          height="64"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="32" cy="32" r="31" fill="currentColor" />
          <path d="M26 20l18 12-18 12z" fill="#ffffff" />
        </svg>
      </ContentLink>
      <h2 className="redesign-video__headline">{headline}</h2>
    </section>
  );
}
