/**
 * The renderer's bindings. Configuration variables are not read from here: `configOf`
 * (worker/config/config.ts) parses them once per isolate; bindings are passed to data modules as
 * parameters.
 */
import type { FlagOverrides } from "../shared/flags/overrides.ts";
import type { Preview } from "./content/preview.ts";
import type { ContentScope } from "./content/scope.ts";
import type { CacheControlName } from "./cache/cache-control.ts";
import type { RenderRecord } from "./render/render-record.ts";
import type { PageLoads } from "./routes/page-loads.ts";
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
 * Everything one request holds, in hono's `c.var` (STYLE habit 2); nothing per request lives in a
 * module. Set by the page middleware, in order: `request`, `render` and `preview` (resolve; preview
 * only when a valid editor token asked for it), `overrides` (flags, people only). `scope` and `loads` are
 * made on first use by a route (`contentScope(c)`, `pageLoads(c)`).
 */
interface PageVariables {
  request: RequestContext;
  /** What the request's page render did (`worker/render/render-record.ts`). */
  render: RenderRecord;
  preview?: Preview;
  overrides?: FlagOverrides;
  scope?: ContentScope;
  loads?: PageLoads;
  /** The `Cache-Control` strategy the answer named; none means kept by no one (`middleware/cache-control.ts`). */
  cache?: CacheControlName;
  /** What links carry instead of the request's underscore parameters: the slot of a page rendered for the edge cache (`cache/html-carry.ts`). */
  carried?: string;
}

export type AppEnv = { Bindings: Env; Variables: PageVariables };
