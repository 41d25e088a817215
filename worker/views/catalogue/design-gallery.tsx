/**
 * The pictures of a card design on its theme page: front, and inside and back where the card has
 * them, through the image pipeline like every content picture (a width set, the blurred
 * placeholder). A strip to swipe through on a phone (CSS scroll snap, no script), side by side from
 * 768 px (client/styles/designs.css). The front is the page's main picture: it loads at once.
 */
import type { Theme, ThemeImage } from "../../../shared/bff/catalogue.ts";
import type { Translator } from "../../render/i18n.ts";
import { ContentImage } from "../blocks/content-image.tsx";

/**
 * How wide a picture shows (client/styles/designs.css): most of a phone's width; side by side from
 * 768 px (at most 25rem each); from 1024 px two to a row of the left column, the front of three
 * pictures the whole column.
 */
function gallerySizes(count: number, index: number): string {
  const wide =
    count === 3 && index === 0
      ? "(min-width: 1280px) 850px, (min-width: 1024px) 66vw"
      : "(min-width: 1280px) 420px, (min-width: 1024px) 33vw";
  return `${wide}, (min-width: 768px) ${count === 1 ? "400px" : count === 2 ? "45vw" : "31vw"}, 85vw`;
}

export function viewLabel(view: ThemeImage["view"], t: Translator): string {
  return t(
    view === "front" ? "catalogue.viewFront" : view === "inside" ? "catalogue.viewInside" : "catalogue.viewBack",
  );
}

export function DesignGallery({ theme, t }: { theme: Theme; t: Translator }) {
  if (theme.images.length === 0) return null;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the strip scrolls and holds nothing focusable, so it takes the focus itself to be scrolled with the keys (WCAG 2.1.1)
    <section className="design-gallery" aria-label={t("catalogue.pictures")} tabIndex={0}>
      <ul className="design-gallery__track" data-count={theme.images.length}>
        {theme.images.map((image, index) => {
          const view = viewLabel(image.view, t);
          return (
            <li key={image.view} className="design-gallery__item">
              <figure>
                <ContentImage
                  image={{
                    kind: "asset",
                    filename: image.src,
                    alt: t("catalogue.pictureAlt", { name: theme.name, view }),
                  }}
                  width={800}
                  height={600}
                  sizes={gallerySizes(theme.images.length, index)}
                  eager={index === 0}
                />
                <figcaption>{view}</figcaption>
              </figure>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
