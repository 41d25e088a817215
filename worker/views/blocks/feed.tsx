/**
 * Feed: the newest pages of a kind (section 2 "Feed pages"). The listed stories are deferred data:
 * the route starts the listing before rendering, and the feed streams in under Suspense, falling
 * back to nothing on error (ARCHITECTURE "One request", step 5).
 */
import { Suspense, use } from "react";
import type { BlockProps } from "./block-context.tsx";
import { text } from "./fields.ts";
import { ContentLink } from "./links.tsx";

/** What the route lists for a feed block: the page's name, route path and description. */
export interface FeedEntry {
  name: string;
  routePath: string;
  description: string;
}

function FeedList({ entries, ctx }: { entries: Promise<unknown>; ctx: BlockProps["ctx"] }) {
  const list = use(entries) as FeedEntry[];
  if (list.length === 0) return null;
  return (
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
  );
}

export function Feed({ block, ctx }: BlockProps) {
  const entries = ctx.deferred.get(block.uid);
  return (
    <section className="feed" data-feed-type={text(block, "feedType")}>
      <h2>{text(block, "headline")}</h2>
      {entries ? (
        <Suspense fallback={null}>
          <FeedList entries={entries} ctx={ctx} />
        </Suspense>
      ) : null}
    </section>
  );
}
