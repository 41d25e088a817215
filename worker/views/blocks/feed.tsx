/**
 * Feed: the newest pages of a kind (section 2 "Feed pages"). The listed stories are deferred data:
 * the page starts the listing before rendering (`content-page.tsx`), and the list streams in under
 * Suspense through `<Deferred>`, rendering nothing when the listing fails.
 */
import { Deferred } from "../../render/deferred.tsx";
import type { BlockProps } from "../content-page/block-context.tsx";
import { BlockHeading } from "./block-heading.tsx";
import { text } from "../../content/fields.ts";
import { ContentLink } from "../links.tsx";

/** What the page lists for a feed block: the page's name, route path and description. */
export interface FeedEntry {
  name: string;
  routePath: string;
  description: string;
}

export function Feed({ block, ctx }: BlockProps) {
  const entries = ctx.deferred.get(block.uid) as Promise<FeedEntry[]> | undefined;
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
