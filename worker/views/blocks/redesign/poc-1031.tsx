/**
 * Redesign experiment 1031 (section 9): the product overview cards as a rail of large cards. The
 * whole card is the link; the picture fills the card's top and the description sits under the name.
 */
import type { BlockProps } from "../../content-page/block-context.tsx";
import { asset, blocks, stories, text } from "../../../content/fields.ts";
import { ContentImage } from "../content-image.tsx";
import { ContentLink } from "../../links.tsx";

export function PocWrapperRedesign({ block, ctx }: BlockProps) {
  const pages = stories(block, "pocs");
  if (pages.length === 0) return null;
  return (
    <section className="poc-wrapper redesign-poc" data-experiment="1031">
      {text(block, "headline") ? <h2>{text(block, "headline")}</h2> : null}
      <ul className="redesign-poc__rail">
        {pages.map((page) => {
          const teaser = page.content ? blocks(page.content, "teaser")[0] : undefined;
          const image = teaser ? asset(teaser, "image") : undefined;
          return (
            <li key={page.uuid} className="redesign-poc__card">
              <ContentLink
                link={{ kind: "link", url: page.routePath, internal: true, newTab: false }}
                ctx={ctx}
                className="redesign-poc__link"
              >
                {image ? <ContentImage image={image} width={480} height={360} /> : null}
                <strong className="redesign-poc__name">{page.name}</strong>
                {page.content ? <span className="redesign-poc__text">{text(page.content, "description")}</span> : null}
                <span className="redesign-poc__arrow" aria-hidden="true">
                  →
                </span>
              </ContentLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
