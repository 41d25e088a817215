/**
 * Content generations of the HTML cache (decision 090): `cache.delete` reaches one
 * data centre only, so every HTML cache key carries generations read from KV instead, and a purge
 * advances them: every data centre then misses on its next request (as soon as KV has propagated
 * the new value) and renders the new content.
 *
 * - the channel's content version (a purge of everything raises it, `content-cache.ts`);
 * - the channel's HTML generation: the global config is on every page, so its purge advances this;
 * - the slug's HTML generation: a page shows its story's slug on every domain and locale of the
 *   channel, so a purge or publish of the slug advances what every one of them shows.
 *
 * - the slugs of the stories a page's feeds list (the render record, `worker/render/render-record.ts`, collects them
 *   while the page renders): a feed names its stories, so a story joins a list only when the
 *   feed's own story is published, which advances that page anyway.
 *
 * A generation is a fresh random token, never read-modify-write: two purges at once both leave a new
 * value, and no data centre can be handed an old value again.
 */
import type { Channel } from "../../shared/site/sites.ts";
import { currentContentVersion } from "./content-cache.ts";
import { remembered } from "./html-memory.ts";
import { KEY_FORMAT } from "./keys.ts";
import { HTML_MEMO_SECONDS } from "./strategies.ts";

/** Keys of a channel's generations in the isolate's memory start with this (a purge forgets them in its isolate). */
export function generationMemoPrefix(channel: Channel): string {
  return `generation|${channel}|`;
}

export type HtmlGenerationTarget = { kind: "channel" } | { kind: "slug"; slug: string };

export function htmlGenerationKey(channel: Channel, target: HtmlGenerationTarget): string {
  const base = `content:${KEY_FORMAT}:${channel}:html-generation`;
  return target.kind === "channel" ? base : `${base}:slug:${target.slug}`;
}

function newGeneration(): string {
  const random = crypto.getRandomValues(new Uint8Array(6));
  return Date.now().toString(36) + [...random].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Advances one generation: every HTML cache key that carries it is abandoned. */
export async function advanceHtmlGeneration(
  kv: KVNamespace,
  channel: Channel,
  target: HtmlGenerationTarget,
): Promise<string> {
  const generation = newGeneration();
  await kv.put(htmlGenerationKey(channel, target), generation);
  return generation;
}

/** The generations a page's HTML depends on, as one key part: `cv{n}.{channel}.{slug}...` ("0" where none was set). */
export async function htmlGenerationOf(
  kv: KVNamespace,
  channel: Channel,
  contentVersion: Promise<number>,
  slugs: readonly string[] = [],
): Promise<string> {
  const [cv, whole, ...pages] = await Promise.all([
    contentVersion,
    kv.get(htmlGenerationKey(channel, { kind: "channel" })),
    ...slugs.map((slug) => kv.get(htmlGenerationKey(channel, { kind: "slug", slug }))),
  ]);
  return [`cv${cv}`, whole ?? "0", ...pages.map((page) => page ?? "0")].join(".");
}

/** `htmlGenerationOf` (with the channel's content version when `contentVersion`), kept in the isolate's memory for `HTML_MEMO_SECONDS`. */
export function rememberedGenerations(
  env: object,
  kv: KVNamespace,
  channel: Channel,
  slugs: readonly string[],
  contentVersion: boolean,
): Promise<string> {
  const key = `${generationMemoPrefix(channel)}${contentVersion ? "cv" : ""}|${slugs.join(",")}`;
  return remembered(env, key, HTML_MEMO_SECONDS, () =>
    htmlGenerationOf(kv, channel, contentVersion ? currentContentVersion(kv, channel) : Promise.resolve(0), slugs),
  );
}
