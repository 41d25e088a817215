/**
 * Frame types (Frame.frameTypes) and accessory types (Accessory.accessoryTypes): related shared
 * stories, listed with name, text and picture (section 3 relations). Missing relations are skipped.
 */
import type { RelatedStory } from "../../content/types.ts";
import type { BlockProps } from "../content-page/block-context.tsx";
import { asset, stories, text } from "../../content/fields.ts";
import { ContentImage } from "./content-image.tsx";

function OptionList({ headline, items, field }: { headline: string; items: RelatedStory[]; field: string }) {
  const options = items.flatMap((s) => (s.content ? [s.content] : []));
  if (options.length === 0) return null;
  return (
    <section className="option-types">
      <h2>{headline}</h2>
      <ul className="card-grid">
        {options.map((o, i) => {
          const image = asset(o, "image");
          return (
            <li key={o.uid || i} className="card" data-type={text(o, field)}>
              {image ? <ContentImage image={image} width={200} height={150} caption={text(o, "name")} /> : null}
              <strong>{text(o, "name")}</strong>
              <p>{text(o, "text")}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function Frame({ block }: BlockProps) {
  return <OptionList headline={text(block, "headline")} items={stories(block, "frameTypes")} field="frameType" />;
}

export function Accessory({ block }: BlockProps) {
  return (
    <OptionList headline={text(block, "headline")} items={stories(block, "accessoryTypes")} field="accessoryType" />
  );
}
