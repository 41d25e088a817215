/**
 * `npm run content:push -- --channel kartenliebe --space 123456 [--dry-run]`: fills the channel's
 * Storyblok space with the shop's content (push.ts). The token comes from the environment only:
 * STORYBLOK_MANAGEMENT_TOKEN (a personal access token); STORYBLOK_MANAGEMENT_URL chooses the
 * region (default https://mapi.storyblok.com/v1), STORYBLOK_MANAGEMENT_RPS the pace (default 3).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { type LocalAsset, localPicturesIn } from "./assets.ts";
import { createManagementApi } from "./management-api.ts";
import { type PushContent, foldersOf, pushContent } from "./push.ts";
import { present } from "../../shared/assert/present.ts";

const CHANNELS = ["kartenliebe", "wallart"];

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, "utf8")) as T;
}

/** Every local picture the stories name, read from client/static, with its size where it is drawn. */
async function localAssets(root: string, content: PushContent): Promise<LocalAsset[]> {
  const drawn = await readJson<Record<string, { file: string; width: number; height: number }>>(
    path.join(root, "content/source/pictures.json"),
  );
  const sizes = new Map(Object.values(drawn).map((p) => [p.file, { width: p.width, height: p.height }]));
  const paths = [...localPicturesIn([content.stories, content.drafts])].sort();
  return Promise.all(
    paths.map(async (file) => ({
      path: file,
      bytes: new Uint8Array(await readFile(path.join(root, "client/static", file))),
      contentType: file.endsWith(".svg") ? "image/svg+xml" : "image/webp",
      size: sizes.get(file),
    })),
  );
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { channel: { type: "string" }, space: { type: "string" }, "dry-run": { type: "boolean", default: false } },
  });
  const channel = values.channel ?? "";
  if (!CHANNELS.includes(channel) || !/^\d+$/.test(values.space ?? "")) {
    console.error(
      `usage: npm run content:push -- --channel ${CHANNELS.join("|")} --space <numeric space id> [--dry-run]`,
    );
    return 2;
  }
  const root = path.resolve(import.meta.dirname ?? ".", "..", "..");
  const content: PushContent = {
    components: (await readJson<{ components: PushContent["components"] }>(path.join(root, "content/components.json")))
      .components,
    stories: (await readJson<{ stories: PushContent["stories"] }>(path.join(root, `content/${channel}/stories.json`)))
      .stories,
    drafts: (await readJson<{ stories: PushContent["drafts"] }>(path.join(root, `content/${channel}/drafts.json`)))
      .stories,
  };
  const files = await localAssets(root, content);
  if (values["dry-run"]) {
    const folders = new Set(content.stories.flatMap((story) => foldersOf(story.full_slug)));
    console.log(
      `${channel}: ${content.components.length} components, ${folders.size} folders, ${content.stories.length} stories, ${content.drafts.length} drafts, ${files.length} pictures would be pushed to space ${values.space}`,
    );
    return 0;
  }
  const token = process.env.STORYBLOK_MANAGEMENT_TOKEN;
  if (!token) {
    console.error("STORYBLOK_MANAGEMENT_TOKEN is not set: a personal access token of the space is needed");
    return 2;
  }
  const api = createManagementApi({
    baseUrl: process.env.STORYBLOK_MANAGEMENT_URL ?? "https://mapi.storyblok.com/v1",
    token,
    requestsPerSecond: Number(process.env.STORYBLOK_MANAGEMENT_RPS) || 3,
  });
  const report = await pushContent(
    api,
    present(values.space, "--space"),
    { ...content, assets: { files, upload: fetch } },
    (line) => console.log(`${channel}: ${line}`),
  );
  console.log(JSON.stringify(report));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    console.error(`${error instanceof Error ? error.message : String(error)}${cause ? ` (${cause})` : ""}`);
    process.exit(1);
  },
);
