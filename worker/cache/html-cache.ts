/**
 * The edge HTML cache (ARCHITECTURE "One request", step 4b; decision 090): a route
 * that may share its HTML wraps its render in `htmlCached(c, policy, render)`. The page is looked
 * up in the Workers Cache API under its variant key (`html-cache-key.ts`); a hit skips loading and
 * rendering, a stale hit is served while one refresh renders behind the response (`waitUntil`), a
 * miss renders once for the visitor and the cache together. Whatever the source, the visitor's own
 * parts are added on the way out (`html-personalise.ts`).
 *
 * What a page depends on beyond its key is learnt when it renders and kept in an index under the
 * base key: the flags it read (their treatments join the key) and the other stories it shows
 * (their generations join the key), as the union over its renders.
 *
 * Never stored: anything but a complete 200 HTML page (errors, redirects, a page with a failed
 * part: the render's result says so, `worker/render/render-result.ts`, in every tier), answers that set cookies or say private/no-store, preview and editor requests, HEAD, debug
 * requests, and every route that does not call this (account, cart, wishlist, checkout-like pages,
 * the error page). Logged-in and anonymous visitors share a page: no cacheable page reads a cookie.
 */
import { CACHE_CONTROL } from "./cache-control.ts";
import type { Context } from "hono";
import type { Channel } from "../../shared/site/sites.ts";
import { previewRequested } from "../content/preview.ts";
import { configOf } from "../config/config.ts";
import type { AppEnv } from "../env.ts";
import { visitorPayloadOf } from "../flags/visitor-payload.tsx";
import { describeError, logEvent } from "../log.ts";
import { renderResultOf } from "../render/render-result.ts";
import { currentContentVersion } from "./content-cache.ts";
import { baseKeyOf, indexKeyOf, variantKeyOf } from "./html-cache-key.ts";
import { generationMemoPrefix, htmlGenerationOf, htmlMemoOwner } from "./html-generation.ts";
import { holdHotPage, hotPage } from "./html-hot.ts";
import { splicePlan } from "./html-splice.ts";
import { memoised } from "./isolate-memo.ts";
import { type HtmlCacheStatus, personalise } from "./html-personalise.ts";
import { CACHE_STRATEGIES, HTML_MEMO_SECONDS } from "./strategies.ts";

export interface HtmlCachePolicy {
  /** The story slugs the page shows: a purge or publish of one advances the page (`html-generation.ts`). */
  slugs?: readonly string[];
  /** Query parameters the page reads (beyond the underscore parameters links carry). */
  query?: readonly string[];
  /**
   * Only crawlers share the page; people always get it rendered (the products route: its header
   * and footer are never served from a cache, section 2 "Error page"; decision 090).
   */
  crawlersOnly?: boolean;
}

export const HTML_REFRESH_FAILED = "html-cache-refresh-failed";
const STORED_AT = "x-html-stored-at";
const STRATEGY = CACHE_STRATEGIES.html;
/** Refreshes under way in this isolate: one per page at a time. */
const refreshing = new Set<string>();

type Render = () => Response | Promise<Response>;

/** What the renders of one page were seen to depend on. */
interface PageIndex {
  flags: string[];
  shows: string[];
}

/** The data centre's cache (the DOM typings do not know `caches.default`). */
function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

function cacheable(c: Context<AppEnv>): boolean {
  const request = c.get("request");
  return (
    configOf(c.env).htmlCache &&
    typeof caches !== "undefined" &&
    c.req.method === "GET" &&
    !request.debug &&
    !c.get("preview")?.enabled &&
    !previewRequested(request.url)
  );
}

/** Whether a rendered answer may be kept for everyone: a complete page its route still calls shared. */
function storable(c: Context<AppEnv>, response: Response): boolean {
  return (
    c.get("cache") === "revalidate" &&
    response.status === 200 &&
    response.body !== null &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !response.headers.has("set-cookie")
  );
}

interface Rendered {
  response: Response;
  /** Settles once the whole page has rendered: what it depended on, or null when it must not be kept. */
  complete: Promise<{ index: PageIndex; body: Uint8Array<ArrayBuffer> } | null>;
}

/**
 * Renders the page as the cache shares it (no visitor record) and reads the render's result once the
 * stream is done (`render-result.ts`): kept only when every part completed.
 */
async function renderShared(c: Context<AppEnv>, render: Render): Promise<Rendered> {
  const record = c.get("render");
  record.shared = { visitor: visitorPayloadOf(c, 200) };
  const response = await render();
  if (!storable(c, response)) return { response, complete: Promise.resolve(null) };
  const result = renderResultOf(response, record, c.get("request").treatments);
  const complete = result.done.then((done) =>
    done.complete ? { index: { flags: done.flags.map(([flag]) => flag), shows: done.shows }, body: done.body } : null,
  );
  return { response: result.response, complete };
}

/** The generations of a channel's slugs, kept in the isolate for `HTML_MEMO_SECONDS`. */
function generations(
  c: Context<AppEnv>,
  channel: Channel,
  slugs: readonly string[],
  contentVersion: boolean,
): Promise<string> {
  const kv = c.env.CONTENT_CACHE;
  const key = `${generationMemoPrefix(channel)}${contentVersion ? "cv" : ""}|${slugs.join(",")}`;
  const load = () =>
    htmlGenerationOf(kv, channel, contentVersion ? currentContentVersion(kv, channel) : Promise.resolve(0), slugs);
  return memoised(htmlMemoOwner(c.env), key, load, HTML_MEMO_SECONDS);
}

