/**
 * Content calls (section 7): one story by full slug, and listings with paging. Every call names its
 * version; published pages resolve the relations of section 3.
 */
import type StoryblokClient from "storyblok-js-client";
import { type ContentVersion, PER_PAGE, asContentApiError } from "./client.ts";

/** Section 3 "Relations resolved on fetch". */
export const RESOLVE_RELATIONS = [
  "UspWrapper.usps",
  "PocWrapper.pocs",
  "PublicContainer.container",
  "Frame.frameTypes",
  "Accessory.accessoryTypes",
  "ContactForm.person",
  "Page.productSnippet",
].join(",");

export type RawStory = Record<string, unknown>;

export interface CallOptions {
  version: ContentVersion;
  /** A content release (`_storyblok_release`), only with the draft version. */
  release?: string;
}

function params(options: CallOptions) {
  return {
    version: options.version,
    resolve_relations: RESOLVE_RELATIONS,
    ...(options.release ? { from_release: options.release } : {}),
  };
}

/** The story at a full slug (`de-de/fotokalender`), or null when there is none (404). */
export async function fetchStory(
  client: StoryblokClient,
  fullSlug: string,
  options: CallOptions,
): Promise<RawStory | null> {
  try {
    const res = await client.getStory(fullSlug, params(options));
    return (res.data?.story as unknown as RawStory | undefined) ?? null;
  } catch (error) {
    const failure = asContentApiError(error);
    if (failure.status === 404) return null;
    throw failure;
  }
}

export interface ListOptions extends CallOptions {
  startsWith?: string;
  bySlugs?: string[];
}

/** Every story matching the filter, 25 per page (section 9), all pages fetched. */
export async function listStories(client: StoryblokClient, options: ListOptions): Promise<RawStory[]> {
  try {
    return (await client.getAll("cdn/stories", {
      ...params(options),
      per_page: PER_PAGE,
      ...(options.startsWith ? { starts_with: options.startsWith } : {}),
      ...(options.bySlugs ? { by_slugs: options.bySlugs.join(",") } : {}),
    })) as RawStory[];
  } catch (error) {
    throw asContentApiError(error);
  }
}
