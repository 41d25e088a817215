import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type LocalAsset, localPicturesIn } from "./assets.ts";
import { FakeSpace } from "./fake-space.ts";
import { ManagementApiError, createManagementApi } from "./management-api.ts";
import { type PushContent, foldersOf, pushContent, rewriteUuids } from "./push.ts";

const root = path.resolve(import.meta.dirname, "..", "..");
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8"));
const TOKEN = "test-personal-access-token";

function contentOf(channel: string): PushContent {
  return {
    components: read("content/components.json").components,
    stories: read(`content/${channel}/stories.json`).stories,
    drafts: read(`content/${channel}/drafts.json`).stories,
  };
}

/** The local pictures the channel's stories name, read from client/static as the CLI does. */
function picturesOf(content: PushContent): LocalAsset[] {
  const drawn = read("content/source/pictures.json") as Record<string, { file: string; width: number; height: number }>;
  return [...localPicturesIn([content.stories, content.drafts])].map((file) => ({
    path: file,
    bytes: new Uint8Array(readFileSync(path.join(root, "client/static", file))),
    contentType: file.endsWith(".svg") ? "image/svg+xml" : "image/webp",
    size: Object.values(drawn).find((p) => p.file === file),
  }));
}

function apiFor(space: FakeSpace) {
  return createManagementApi({
    baseUrl: "https://mapi.storyblok.test/v1",
    token: TOKEN,
    fetch: space.fetch,
    requestsPerSecond: 1000,
    sleep: async () => {},
  });
}

/** Every string in `value` that looks like a uuid. */
function uuidsIn(value: unknown, found: string[] = []): string[] {
  if (typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value))
    found.push(value);
  else if (Array.isArray(value)) value.forEach((item) => uuidsIn(item, found));
  else if (value && typeof value === "object") Object.values(value).forEach((item) => uuidsIn(item, found));
  return found;
}

