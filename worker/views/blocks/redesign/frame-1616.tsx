/**
 * Redesign experiment 1616 (section 9): the frame types of a wall-art page as a comparison list,
 * picture left, name and text right, one frame per row, instead of a grid of small cards.
 */
import type { BlockProps } from "../../content-page/block-context.tsx";
import { asset, stories, text } from "../../../content/fields.ts";
import { ContentImage } from "../content-image.tsx";

export function FrameRedesign({ block }: BlockProps) {
  const options = stories(block, "frameTypes").flatMap((s) => (s.content ? [s.content] : []));
  if (options.length === 0) return null;
  return (
    <section className="option-types redesign-frames" data-experiment="1616">
      <h2>{text(block, "headline")}</h2>
      <ol className="redesign-frames__list">
        {options.map((option, i) => {
          const image = asset(option, "image");
          return (
            <li key={option.uid || i} className="redesign-frames__row" data-type={text(option, "frameType")}>
              {image ? <ContentImage image={image} width={160} height={120} /> : null}
              <div>
                <strong>{text(option, "name")}</strong>
                <p>{text(option, "text")}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
