/**
 * Public container (a shared Container story, related by uuid), the Container itself, the SKU
 * container and the product snippet (section 2 "Global page types").
 */
import { type BlockProps, Blocks } from "../content-page/block-context.tsx";
import { blocks, richText, stories, text } from "../../content/fields.ts";
import { RichText } from "./rich-text.tsx";

export function PublicContainer({ block, ctx }: BlockProps) {
  return <Blocks blocks={stories(block, "container").flatMap((s) => (s.content ? [s.content] : []))} ctx={ctx} />;
}

export function Container({ block, ctx }: BlockProps) {
  return (
    <section className="container-block">
      <Blocks blocks={blocks(block, "body")} ctx={ctx} />
    </section>
  );
}

export function SkuContainer({ block, ctx }: BlockProps) {
  return (
    <section className="sku-container" data-sku={text(block, "sku")}>
      <h2>{text(block, "headline")}</h2>
      <RichText value={richText(block, "text")} ctx={ctx} />
      {text(block, "sku") ? (
        <p className="sku-container__sku">
          {text(block, "skuLabel")} {text(block, "sku")}
        </p>
      ) : null}
    </section>
  );
}

export function ProductSnippet({ block }: BlockProps) {
  return (
    <aside className="product-snippet">
      <strong>{text(block, "headline")}</strong> {text(block, "text")}
    </aside>
  );
}
