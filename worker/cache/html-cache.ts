/**
 * The edge HTML cache (ARCHITECTURE "One request", step 4b; decision 090): a route
 * that may share its HTML wraps its render in `htmlCached(c, policy, render)`. The page is looked
 * up in the Workers Cache API under its variant key (`html-cache-key.ts`); a hit skips loading and
 * rendering, a stale hit is served while one refresh renders behind the response (`waitUntil`), a
 * miss renders once for the visitor and the cache together. A stored page is the render's shared
 * copy (the visitor's record cut out, `html-splice.ts`); each answer from it gets the visitor's
 * parts spliced in (`html-personalise.ts`).
 *
 * Three tiers: the isolate's memory (`html-memory.ts`: generations and indexes for a moment, fresh
 * pages, refreshes under way), the Cache API (page and index), and KV (the generations a purge
 * advances, `html-generation.ts`).
 *
 * What a page depends on beyond its key is learnt when it renders and kept in an index under the
 * base key: the flags it read (their treatments join the key) and the other stories it shows
 * (their generations join the key), as the union over its renders.
 *
 * A render that fails (a dependency down or slow, or a part of the page failed) is answered with
 * the last whole copy of the page when the cache holds one young enough (`html-stale-if-error.ts`).
 *
 * Never stored: anything but a complete 200 HTML page (errors, redirects, a page with a failed
 * part: the render's result says so, `worker/render/render-record.ts`, in every tier), a page
 * without a splice plan, answers that set cookies or whose route named another strategy than
 * `revalidate`, preview and editor requests, HEAD, debug requests, and every route that does not
 * call this (account, cart, wishlist, checkout-like pages, the error page). Logged-in and anonymous visitors share a page: no cacheable page reads a cookie.
 */
import type { Context } from "hono";
import type { Channel } from "../../shared/site/sites.ts";
import { previewRequested } from "../content/preview.ts";
import { configOf } from "../config/config.ts";
import type { AppEnv } from "../env.ts";
import { describeError, logEvent } from "../log.ts";
import { GLOBAL_ERROR_CODE } from "../middleware/errors.ts";
import { type RenderDone, renderResultOf } from "../render/render-record.ts";
import { CACHE_CONTROL } from "./cache-control.ts";
import { currentContentVersion } from "./content-cache.ts";
import { baseKeyOf, indexKeyOf, variantKeyOf } from "./html-cache-key.ts";
import { CARRY_SLOT } from "./html-carry.ts";
import { generationMemoPrefix, htmlGenerationOf } from "./html-generation.ts";
import {
  FRONT_STATUS_HEADER,
  SPLICE_PLAN,
  answerForFront,
  askingFront,
  pageFromFront,
  renderingForFront,
} from "./html-front.ts";
import { keep, letGo, recall, remembered } from "./html-memory.ts";
import { type HtmlCacheStatus, type StoredPage, answerRendered, answerStored } from "./html-personalise.ts";
import { isSplicePlan, sharedCopy } from "./html-splice.ts";
import { type Kept, dependencyFailed, lastGoodCopy, noteLastGood } from "./html-stale-if-error.ts";
import { CACHE_STRATEGIES, HTML_MEMO_SECONDS } from "./strategies.ts";

export interface HtmlCachePolicy {
  /** The story slugs the page shows: a purge or publish of one advances the page (`html-generation.ts`). */
  slugs?: readonly string[];
  /** Query parameters the page reads (beyond the underscore parameters links carry). */
  query?: readonly string[];
  /** How much of each of those values the page reads (the key cuts them alike); 80 unless said. */
  queryValueMax?: number;
}

export const HTML_REFRESH_FAILED = "html-cache-refresh-failed";
/** Logged when a page with a failed part is answered with its last whole copy. */
export const HTML_STALE_IF_ERROR = "html-stale-if-error";
const STORED_AT = "x-html-stored-at";
const STRATEGY = CACHE_STRATEGIES.html;
const FRESH_MS = STRATEGY.maxAge * 1000;
/** How long a refresh under way keeps others from starting one for the same page. */
const REFRESH_CLAIM_MS = 30_000;

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

