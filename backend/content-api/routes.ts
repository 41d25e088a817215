/**
 * The embedded content API: Storyblok's Content Delivery API v2 over the stories in `content/`
 * (section 7 "Content calls"), so `storyblok-js-client` works against it unchanged. A story by full
 * slug, id or uuid; listings with `starts_with`, `by_slugs`, `by_uuids`, paging and the `total`
 * header; links; `version` draft or published; `cv`; `resolve_relations` filling `rels` or `rel_uuids`.
 */
import { Hono } from "hono";
import type { BackendAppEnv, BackendEnv } from "../env.ts";
import { cdnQuery, slugMatcher } from "./query.ts";
import { resolveRelations } from "./relations.ts";
import { type Space, type SpaceVersion, type StoredStory, spaceForToken } from "./store.ts";
import { backendConfigOf } from "../config.ts";

type Parsed = { space: Space; version: SpaceVersion; query: ReturnType<typeof cdnQuery.parse> };

function parse(env: BackendEnv, url: string): Parsed | { status: 400 | 401; body: unknown } {
  const result = cdnQuery.safeParse(Object.fromEntries(new URL(url).searchParams));
  if (!result.success)
    return {
      status: 400,
      body: { error: result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") },
    };
  const opened = spaceForToken(backendConfigOf(env).embeddedPreviewTokens, result.data.token);
  if (!opened) return { status: 401, body: { error: "Unauthorized" } };
  // A public token asking for drafts is refused, as Storyblok does.
  if (result.data.version === "draft" && !opened.drafts)
    return { status: 401, body: { error: "Unauthorized: the draft version needs a preview token" } };
  return { space: opened.space, version: opened.space.versions[result.data.version], query: result.data };
}

function list(version: SpaceVersion, q: Parsed["query"]): StoredStory[] {
  let stories = version.stories;
  if (q.by_uuids_ordered) return q.by_uuids_ordered.split(",").flatMap((u) => version.byUuid.get(u.trim()) ?? []);
  if (q.by_uuids) {
    const uuids = new Set(q.by_uuids.split(",").map((u) => u.trim()));
    stories = stories.filter((s) => uuids.has(s.uuid));
  }
  const { starts_with, by_slugs, excluding_slugs } = q;
  if (starts_with) stories = stories.filter((s) => s.full_slug.startsWith(starts_with));
  if (by_slugs) stories = stories.filter((s) => slugMatcher(by_slugs)(s.full_slug));
  if (excluding_slugs) stories = stories.filter((s) => !slugMatcher(excluding_slugs)(s.full_slug));
  if (q.with_tag) {
    const tags = q.with_tag.split(",");
    stories = stories.filter((s) => s.tag_list.some((t) => tags.includes(t)));
  }
  return stories;
}

function paged<T>(items: T[], q: Parsed["query"]): T[] {
  return items.slice((q.page - 1) * q.per_page, q.page * q.per_page);
}

function pagingHeaders(total: number, q: Parsed["query"]): Record<string, string> {
  return { total: String(total), "per-page": String(q.per_page) };
}

const NOT_FOUND = ["This record could not be found"];

export const contentApi = new Hono<BackendAppEnv>()
  .get("/cdn/stories", (c) => {
    const parsed = parse(c.env, c.req.url);
    if ("status" in parsed) return c.json(parsed.body, parsed.status);
    const { space, version, query } = parsed;
    const all = list(version, query);
    const stories = paged(all, query);
    return c.json(
      { stories, cv: space.cv, ...resolveRelations(version, stories, query.resolve_relations), links: [] },
      200,
      pagingHeaders(all.length, query),
    );
  })
  .get("/cdn/stories/:ref{.+}", (c) => {
    const parsed = parse(c.env, c.req.url);
    if ("status" in parsed) return c.json(parsed.body, parsed.status);
    const { space, version, query } = parsed;
    const ref = decodeURIComponent(c.req.param("ref")).replace(/\/+$/, "");
    const story =
      query.find_by === "uuid"
        ? version.byUuid.get(ref)
        : /^\d{1,12}$/.test(ref)
          ? version.byId.get(Number(ref))
          : version.bySlug.get(ref);
    if (!story) return c.json(NOT_FOUND, 404);
    return c.json({ story, cv: space.cv, ...resolveRelations(version, [story], query.resolve_relations), links: [] });
  })
  .get("/cdn/links", (c) => {
    const parsed = parse(c.env, c.req.url);
    if ("status" in parsed) return c.json(parsed.body, parsed.status);
    const { space, version, query } = parsed;
    const all = list(version, query);
    const links = Object.fromEntries(
      paged(all, query).map((s) => [
        s.uuid,
        {
          id: s.id,
          uuid: s.uuid,
          slug: s.full_slug,
          path: null,
          real_path: `/${s.full_slug}`,
          name: s.name,
          published: s.published_at !== null,
          parent_id: s.parent_id,
          is_folder: false,
          is_startpage: s.is_startpage,
          position: s.position,
        },
      ]),
    );
    return c.json({ links, cv: space.cv }, 200, pagingHeaders(all.length, query));
  })
  .get("/cdn/spaces/me", (c) => {
    const parsed = parse(c.env, c.req.url);
    if ("status" in parsed) return c.json(parsed.body, parsed.status);
    const { space } = parsed;
    return c.json({ space: { id: space.id, name: space.name, domain: "", version: space.cv, language_codes: [] } });
  })
  .all("*", (c) => c.json(NOT_FOUND, 404));
