/**
 * `resolve_relations` as the Content Delivery API v2 does it: the uuids in the named
 * `Component.field`s are delivered as `rels`, or, when there are more than 50, as `rel_uuids`
 * for the client to fetch in batches (section 9 "Content service").
 */
import type { SpaceVersion, StoredStory } from "./store.ts";
import { present } from "../../shared/assert/present.ts";

/** Above this many related stories the API answers with uuids only. */
export const MAX_INLINE_RELATIONS = 50;

/** `Page.productSnippet,Frame.frameTypes` -> the uuids those fields hold in these stories. */
export function relatedUuids(stories: StoredStory[], resolveRelations: string): string[] {
  const wanted = new Set(
    resolveRelations
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
  );
  if (wanted.size === 0) return [];
  const found = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (typeof record.component === "string" && wanted.has(`${record.component}.${key}`)) {
        for (const uuid of Array.isArray(value) ? value : [value])
          if (typeof uuid === "string" && uuid) found.add(uuid);
      } else {
        walk(value);
      }
    }
  };
  stories.forEach((s) => walk(s.content));
  return [...found];
}

export function resolveRelations(
  version: SpaceVersion,
  stories: StoredStory[],
  resolveRelations: string | undefined,
): { rels?: StoredStory[]; rel_uuids?: string[] } {
  if (!resolveRelations) return {};
  const uuids = relatedUuids(stories, resolveRelations).filter((u) => version.byUuid.has(u));
  if (uuids.length > MAX_INLINE_RELATIONS) return { rels: [], rel_uuids: uuids };
  return { rels: uuids.map((u) => present(version.byUuid.get(u), `story ${u}`)) };
}
