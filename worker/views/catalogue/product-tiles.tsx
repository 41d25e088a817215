/**
 * The product overview's tiles (section 2, "/products"): each product with its picture (from the
 * backend's overview, decision 189), its 'from' price when the channel's `pricesInProductOverview`
 * flag allows, linking to its detail page when it has one.
 */
import type { ProductOverview } from "../../../shared/bff/catalogue.ts";
import { formatPrice } from "../../../shared/pricing/format-price.ts";
import { productByKey } from "../../../shared/catalogue/products.ts";
import { CHANNEL_FLAGS } from "../../../shared/site/sites.ts";
import { translatorFor } from "../../render/i18n.ts";
import type { RequestContext } from "../../site/request-context.ts";
import { pathFor } from "../links.tsx";
import { ContentImage } from "../blocks/content-image.tsx";

/** Two columns on a phone, three from 768 px (`.product-tiles` in client/styles). */
const TILE_SIZES = "(min-width: 1280px) 400px, (min-width: 768px) 33vw, 50vw";

export function showsOverviewPrices(request: RequestContext): boolean {
  return CHANNEL_FLAGS[request.site.channel].pricesInProductOverview;
}

export function ProductTiles({ request, overview }: { request: RequestContext; overview: ProductOverview }) {
  const t = translatorFor(request.locale);
  const prices = showsOverviewPrices(request);
  return (
    <ul className="product-tiles">
      {overview.products.map((product, index) => {
        const detail = productByKey(request.site.channel, product.key)?.calculator;
        const href = detail
          ? pathFor(request, `/products/${product.key}`)
          : product.key === "cards"
            ? "#cards"
            : undefined;
        return (
          <li key={product.key} className="product-tile">
            {product.image ? (
              <ContentImage
                image={{ kind: "asset", filename: product.image, alt: "" }}
                width={400}
                height={300}
                sizes={TILE_SIZES}
                eager={index === 0}
              />
            ) : null}
            <h2 className="product-tile__title">{href ? <a href={href}>{product.label}</a> : product.label}</h2>
            {prices && product.fromPrice ? (
              <p className="product-tile__price">
                {t("catalogue.from", {
                  price: formatPrice(product.fromPrice.priceCurrent, request.locale, overview.currency),
                })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
