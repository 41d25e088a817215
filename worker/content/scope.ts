/**
 * Everything a content call needs for one request: the channel's client (created once per request,
 * when the first call needs it: pages served from the cache make none), the cache, the channel's
 * content version (read once per request), the preview state and the request context.
 */
import type { Context } from "hono";
import type StoryblokClient from "storyblok-js-client";
import { type CacheScope, currentContentVersion } from "../cache/content-cache.ts";
import { carriedOf } from "../cache/html-carry.ts";
import type { AppEnv, Env } from "../env.ts";
import type { RenderRecord } from "../render/render-record.ts";
import type { RequestContext } from "../site/request-context.ts";
import { contentSource, createContentClient, draftSource } from "./client.ts";
import { type Preview, publishedPreview } from "./preview.ts";
import type { CallOptions } from "./stories.ts";

export interface ContentScope {
  env: Env;
  request: RequestContext;
  /** What the request's render did: a part whose load fails marks it (`render-record.ts`). */
  render: RenderRecord;
  preview: Preview;
  cache: CacheScope;
  client: StoryblokClient;
  call: CallOptions;
  /** The channel's content version, read from KV once per request. */
  contentVersion(): Promise<number>;
}

/** The request's scope, made on its first use (after the page middleware decided preview) and kept in `c.var`. */
export function contentScope(c: Context<AppEnv>): ContentScope {
  let scope = c.get("scope");
  if (!scope) {
    const request = c.get("request");
    // Set by the resolve middleware only for a valid editor token; otherwise the published page.
    const preview = c.get("preview") ?? { ...publishedPreview(request.url), carry: carriedOf(c) };
    const ctx = c.executionCtx;
    const env = c.env;
    let client: StoryblokClient | undefined;
    let contentVersion: Promise<number> | undefined;
    scope = {
      env,
      request,
      render: c.get("render"),
      preview,
      cache: { kv: env.CONTENT_CACHE, waitUntil: (p) => ctx.waitUntil(p) },
      get client() {
        const source = contentSource(env, request.site.channel);
        return (client ??= createContentClient(env, preview.enabled ? draftSource(source) : source, {
          timedOut: request.timedOut,
        }));
      },
      call: preview.enabled ? { version: "draft", release: preview.release } : { version: "published" },
      contentVersion: () => (contentVersion ??= currentContentVersion(env.CONTENT_CACHE, request.site.channel)),
    };
    c.set("scope", scope);
  }
  return scope;
}