/** The key of a page's variant: the base key, the generations of the stories it shows, the treatments of the flags it reads. */
async function variantOf(c: Context<AppEnv>, base: URL, index: PageIndex): Promise<string> {
  const request = c.get("request");
  const shows = index.shows.length ? await generations(c, request.site.channel, index.shows, false) : "";
  const key = new URL(base);
  if (shows) key.searchParams.set("s", `${index.shows.join(",")}@${shows}`);
  return variantKeyOf(key, index.flags, request.treatments.all());
}

class NoIndex extends Error {}

/** The page's index, kept in the isolate for `HTML_MEMO_SECONDS` once found. */
function readIndex(c: Context<AppEnv>, cache: Cache, base: URL): Promise<PageIndex | undefined> {
  const key = indexKeyOf(base);
  const load = async () => {
    const stored = await cache.match(key);
    if (!stored) throw new NoIndex();
    return (await stored.json()) as PageIndex;
  };
  return memoised(htmlMemoOwner(c.env), `index|${key}`, load, HTML_MEMO_SECONDS).catch((error) => {
    if (error instanceof NoIndex) return undefined;
    throw error;
  });
}

function union(a: readonly string[] = [], b: readonly string[] = []): string[] {
  return [...new Set([...a, ...b])].sort();
}

/** Keeps a rendered page under its variant key, and the union of what its renders depended on under the base key. */
async function store(
  c: Context<AppEnv>,
  base: URL,
  known: PageIndex | undefined,
  rendered: Rendered,
): Promise<boolean> {
  const done = await rendered.complete;
  if (!done) return false;
  const cache = edgeCache();
  const index: PageIndex = {
    flags: union(known?.flags, done.index.flags),
    shows: union(known?.shows, done.index.shows),
  };
  const lifetime = CACHE_CONTROL.htmlEntry;
  const headers = new Headers(rendered.response.headers);
  headers.set("cache-control", lifetime);
  headers.set(STORED_AT, String(Date.now()));
  const changed =
    !known || JSON.stringify(index) !== JSON.stringify({ flags: union(known.flags), shows: union(known.shows) });
  const variant = await variantOf(c, base, index);
  const { body } = done;
  await Promise.all([
    cache.put(variant, new Response(body, { status: 200, headers })),
    changed ? cache.put(indexKeyOf(base), Response.json(index, { headers: { "cache-control": lifetime } })) : undefined,
  ]);
  holdHotPage(htmlMemoOwner(c.env), variant, {
    body,
    headers: [...headers],
    storedAt: Number(headers.get(STORED_AT)),
    plan: splicePlan(body, headers.get("content-security-policy")),
  });
  return true;
}

/** Renders again behind a stale answer; a failure keeps the stale page and is logged. */
function refresh(c: Context<AppEnv>, base: URL, known: PageIndex, variant: string, render: Render): void {
  if (refreshing.has(variant)) return;
  refreshing.add(variant);
  const request = c.get("request");
  const run = async () => {
    const rendered = await renderShared(c, render);
    if (!(await store(c, base, known, rendered))) {
      void rendered.response.body?.cancel();
      throw new Error(`the refresh answered ${rendered.response.status} or did not complete`);
    }
  };
  c.executionCtx.waitUntil(
    run()
      .catch((error) => logEvent("warn", HTML_REFRESH_FAILED, { path: request.path, ...describeError(error) }))
      .finally(() => refreshing.delete(variant)),
  );
}

/** The page from the edge cache, or rendered by `render` (and kept when it may be). */
export async function htmlCached(c: Context<AppEnv>, policy: HtmlCachePolicy, render: Render): Promise<Response> {
  const request = c.get("request");
  // A page the edge may share is shared by every cache that asks again before each use (people's
  // copies leave private all the same, `middleware/cache-control.ts`).
  c.set("cache", "revalidate");
  if (!cacheable(c) || (policy.crawlersOnly && !request.isCrawler)) return render();
  const cache = edgeCache();
  const base = baseKeyOf(
    request,
    request.url,
    await generations(c, request.site.channel, policy.slugs ?? [], true),
    policy.query,
  );
  const known = await readIndex(c, cache, base);
  if (known) {
    const variant = await variantOf(c, base, known);
    // A fresh page this isolate already holds costs no cache read (`html-hot.ts`).
    const hot = hotPage(htmlMemoOwner(c.env), variant);
    if (hot) return personalise(c, hot.body, 200, new Headers(hot.headers), "hit", hot.plan);
    const hit = await cache.match(variant);
    const storedAt = Number(hit?.headers.get(STORED_AT));
    const age = hit ? (Date.now() - storedAt) / 1000 : Infinity;
    if (hit && age < STRATEGY.maxAge + STRATEGY.staleWhileRevalidate) {
      const status: HtmlCacheStatus = age < STRATEGY.maxAge ? "hit" : "stale";
      if (status === "stale") {
        // The answer takes the visitor's parts first: the refresh renders with a request of its own.
        const answer = personalise(c, hit.body, 200, hit.headers, status);
        refresh(c, base, known, variant, render);
        return answer;
      }
      const body = new Uint8Array(await hit.arrayBuffer());
      const plan = splicePlan(body, hit.headers.get("content-security-policy"));
      holdHotPage(htmlMemoOwner(c.env), variant, { body, headers: [...hit.headers], storedAt, plan });
      return personalise(c, body, 200, hit.headers, status, plan);
    }
  }
  const rendered = await renderShared(c, render);
  if (!(rendered.response.headers.get("content-type") ?? "").startsWith("text/html")) return rendered.response;
  c.executionCtx.waitUntil(
    store(c, base, known, rendered).catch((error) =>
      logEvent("warn", "html-cache-write-failed", { path: request.path, ...describeError(error) }),
    ),
  );
  return personalise(c, rendered.response.body, rendered.response.status, rendered.response.headers, "miss");
}
