/**
 * The embedded content API is Storyblok's Content Delivery API v2 as far as storyblok-js-client can
 * tell: these tests use the client itself, unchanged, with the backend's own fetch as transport.
 */
import { exports } from "cloudflare:workers";
import StoryblokClient from "storyblok-js-client";
import { describe, expect, it } from "vitest";
import {
  DEVELOPMENT_PREVIEW_TOKENS,
  EMBEDDED_CONTENT_PATH,
  EMBEDDED_TOKENS,
} from "../../shared/content/embedded-space.ts";

const transport: typeof fetch = (input, init) => exports.default.fetch(new Request(String(input), init));

function client(token = EMBEDDED_TOKENS.kartenliebe) {
  return new StoryblokClient({
    accessToken: token,
    endpoint: `http://backend${EMBEDDED_CONTENT_PATH}`,
    fetch: transport,
    cache: { clear: "manual", type: "none" },
  });
}

describe("embedded Content Delivery API v2", () => {
  it("delivers a story by full slug, by id and by uuid", async () => {
    const bySlug = (await client().getStory("de-de/fotokalender", { version: "published" })).data.story;
    expect(bySlug.content.component).toBe("Page");
    const byId = (await client().getStory(String(bySlug.id), { version: "published" })).data.story;
    const byUuid = (await client().getStory(bySlug.uuid, { version: "published", find_by: "uuid" })).data.story;
    expect([byId.full_slug, byUuid.full_slug]).toEqual(["de-de/fotokalender", "de-de/fotokalender"]);
  });

  it("answers an unknown story with 404 and an unknown token with 401", async () => {
    await expect(client().getStory("de-de/nirgendwo", { version: "published" })).rejects.toMatchObject({ status: 404 });
    await expect(client("wrong").getStory("de-de/fotokalender", { version: "published" })).rejects.toMatchObject({
      status: 401,
    });
  });

  it("keeps the channels' spaces apart by token", async () => {
    const wall = (await client(EMBEDDED_TOKENS.wallart).getStory("de-de/home", { version: "published" })).data.story;
    const cards = (await client().getStory("de-de/home", { version: "published" })).data.story;
    expect(wall.uuid).toBe(cards.uuid);
    expect(wall.id).not.toBe(cards.id);
  });

  it("lists with starts_with, per_page, page and the total header", async () => {
    const first = await client().get("cdn/stories", {
      version: "published",
      starts_with: "fr-fr/",
      per_page: 10,
      page: 1,
    });
    expect(first.total).toBeGreaterThan(10);
    expect(first.perPage).toBe(10);
    expect(first.data.stories).toHaveLength(10);
    const all = await client().getAll("cdn/stories", { version: "published", starts_with: "fr-fr/" });
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((s: { uuid: string }) => s.uuid)).size).toBe(first.total);
  });

  it("filters by_slugs with wildcards", async () => {
    const res = await client().get("cdn/stories", {
      version: "published",
      by_slugs: "en-gb/photo-books,de-de/shared/frames/*",
    });
    expect(res.data.stories.map((s: { full_slug: string }) => s.full_slug).sort()).toEqual([
      "de-de/shared/frames/alurahmen",
      "de-de/shared/frames/holzrahmen",
      "de-de/shared/frames/schattenfuge-leinwand",
      "en-gb/photo-books",
    ]);
  });

  it("serves drafts only for version=draft, and only to the preview token", async () => {
    const preview = client(DEVELOPMENT_PREVIEW_TOKENS.kartenliebe);
    const published = (await preview.getStory("en-gb/photo-books", { version: "published" })).data.story;
    const draft = (await preview.getStory("en-gb/photo-books", { version: "draft" })).data.story;
    expect(JSON.stringify(published.content)).not.toContain("New for 2027");
    expect(JSON.stringify(draft.content)).toContain("New for 2027");
    // The public token reads the published version only, as in Storyblok.
    await expect(client().getStory("en-gb/photo-books", { version: "draft" })).rejects.toMatchObject({ status: 401 });
    // Each channel's preview token opens its own space.
    const spaceOf = async (token: string) =>
      (await client(token).get("cdn/spaces/me", { version: "draft" })).data.space.id;
    expect(await spaceOf(DEVELOPMENT_PREVIEW_TOKENS.kartenliebe)).toBe(1001);
    expect(await spaceOf(DEVELOPMENT_PREVIEW_TOKENS.wallart)).toBe(1002);
  });

  it("resolves relations into rels, which the client puts in place", async () => {
    const res = await client().getStory("de-de/kontakt", {
      version: "published",
      resolve_relations: "ContactForm.person,UspWrapper.usps",
    });
    const form = res.data.story.content.body.find((b: { component: string }) => b.component === "ContactForm");
    expect(form.person.full_slug).toBe("de-de/shared/service-person");
    expect(res.data.rels.map((r: { full_slug: string }) => r.full_slug).sort()).toEqual([
      "de-de/shared/service-person",
      "de-de/shared/usps",
    ]);
  });

  it("carries the content version cv and lists links", async () => {
    const story = await client().getStory("de-de/home", { version: "published" });
    expect(story.data.cv).toBeGreaterThan(1_700_000_000);
    const links = await client().get("cdn/links", { version: "published", starts_with: "nl-nl/", per_page: 5 });
    expect(Object.keys(links.data.links ?? {})).toHaveLength(5);
    expect(links.total).toBeGreaterThan(5);
  });

  it("answers malformed paging and version with 400", async () => {
    for (const q of ["per_page=abc", "page=0", "version=final"]) {
      const res = await exports.default.fetch(
        new Request(`http://backend${EMBEDDED_CONTENT_PATH}/cdn/stories?token=${EMBEDDED_TOKENS.kartenliebe}&${q}`),
      );
      expect(res.status, q).toBe(400);
    }
  });
});
