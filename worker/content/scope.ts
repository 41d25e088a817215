/**
 * Everything a content call needs for one request: the channel's client (created once per request),
 * the cache, the preview state and the request context.
 */
import type { Context } from "hono";
import type StoryblokClient from "storyblok-js-client";
import type { CacheScope } from "../cache/content-cache.ts";
import { type AppEnv, type Env } from "../env.ts";
import type { RequestContext } from "../site/request-context.ts";
import { contentSource, createContentClient } from "./client.ts";
import { type Preview, previewOf } from "./preview.ts";
import type { CallOptions } from "./stories.ts";

export interface ContentScope {
  env: Env;
  request: RequestContext;
  preview: Preview;
  cache: CacheScope;
  client: StoryblokClient;
  call: CallOptions;
}

const scopes = new WeakMap<Request, ContentScope>();

export function contentScope(c: Context<AppEnv>): ContentScope {
  let scope = scopes.get(c.req.raw);
  if (!scope) {
    const request = c.get("request");
    const preview = previewOf(new URL(c.req.url));
    const ctx = c.executionCtx;
    scope = {
      env: c.env,
      request,
      preview,
      cache: { kv: c.env.CONTENT_CACHE, waitUntil: (p) => ctx.waitUntil(p) },
      client: createContentClient(c.env, contentSource(c.env, request.site.channel)),
      call: preview.enabled ? { version: "draft", release: preview.release } : { version: "published" },
    };
    scopes.set(c.req.raw, scope);
  }
  return scope;
}