/** Whether a rendered answer may be kept for everyone: a page its route still calls shared. */
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
  /** Whether the answer is a page that could be kept (an incomplete one of these may be answered from a copy). */
  storable: boolean;
  /** Settles once the whole page has rendered: what it did, or null when it must not be kept. */
  done: Promise<RenderDone | null>;
}

/** Renders the page for this visitor and reads the render's result once the stream is done (`render-record.ts`). */
async function renderFor(c: Context<AppEnv>, render: Render): Promise<Rendered> {
  const response = await render();
  if (!storable(c, response)) return { response, storable: false, done: Promise.resolve(null) };
  const result = renderResultOf(response, c.get("render"), c.get("request").treatments);
  return {
    response: result.response,
    storable: true,
    done: result.done.then((done) => (done.complete ? done : null)),
  };
}

/** The generations of a channel's slugs, kept in memory for `HTML_MEMO_SECONDS`. */
function generations(
  c: Context<AppEnv>,
  channel: Channel,
  slugs: readonly string[],
  contentVersion: boolean,
): Promise<string> {
  const kv = c.env.CONTENT_CACHE;
  const key = `${generationMemoPrefix(channel)}${contentVersion ? "cv" : ""}|${slugs.join(",")}`;
  return remembered(c.env, key, HTML_MEMO_SECONDS, () =>
    htmlGenerationOf(kv, channel, contentVersion ? currentContentVersion(kv, channel) : Promise.resolve(0), slugs),
  );
}

/** The base key and the generations of the stories the page shows: its variant key without the treatments. */
async function shownKeyOf(c: Context<AppEnv>, base: URL, index: PageIndex): Promise<URL> {
  const shows = index.shows.length ? await generations(c, c.get("request").site.channel, index.shows, false) : "";
  const key = new URL(base);
  if (shows) key.searchParams.set("s", `${index.shows.join(",")}@${shows}`);
  return key;
}

/** The key of a page's variant: the base key, the generations of the stories it shows, the treatments of the flags it reads. */
async function variantOf(c: Context<AppEnv>, base: URL, index: PageIndex): Promise<string> {
  return variantKeyOf(await shownKeyOf(c, base, index), index.flags, c.get("request").treatments.all());
}

/** The page's index, from memory for `HTML_MEMO_SECONDS` once found, else from the Cache API. */
async function readIndex(c: Context<AppEnv>, cache: Cache, base: URL): Promise<PageIndex | undefined> {
  const key = indexKeyOf(base);
  const known = recall<PageIndex>(c.env, `index|${key}`);
  if (known) return known;
  const stored = await cache.match(key);
  if (!stored) return undefined;
  const index = (await stored.json()) as PageIndex;
  keep(c.env, `index|${key}`, index, 256 + key.length, Date.now() + HTML_MEMO_SECONDS * 1000);
  return index;
}

/** A page from the Cache API with its plan, or undefined when there is none or its plan is not whole. */
async function readPage(cache: Cache, variant: string): Promise<Kept | undefined> {
  const hit = await cache.match(variant);
  if (!hit) return undefined;
  let plan: unknown;
  try {
    plan = JSON.parse(hit.headers.get(SPLICE_PLAN) ?? "");
  } catch {
    plan = undefined;
  }
  const body = new Uint8Array(await hit.arrayBuffer());
  if (!isSplicePlan(plan, body.length)) return undefined;
  return { body, headers: hit.headers, plan, storedAt: Number(hit.headers.get(STORED_AT)) };
}

function union(a: readonly string[] = [], b: readonly string[] = []): string[] {
  return [...new Set([...a, ...b])].sort();
}

