/**
 * Fills a Storyblok space with the shop's content (docs/content.md, "A real Storyblok space"):
 * the component schemas of `content/components.json`, the locale folders, and every story of
 * `content/<channel>/stories.json`, published, then the drafts that differ. A space hands out its
 * own ids and uuids, so stories are created first and their content written second, with every
 * relation and link uuid rewritten to the space's. Running it again updates in place and creates
 * nothing twice; the space's own stories that the shop does not know are left alone.
 */
import { type AssetReport, type LocalAsset, pushAssets } from "./assets.ts";
import type { ManagementApi } from "./management-api.ts";
import { present } from "../../shared/assert/present.ts";

export interface SourceComponent {
  name: string;
  [field: string]: unknown;
}

export interface SourceStory {
  uuid: string;
  name: string;
  slug: string;
  full_slug: string;
  content: { component: string; _uid?: string; [field: string]: unknown };
  is_startpage?: boolean;
  position?: number;
  tag_list?: string[];
  group_id?: string | null;
}

export interface PushContent {
  components: SourceComponent[];
  stories: SourceStory[];
  drafts: SourceStory[];
  /** The local pictures the stories name, uploaded as assets and rewritten to the space's URLs (`assets.ts`). */
  assets?: { files: LocalAsset[]; upload: typeof fetch };
}

export interface PushReport {
  components: { created: number; updated: number };
  folders: { created: number; kept: number };
  stories: { created: number; updated: number };
  drafts: number;
  assets: AssetReport;
}

interface SpaceEntry {
  id: number;
  uuid: string;
  full_slug: string;
  is_folder?: boolean;
}

/** The folders above a story, outermost first: `de-de/shared/usps` -> `de-de`, `de-de/shared`. */
export function foldersOf(fullSlug: string): string[] {
  const parts = fullSlug.split("/").filter(Boolean);
  return parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join("/"));
}

/** A copy of `value` with every string that is a known source uuid replaced by the space's uuid. */
export function rewriteUuids<T>(value: T, uuids: ReadonlyMap<string, string>): T {
  if (typeof value === "string") return (uuids.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((item) => rewriteUuids(item, uuids)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, rewriteUuids(item, uuids)])) as T;
  }
  return value;
}

const parentOf = (fullSlug: string) => foldersOf(fullSlug).at(-1) ?? null;

export async function pushContent(
  api: ManagementApi,
  spaceId: string,
  content: PushContent,
  log: (line: string) => void = () => {},
): Promise<PushReport> {
  const space = `/spaces/${encodeURIComponent(spaceId)}`;
  const report: PushReport = {
    components: { created: 0, updated: 0 },
    folders: { created: 0, kept: 0 },
    stories: { created: 0, updated: 0 },
    drafts: 0,
    assets: { uploaded: 0, kept: 0 },
  };

  const { body } = await api.get<{ components: (SourceComponent & { id: number })[] }>(`${space}/components`);
  const components = new Map(body.components.map((component) => [component.name, component.id]));
  for (const component of content.components) {
    const id = components.get(component.name);
    if (id === undefined) {
      await api.post(`${space}/components`, { component });
      report.components.created++;
    } else {
      await api.put(`${space}/components/${id}`, { component: { ...component, id } });
      report.components.updated++;
    }
  }
  log(`components: ${report.components.created} created, ${report.components.updated} updated`);

  const entries = new Map(
    (await api.all<SpaceEntry>(`${space}/stories`, "stories")).map((entry) => [
      entry.full_slug.replace(/\/$/, ""),
      entry,
    ]),
  );
  const folders = [...new Set(content.stories.flatMap((story) => foldersOf(story.full_slug)))].sort(
    (a, b) => a.split("/").length - b.split("/").length,
  );
  for (const folder of folders) {
    if (entries.get(folder)?.is_folder) {
      report.folders.kept++;
      continue;
    }
    const slug = present(folder.split("/").at(-1), `slug of ${folder}`);
    const parent = parentOf(folder);
    const { story } = await api.post<{ story: SpaceEntry }>(`${space}/stories`, {
      story: { name: slug, slug, is_folder: true, parent_id: parent ? present(entries.get(parent), parent).id : 0 },
    });
    entries.set(folder, { ...story, full_slug: folder, is_folder: true });
    report.folders.created++;
  }
  log(`folders: ${report.folders.created} created, ${report.folders.kept} kept`);

  // First pass: a place for every story, so that every uuid is known before any content is written.
  const created = new Set<string>();
  for (const source of content.stories) {
    if (entries.has(source.full_slug)) continue;
    const parent = parentOf(source.full_slug);
    const { story } = await api.post<{ story: SpaceEntry }>(`${space}/stories`, {
      story: {
        name: source.name,
        slug: source.slug,
        parent_id: parent ? present(entries.get(parent), parent).id : 0,
        content: { component: source.content.component },
      },
    });
    entries.set(source.full_slug, { ...story, full_slug: source.full_slug });
    created.add(source.full_slug);
  }
  report.stories.created = created.size;
  // Local picture paths become the space's asset URLs in the same rewrite as the uuids.
  const uuids = new Map(
    content.stories.map((source) => [source.uuid, present(entries.get(source.full_slug), source.full_slug).uuid]),
  );
  if (content.assets) {
    const pushed = await pushAssets(api, space, content.assets.files, content.assets.upload, log);
    report.assets = pushed.report;
    for (const [path, url] of pushed.urls) uuids.set(path, url);
  }

  // Second pass: the content, rewritten to the space's uuids, published.
  const written = new Map<string, string>();
  for (const source of content.stories) {
    const entry = present(entries.get(source.full_slug), source.full_slug);
    const storyContent = rewriteUuids(source.content, uuids);
    written.set(source.full_slug, JSON.stringify(storyContent));
    await api.put(`${space}/stories/${entry.id}`, {
      story: {
        name: source.name,
        slug: source.slug,
        content: storyContent,
        is_startpage: source.is_startpage ?? false,
        position: source.position ?? 0,
        tag_list: source.tag_list ?? [],
      },
      ...(source.group_id ? { group_id: source.group_id } : {}),
      publish: 1,
    });
    if (!created.has(source.full_slug)) report.stories.updated++;
  }
  log(`stories: ${report.stories.created} created, ${report.stories.updated} updated, all published`);

  // Drafts that differ from what was published stay drafts in the space, for the visual editor.
  for (const draft of content.drafts) {
    const entry = entries.get(draft.full_slug);
    const draftContent = rewriteUuids(draft.content, uuids);
    if (!entry || written.get(draft.full_slug) === JSON.stringify(draftContent)) continue;
    await api.put(`${space}/stories/${entry.id}`, {
      story: { name: draft.name, slug: draft.slug, content: draftContent },
    });
    report.drafts++;
  }
  log(`drafts: ${report.drafts} saved unpublished`);
  return report;
}
