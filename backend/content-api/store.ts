/**
 * The stories of `content/` as a Storyblok space per channel: published stories, and the draft
 * version (published overlaid with `drafts.json`). Indexed once per isolate by full slug, id and uuid.
 */
import kartenliebeDrafts from "../../content/kartenliebe/drafts.json";
import kartenliebeStories from "../../content/kartenliebe/stories.json";
import wallartDrafts from "../../content/wallart/drafts.json";
import wallartStories from "../../content/wallart/stories.json";
import { EMBEDDED_SPACE_IDS, EMBEDDED_TOKENS } from "../../shared/content/embedded-space.ts";
import { CHANNELS, type Channel } from "../../shared/site/sites.ts";

/** A story as Storyblok's CDN API delivers it; only the fields the API itself reads are typed. */
export interface StoredStory {
  id: number;
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  published_at: string | null;
  tag_list: string[];
  is_startpage: boolean;
  parent_id: number;
  position: number;
  content: Record<string, unknown>;
  [field: string]: unknown;
}

export type Version = "published" | "draft";

export interface SpaceVersion {
  /** Sorted by full slug, as the API lists them. */
  stories: StoredStory[];
  bySlug: Map<string, StoredStory>;
  byId: Map<number, StoredStory>;
  byUuid: Map<string, StoredStory>;
}

export interface Space {
  id: number;
  name: string;
  /** The content version: seconds of the newest publication. */
  cv: number;
  versions: Record<Version, SpaceVersion>;
}

const SOURCES: Record<Channel, { stories: StoredStory[]; drafts: StoredStory[]; id: number }> = {
  kartenliebe: {
    stories: kartenliebeStories.stories as unknown as StoredStory[],
    drafts: kartenliebeDrafts.stories as unknown as StoredStory[],
    id: EMBEDDED_SPACE_IDS.kartenliebe,
  },
  wallart: {
    stories: wallartStories.stories as unknown as StoredStory[],
    drafts: wallartDrafts.stories as unknown as StoredStory[],
    id: EMBEDDED_SPACE_IDS.wallart,
  },
};

function index(stories: StoredStory[]): SpaceVersion {
  const sorted = [...stories].sort((a, b) => a.full_slug.localeCompare(b.full_slug));
  return {
    stories: sorted,
    bySlug: new Map(sorted.map((s) => [s.full_slug, s])),
    byId: new Map(sorted.map((s) => [s.id, s])),
    byUuid: new Map(sorted.map((s) => [s.uuid, s])),
  };
}

const spaces = new Map<Channel, Space>();

function build(channel: Channel): Space {
  const source = SOURCES[channel];
  const drafts = new Map(source.drafts.map((s) => [s.full_slug, s]));
  const draftStories = [
    ...source.stories.map((s) => drafts.get(s.full_slug) ?? s),
    ...source.drafts.filter((d) => !source.stories.some((s) => s.full_slug === d.full_slug)),
  ];
  const newest = Math.max(...source.stories.map((s) => Date.parse(s.published_at ?? "") || 0));
  return {
    id: source.id,
    name: channel,
    cv: Math.floor(newest / 1000),
    versions: { published: index(source.stories), draft: index(draftStories) },
  };
}

function spaceOf(channel: Channel): Space {
  let space = spaces.get(channel);
  if (!space) {
    space = build(channel);
    spaces.set(channel, space);
  }
  return space;
}

/**
 * The space a token opens and whether it may read drafts, or undefined. As in Storyblok, the
 * public token reads published content only, the preview token (from the environment,
 * `shared/content/embedded-space.ts`) reads drafts as well.
 */
export function spaceForToken(
  previewTokens: Record<Channel, string | undefined>,
  token: string | undefined,
): { space: Space; drafts: boolean } | undefined {
  if (!token) return undefined;
  for (const channel of CHANNELS) {
    if (EMBEDDED_TOKENS[channel] === token) return { space: spaceOf(channel), drafts: false };
    const preview = previewTokens[channel];
    if (preview && preview === token) return { space: spaceOf(channel), drafts: true };
  }
  return undefined;
}
