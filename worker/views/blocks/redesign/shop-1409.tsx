/**
 * Redesign experiment 1409 (section 9): the shop's product tiles as a two-column showcase, the
 * first product large and the others beside it, each with its name on the picture.
 */
import type { BlockProps } from "../../content-page/block-context.tsx";
import { asset, blocks, link, text } from "../../../content/fields.ts";
import { ContentImage } from "../content-image.tsx";
import { ContentLink } from "../../links.tsx";

export function ShopRedesign({ block, ctx }: BlockProps) {
  const products = blocks(block, "products").filter((p) => p.component === "CategoryTile");
  if (products.length === 0) return null;
  return (
    <section className="shop-block redesign-shop" data-experiment="1409">
      {text(block, "headline") ? <h2>{text(block, "headline")}</h2> : null}
      <ul className="redesign-shop__grid">
        {products.map((product, i) => {
          const target = link(product, "link");
          const image = asset(product, "image");
          const inner = (
            <>
              {image ? <ContentImage image={image} width={i === 0 ? 640 : 320} height={i === 0 ? 480 : 240} /> : null}
              <span className="redesign-shop__name">{text(product, "title")}</span>
            </>
          );
          return (
            <li
              key={product.uid || i}
              className={i === 0 ? "redesign-shop__tile redesign-shop__tile--lead" : "redesign-shop__tile"}
            >
              {target ? (
                <ContentLink link={target} ctx={ctx}>
                  {inner}
                </ContentLink>
              ) : (
                inner
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
