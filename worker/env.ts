/**
 * The renderer's bindings. Configuration variables are not read from here: `configOf`
 * (worker/config/config.ts) parses them once per isolate; bindings are passed to data modules as
 * parameters.
 */
import type { Preview } from "./content/preview.ts";
import type { RenderRecord } from "./render/render-record.ts";
import type { RequestContext } from "./site/request-context.ts";

export interface Env {
  ASSETS: Fetcher;
  /** The embedded backend worker; used when BFF_URL is not set. */
  BACKEND?: Fetcher;
  CONTENT_CACHE: KVNamespace;
  /** Flag definitions cached at the edge (one JSON snapshot; see docs/flags.md). */
  FLAGS_CACHE?: KVNamespace;
}

/**
 * `preview` is set by the preview middleware only when a valid editor token asked for it; `render`
 * collects what the request's page render did (`worker/render/render-record.ts`).
 */
export type AppEnv = { Bindings: Env; Variables: { request: RequestContext; preview?: Preview; render: RenderRecord } };