/** Keeps a rendered page's shared copy under its variant key, and the union of what its renders depended on under the base key. */
async function store(
  c: Context<AppEnv>,
  base: URL,
  known: PageIndex | undefined,
  rendered: Rendered,
): Promise<boolean> {
  const done = await rendered.done;
  if (!done) return false;
  const headers = new Headers(rendered.response.headers);
  const shared = sharedCopy(done.body, headers.get("content-security-policy"));
  if (!shared) return false;
  const index = indexAfter(known, done);
  const storedAt = Date.now();
  headers.set("cache-control", CACHE_CONTROL.htmlEntry);
  headers.set(STORED_AT, String(storedAt));
  headers.set(SPLICE_PLAN, JSON.stringify(shared.plan));
  const shown = await shownKeyOf(c, base, index);
  const variant = variantKeyOf(shown, index.flags, c.get("request").treatments.all());
  // With the front cache as the shared tier, the page is kept there (by `Pages`, stale-if-error
  // included) and in memory, not here.
  const front = askingFront(c);
  const cache = edgeCache();
  await Promise.all([
    front ? undefined : cache.put(variant, new Response(shared.body, { status: 200, headers })),
    keepIndex(base, known, index),
    front ? undefined : noteLastGood(cache, base, shown, index.flags, CACHE_CONTROL.htmlEntry),
  ]);
  keepPage(c, variant, { ...shared, headers, storedAt });
  return true;
}

/** What the renders of a page depended on, this one included. */
function indexAfter(known: PageIndex | undefined, done: RenderDone): PageIndex {
  return {
    flags: union(
      known?.flags,
      done.flags.map(([flag]) => flag),
    ),
    shows: union(known?.shows, done.shows),
  };
}

/** Keeps a page's index under its base key when it changed. */
async function keepIndex(base: URL, known: PageIndex | undefined, index: PageIndex): Promise<void> {
  if (known && JSON.stringify(index) === JSON.stringify({ flags: union(known.flags), shows: union(known.shows) }))
    return;
  await edgeCache().put(
    indexKeyOf(base),
    Response.json(index, { headers: { "cache-control": CACHE_CONTROL.htmlEntry } }),
  );
}

/** Holds a fresh page in memory until it is no longer fresh. */
function keepPage(c: Context<AppEnv>, variant: string, page: Kept): void {
  keep(c.env, `page|${variant}`, page, page.body.byteLength, page.storedAt + FRESH_MS);
}

/** Renders again behind a stale answer, one refresh per page at a time; a failure keeps the stale page and is logged. */
function refresh(c: Context<AppEnv>, base: URL, known: PageIndex, variant: string, render: Render): void {
  const claim = `refresh|${variant}`;
  if (recall(c.env, claim)) return;
  keep(c.env, claim, true, 256 + claim.length, Date.now() + REFRESH_CLAIM_MS);
  const request = c.get("request");
  const run = async () => {
    const rendered = await renderFor(c, render);
    if (!(await store(c, base, known, rendered))) {
      void rendered.response.body?.cancel();
      throw new Error(`the refresh answered ${rendered.response.status} or did not complete`);
    }
  };
  c.executionCtx.waitUntil(
    run()
      .catch((error) => logEvent("warn", HTML_REFRESH_FAILED, { path: request.path, ...describeError(error) }))
      .finally(() => letGo(c.env, claim)),
  );
}

/**
 * In the `Pages` entrypoint (decision 198): the page rendered for the front cache, its index kept
 * for the shop's entrypoint, and the answer the front cache may keep (`html-front.ts`).
 */
async function renderForFront(
  c: Context<AppEnv>,
  base: URL,
  known: PageIndex | undefined,
  policy: HtmlCachePolicy,
  render: Render,
): Promise<Response> {
  const rendered = await renderFor(c, render);
  if (!(rendered.response.headers.get("content-type") ?? "").startsWith("text/html")) return rendered.response;
  const done = await rendered.done;
  void rendered.response.body?.cancel();
  const index = done ? indexAfter(known, done) : (known ?? { flags: [], shows: [] });
  if (done) await keepIndex(base, known, index);
  const contentVersion = Number(/^cv(\d+)/.exec(base.searchParams.get("g") ?? "")?.[1] ?? 0);
  const variant = await variantOf(c, base, index);
  return answerForFront(c, rendered.response, done, variant, policy.slugs ?? [], contentVersion);
}

/** A page the front cache answered, for this visitor; a fresh one is held in memory as a fresh stored page is. */
async function answerFromFront(
  c: Context<AppEnv>,
  variant: string,
  front: { page: StoredPage; status: string },
): Promise<Response> {
  if (!["STALE", "UPDATING"].includes(front.status.toUpperCase()))
    keepPage(c, variant, { ...front.page, storedAt: Date.now() });
  const answer = await answerStored(c, front.page, "hit");
  answer.headers.set(FRONT_STATUS_HEADER, front.status);
  return answer;
}