describe("pushing the shop's content into a Storyblok space", () => {
  it("names the folders above a story, outermost first", () => {
    expect(foldersOf("de-de/shared/accessories/envelope")).toEqual([
      "de-de",
      "de-de/shared",
      "de-de/shared/accessories",
    ]);
    expect(foldersOf("de-de/home")).toEqual(["de-de"]);
    expect(foldersOf("global")).toEqual([]);
  });

  it("rewrites known uuids anywhere in content and leaves other strings alone", () => {
    const map = new Map([["a", "b"]]);
    expect(rewriteUuids({ x: "a", y: ["a", { z: "a" }], n: 1, t: "ab" }, map)).toEqual({
      x: "b",
      y: ["b", { z: "b" }],
      n: 1,
      t: "ab",
    });
  });

  it("fills an empty space: components, locale folders, every story published under its full slug, relations pointing at the space's stories", async () => {
    const content = contentOf("kartenliebe");
    const space = new FakeSpace("4711", TOKEN);
    const report = await pushContent(apiFor(space), "4711", content);

    expect(report.components).toEqual({ created: content.components.length, updated: 0 });
    expect(space.components.size).toBe(content.components.length);
    const stories = [...space.stories.values()].filter((s) => !s.is_folder);
    expect(report.stories).toEqual({ created: content.stories.length, updated: 0 });
    expect(stories.map((s) => s.full_slug).sort()).toEqual(content.stories.map((s) => s.full_slug).sort());
    expect(stories.every((s) => s.published !== undefined)).toBe(true);
    expect(report.folders.created).toBe(new Set(content.stories.flatMap((s) => foldersOf(s.full_slug))).size);
    expect([...space.stories.values()].filter((s) => s.is_folder).map((s) => s.full_slug)).toContain(
      "de-ch/shared/accessories",
    );

    const spaceUuids = new Set(stories.map((s) => s.uuid));
    const sourceUuids = new Set(content.stories.map((s) => s.uuid));
    const home = stories.find((s) => s.full_slug === "de-de/home")!;
    const referenced = stories.flatMap((s) => uuidsIn(s.published)).filter((uuid) => spaceUuids.has(uuid));
    expect(referenced.length).toBeGreaterThan(1000);
    expect(stories.flatMap((s) => uuidsIn(s.published)).filter((uuid) => sourceUuids.has(uuid))).toEqual([]);
    const source = content.stories.find((s) => s.full_slug === "de-de/home")!;
    expect(home.group_id).toBe(source.group_id);
  });

  it("runs again without creating anything twice, and keeps the space's own stories", async () => {
    const content = contentOf("wallart");
    const space = new FakeSpace("42", TOKEN);
    await apiFor(space).post("/spaces/42/stories", {
      story: { name: "Editor's note", slug: "notes", content: { component: "Page" } },
    });
    await pushContent(apiFor(space), "42", content);
    const size = space.stories.size;
    const uuids = new Map([...space.stories.values()].map((s) => [s.full_slug, s.uuid]));

    const again = await pushContent(apiFor(space), "42", content);
    expect(again.stories).toEqual({ created: 0, updated: content.stories.length });
    expect(again.folders.created).toBe(0);
    expect(again.components).toEqual({ created: 0, updated: content.components.length });
    expect(space.stories.size).toBe(size);
    expect(new Map([...space.stories.values()].map((s) => [s.full_slug, s.uuid]))).toEqual(uuids);
    expect([...space.stories.values()].some((s) => s.full_slug === "notes")).toBe(true);
  });

  it("saves a draft that differs from the published story without publishing it", async () => {
    const content = contentOf("kartenliebe");
    expect(content.drafts.length).toBeGreaterThan(0);
    const space = new FakeSpace("7", TOKEN);
    const report = await pushContent(apiFor(space), "7", content);
    expect(report.drafts).toBe(content.drafts.length);
    const draft = content.drafts[0]!;
    const story = [...space.stories.values()].find((s) => s.full_slug === draft.full_slug)!;
    expect(story.content).not.toEqual(story.published);
    expect((story.content as { component: string }).component).toBe(draft.content.component);
  });

  it("waits and retries when the API answers 429, and finishes", async () => {
    const space = new FakeSpace("9", TOKEN, 7);
    const content = contentOf("wallart");
    const report = await pushContent(apiFor(space), "9", { ...content, stories: content.stories.slice(0, 30) });
    expect(report.stories.created).toBe(30);
    expect(space.log.length).toBeGreaterThan(report.stories.created * 2);
  });

  it("stops with the method, path and status of a refused request, never the token", async () => {
    const space = new FakeSpace("9", "another-token");
    const error = await pushContent(apiFor(space), "9", contentOf("wallart")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ManagementApiError);
    expect((error as Error).message).toMatch(/^GET \/v1\/spaces\/9\/components answered 401/);
    expect((error as Error).message).not.toContain(TOKEN);
  });

  it("paces its requests to the configured rate", async () => {
    const space = new FakeSpace("5", TOKEN);
    const waits: number[] = [];
    let clock = 0;
    const sleep = async (ms: number) => {
      waits.push(ms);
      clock += ms;
    };
    const api = createManagementApi({
      baseUrl: "https://mapi.storyblok.test/v1",
      token: TOKEN,
      fetch: space.fetch,
      requestsPerSecond: 4,
      sleep,
      now: () => clock,
    });
    for (let i = 0; i < 5; i++) await api.get("/spaces/5/components");
    expect(waits).toEqual([250, 250, 250, 250]);
  });

  it("uploads every picture the stories name once, as an asset of the space, and points the stories at it", async () => {
    const content = contentOf("kartenliebe");
    const files = picturesOf(content);
    const drawn = files.filter((f) => f.path.endsWith(".webp"));
    expect(drawn.length).toBeGreaterThan(30);
    const space = new FakeSpace("4711", TOKEN);
    const report = await pushContent(apiFor(space), "4711", { ...content, assets: { files, upload: space.fetch } });

    expect(report.assets).toEqual({ uploaded: files.length, kept: 0 });
    const assets = [...space.assets.values()];
    expect(assets.every((a) => a.finished)).toBe(true);
    for (const file of files) {
      const asset = assets.find((a) => a.filename.endsWith(`/${file.path.split("/").pop()}`))!;
      expect(asset, file.path).toBeDefined();
      expect(asset.bytes).toEqual(file.bytes);
      expect(asset.contentType).toBe(file.contentType);
      if (file.size)
        expect(asset.filename).toMatch(
          new RegExp(`^https://a\\.storyblok\\.com/f/4711/${file.size.width}x${file.size.height}/[0-9a-f]{10}/`),
        );
    }
    const published = JSON.stringify([...space.stories.values()].map((s) => s.published));
    expect(localPicturesIn(JSON.parse(published)).size).toBe(0);
    const home = [...space.stories.values()].find((s) => s.full_slug === "de-de/home")!;
    const teaserImage = JSON.stringify(home.published).match(
      /"filename":"(https:\/\/a\.storyblok\.com\/f\/4711\/1600x1200\/[^"]+\.webp)"/,
    );
    expect(teaserImage, "the home page names its picture in the space").not.toBeNull();

    const again = await pushContent(apiFor(space), "4711", { ...content, assets: { files, upload: space.fetch } });
    expect(again.assets).toEqual({ uploaded: 0, kept: files.length });
    expect(space.assets.size).toBe(files.length);
  }, 60_000);

  it("stops when the storage refuses an upload", async () => {
    const content = contentOf("wallart");
    const space = new FakeSpace("8", TOKEN);
    const refuse: typeof fetch = async () => new Response("<Error>AccessDenied</Error>", { status: 403 });
    const error = await pushContent(apiFor(space), "8", {
      ...content,
      assets: { files: picturesOf(content).slice(0, 2), upload: refuse },
    }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/^upload of [a-z0-9-]+\.(webp|svg) answered 403$/);
    expect([...space.assets.values()].some((a) => a.finished)).toBe(false);
  });
});
