/** Promotion bar of a story (section 2 "Error page": the story's own, or one fetched by the current path). */
import type { BlockProps } from "../content-page/block-context.tsx";
import { link, text } from "../../content/fields.ts";
import { ContentLink } from "../links.tsx";

const HEX = /^#[0-9a-f]{3,8}$/i;

export function PromotionBar({ block, ctx }: BlockProps) {
  const bg = text(block, "backgroundColor");
  const fg = text(block, "color");
  const target = link(block, "link");
  const style = HEX.test(bg) && HEX.test(fg) ? { backgroundColor: bg, color: fg } : undefined;
  return (
    <aside className="promotion-bar" style={style} aria-label={text(block, "text")}>
      {target ? (
        <ContentLink link={target} ctx={ctx}>
          {text(block, "text")}
        </ContentLink>
      ) : (
        text(block, "text")
      )}
    </aside>
  );
}
