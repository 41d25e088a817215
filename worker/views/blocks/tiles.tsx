/** Shop (a grid of product tiles) and the category tile it and the overview wrappers are made of. */
import { type BlockProps, Blocks } from "../content-page/block-context.tsx";
import { asset, blocks, link, text } from "../../content/fields.ts";
import { ContentImage } from "./content-image.tsx";
import { ContentLink } from "../links.tsx";

export function CategoryTile({ block, ctx }: BlockProps) {
  const target = link(block, "link");
  const image = asset(block, "image");
  const inner = (
    <>
      {image ? <ContentImage image={image} width={200} height={150} caption={text(block, "title")} /> : null}
      <span>{text(block, "title")}</span>
    </>
  );
  return (
    <li className="tile">
      {target ? (
        <ContentLink link={target} ctx={ctx}>
          {inner}
        </ContentLink>
      ) : (
        inner
      )}
    </li>
  );
}

export function Shop({ block, ctx }: BlockProps) {
  const products = blocks(block, "products");
  if (products.length === 0) return null;
  return (
    <section className="shop-block">
      {text(block, "headline") ? <h2>{text(block, "headline")}</h2> : null}
      <ul className="tile-grid">
        <Blocks blocks={products} ctx={ctx} />
      </ul>
    </section>
  );
}