/**
 * The last whole copy instead of a render with a failed part. Only when there is such a copy does
 * the answer wait for the whole render (to know whether it completed); otherwise it streams.
 */
async function insteadOfIncomplete(
  c: Context<AppEnv>,
  rendered: Rendered,
  lastGood: Promise<Kept | undefined>,
): Promise<Response | undefined> {
  if (!rendered.storable) return undefined;
  const copy = await lastGood;
  if (!copy || (await rendered.done)) return undefined;
  void rendered.response.body?.cancel();
  // The failed part was logged where it failed (`hybrid-ssr-error`, `render-record.ts`).
  logEvent("warn", HTML_STALE_IF_ERROR, { path: c.get("request").path, storedAt: copy.storedAt });
  return answerStored(c, copy, "stale-if-error");
}

/** The page from the edge cache, or rendered by `render` (and kept when it may be). */
export async function htmlCached(c: Context<AppEnv>, policy: HtmlCachePolicy, render: Render): Promise<Response> {
  const request = c.get("request");
  // A page the edge may share is shared by every cache that asks again before each use (people's
  // copies leave private all the same, `middleware/cache-control.ts`).
  c.set("cache", "revalidate");
  if (!cacheable(c)) return render();
  // Rendered with a slot for the carried parameters: the page is the same whatever a visitor carries.
  c.set("carried", CARRY_SLOT);
  const cache = edgeCache();
  const base = baseKeyOf(
    request,
    request.url,
    await generations(c, request.site.channel, policy.slugs ?? [], true),
    policy.query,
    policy.queryValueMax,
  );
  const known = await readIndex(c, cache, base);
  if (renderingForFront(c)) return renderForFront(c, base, known, policy, render);
  if (known) {
    const variant = await variantOf(c, base, known);
    // A fresh page this isolate already holds costs no cache read.
    const held = recall<Kept>(c.env, `page|${variant}`);
    if (held) return answerStored(c, held, "hit");
    if (askingFront(c)) {
      // The front cache is the shared tier: it keeps the page, or `Pages` renders it for it.
      const front = await pageFromFront(c, variant);
      if (front) return answerFromFront(c, variant, front);
    } else {
      const hit = await readPage(cache, variant);
      const age = hit ? (Date.now() - hit.storedAt) / 1000 : Infinity;
      if (hit && age < STRATEGY.maxAge + STRATEGY.staleWhileRevalidate) {
        const status: Exclude<HtmlCacheStatus, "miss"> = age < STRATEGY.maxAge ? "hit" : "stale";
        if (status === "hit") keepPage(c, variant, hit);
        // The answer takes the visitor's parts first: the refresh renders for this request afterwards.
        const answer = await answerStored(c, hit, status);
        if (status === "stale") refresh(c, base, known, variant, render);
        return answer;
      }
    }
  }
  // Looked for while the page renders: the answer if the render fails.
  const lastGood = lastGoodCopy(c, cache, base, readPage).catch(() => undefined);
  let rendered: Rendered;
  try {
    rendered = await renderFor(c, render);
  } catch (error) {
    // The error page is rendered for this visitor alone, with their own carried parameters.
    c.set("carried", undefined);
    c.set("scope", undefined);
    const copy = dependencyFailed(error) ? await lastGood : undefined;
    if (!copy) throw error;
    // Logged as the error page would have been; the visitor gets the page as it last was whole.
    logEvent("error", GLOBAL_ERROR_CODE, { path: request.path, answer: "stale-if-error", ...describeError(error) });
    return answerStored(c, copy, "stale-if-error");
  }
  if (!(rendered.response.headers.get("content-type") ?? "").startsWith("text/html")) return rendered.response;
  const instead = await insteadOfIncomplete(c, rendered, lastGood);
  if (instead) return instead;
  c.executionCtx.waitUntil(
    store(c, base, known, rendered).catch((error) =>
      logEvent("warn", "html-cache-write-failed", { path: request.path, ...describeError(error) }),
    ),
  );
  return answerRendered(c, rendered.response);
}
