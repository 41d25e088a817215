/**
 * One card design as a tile of a list (the card listing, more designs of an occasion): its front
 * picture (the drawn paper shape where the catalogue has no picture), its name linking to the
 * theme page, and a price line.
 */
import type { Theme } from "../../../shared/bff/catalogue.ts";
import type { RequestContext } from "../../site/request-context.ts";
import { ContentImage } from "../blocks/content-image.tsx";
import { pathFor } from "../links.tsx";

/** Tiles of at least 9rem: two or three on a phone, up to six across the page. */
const TILE_SIZES = "(min-width: 1280px) 200px, (min-width: 768px) 20vw, 45vw";

export function DesignTile({
  theme,
  request,
  name,
  occasion,
  price,
}: {
  theme: Theme;
  request: RequestContext;
  name: string;
  occasion?: string;
  price: string;
}) {
  const front = theme.images.find((image) => image.view === "front");
  return (
    <li className="theme-card" data-color={theme.color} data-shape={theme.aspectRatio}>
      {front ? (
        <span className="theme-card__picture">
          <ContentImage
            image={{ kind: "asset", filename: front.src, alt: "" }}
            width={400}
            height={300}
            sizes={TILE_SIZES}
          />
        </span>
      ) : (
        <span className="theme-card__preview" aria-hidden="true">
          <span className="theme-card__paper" />
        </span>
      )}
      <a className="theme-card__name" href={pathFor(request, `/themes/${theme.id}`)}>
        {name}
      </a>
      {occasion ? <span className="theme-card__occasion">{occasion}</span> : null}
      <span className="theme-card__price">{price}</span>
    </li>
  );
}
