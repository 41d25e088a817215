/**
 * Feed: the newest pages of a kind (section 2 "Feed pages"). The listed stories are deferred data:
 * the route starts the listing before rendering (`worker/routes/block-loads.ts`), and the list
 * streams in under Suspense through `<Deferred>`, rendering nothing when the listing fails.
 */
import { Deferred } from "../../render/deferred.tsx";
import type { BlockProps } from "../content-page/block-context.tsx";
import { BlockHeading } from "./block-heading.tsx";
import { text } from "../../content/fields.ts";
import { ContentLink } from "../links.tsx";

export function Feed({ block, ctx }: BlockProps) {
  const entries = ctx.loads.feeds.get(block.uid);
  return (
    <section className="feed" data-feed-type={text(block, "feedType")}>
      <BlockHeading ctx={ctx} text={text(block, "headline")} />
      {entries ? (
        <Deferred data={entries} name="content-feed">
          {(list) =>
            list.length === 0 ? null : (
              <ul className="feed__list">
                {list.map((entry) => (
                  <li key={entry.routePath}>
                    <ContentLink link={{ kind: "link", url: entry.routePath, internal: true, newTab: false }} ctx={ctx}>
                      <strong>{entry.name}</strong>
                    </ContentLink>
                    <p>{entry.description}</p>
                  </li>
                ))}
              </ul>
            )
          }
        </Deferred>
      ) : null}
    </section>
  );
}
