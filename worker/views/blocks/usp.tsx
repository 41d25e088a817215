/** USP teaser (a list of selling points) and its wrapper, which relates to a shared USP story (section 3). */
import { type BlockProps, Blocks } from "../content-page/block-context.tsx";
import { blocks, stories, text } from "../../content/fields.ts";

export function UspTeaser({ block }: BlockProps) {
  const items = blocks(block, "items");
  if (items.length === 0) return null;
  return (
    <ul className="usp-teaser">
      {items.map((item, i) => (
        <li key={item.uid || i} className="usp-teaser__item" data-icon={text(item, "icon")}>
          <strong>{text(item, "title")}</strong> {text(item, "text")}
        </li>
      ))}
    </ul>
  );
}

export function UspWrapper({ block, ctx }: BlockProps) {
  return <Blocks blocks={stories(block, "usps").flatMap((s) => (s.content ? [s.content] : []))} ctx={ctx} />;
}
