/**
 * Feed: the newest pages of a kind (section 2 "Feed pages"). The listed stories are deferred data:
 * `loadFeed` is the block's loader, which the route starts before rendering (`block-loader.ts`),
 * and the list streams in under Suspense through `<Deferred>`, rendering nothing when the listing
 * fails (the page is then not kept in the edge cache).
 */
import { strings } from "../../content/fields.ts";
import { componentOf, mapPage, slugOf, splitFullSlug } from "../../content/map-story.ts";
import { listStories } from "../../content/stories.ts";
import { Deferred } from "../../render/deferred.tsx";
import type { BlockLoader } from "./block-loader.ts";
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

const FEED_SLUG = /^[a-z0-9/_-]{1,200}$/;
const MAX_FEED_STORIES = 50;

/** The stories the feed names; a page in the edge cache is advanced by a publish of any of them. */
export const loadFeed: BlockLoader<FeedEntry[]> = (scope, block) => {
  const slugs = strings(block, "stories")
    .filter((s) => FEED_SLUG.test(s))
    .slice(0, MAX_FEED_STORIES);
  if (slugs.length === 0) return undefined;
  for (const slug of slugs) scope.render.shows.add(slugOf(splitFullSlug(slug).routePath));
  return listStories(scope.client, { ...scope.call, bySlugs: slugs }).then((stories) =>
    stories
      .filter((s) => componentOf(s) === "Page")
      .map((s) => {
        const page = mapPage(s);
        return { name: page.name, routePath: page.routePath, description: page.description };
      }),
  );
};

export function Feed({ block, ctx }: BlockProps) {
  const entries = ctx.loads.of(block, loadFeed);
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
