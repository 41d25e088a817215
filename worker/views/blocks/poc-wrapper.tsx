/** POC wrapper: product overview cards for related page stories (section 3 relations), each linking to its page. */
import type { BlockProps } from "../content-page/block-context.tsx";
import { blocks, stories, text } from "../../content/fields.ts";
import { firstPicture } from "../content-page/main-picture.ts";
import { ContentImage } from "./content-image.tsx";
import { ContentLink } from "../links.tsx";

export function PocWrapper({ block, ctx }: BlockProps) {
  const pages = stories(block, "pocs");
  if (pages.length === 0) return null;
  return (
    <section className="poc-wrapper">
      {text(block, "headline") ? <h2>{text(block, "headline")}</h2> : null}
      <ul className="card-grid">
        {pages.map((page) => {
          // The page's own main picture (its teaser's, else its body's first), as its page shows it.
          const image = page.content
            ? firstPicture(blocks(page.content, "teaser"), blocks(page.content, "body"))
            : undefined;
          return (
            <li key={page.uuid} className="card">
              <ContentLink link={{ kind: "link", url: page.routePath, internal: true, newTab: false }} ctx={ctx}>
                {image ? <ContentImage image={image} width={400} height={300} caption={page.name} /> : null}
                <strong>{page.name}</strong>
              </ContentLink>
              {page.content ? <p>{text(page.content, "description")}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
