/**
 * The HTML cache's way in (decision 090): a page rendered for the cache is answered as it streams
 * and kept once its render's result says it completed (`worker/render/render-record.ts`): its shared
 * copy and splice plan (`html-splice.ts`) under its variant key in the Cache API and in the
 * isolate's memory, and the union of what its renders depended on (flags read, stories shown) in
 * its index under the base key. A stale page is rendered again behind its answer, once per page at
 * a time. A render that fails for a dependency, or with a failed part, is answered with the page's
 * last whole copy when there is one young enough (`html-stale-if-error.ts`).
 *
 * Never kept: anything but a complete 200 HTML page, a page without a splice plan, an answer that
 * sets a cookie or whose route named another strategy than `revalidate`.
 */
import type { Context } from "hono";
import type { AppEnv } from "../env.ts";
import { describeError, logEvent } from "../log.ts";
import { GLOBAL_ERROR_CODE } from "../middleware/errors.ts";
import { type RenderDone, renderResultOf } from "../render/render-record.ts";
import { CACHE_CONTROL } from "./cache-control.ts";
import { type PageIndex, edgeCache, indexKeyOf, pageKeyOf, shownKeyOf, variantKeyOf } from "./html-cache-key.ts";
import { SPLICE_PLAN, answerForFront, askingFront } from "./html-front.ts";
import { keep, keepPage, letGo, recall } from "./html-memory.ts";
import { type Kept, STORED_AT, sharedCopy } from "./html-splice.ts";
import { dependencyFailed, noteLastGood } from "./html-stale-if-error.ts";

export const HTML_REFRESH_FAILED = "html-cache-refresh-failed";
/** Logged when a page with a failed part is answered with its last whole copy. */
export const HTML_STALE_IF_ERROR = "html-stale-if-error";
/** How long a refresh under way keeps others from starting one for the same page. */
const REFRESH_CLAIM_MS = 30_000;

export type Render = () => Response | Promise<Response>;

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

function union(a: readonly string[] = [], b: readonly string[] = []): string[] {
  return [...new Set([...a, ...b])].sort();
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
  const request = c.get("request");
  const shown = await shownKeyOf(c.env, request, base, index);
  const variant = variantKeyOf(shown, index.flags, request.treatments.all());
  // With the front cache as the shared tier, the page is kept there (by `Pages`, stale-if-error
  // included) and in memory, not here.
  const front = askingFront(c);
  const cache = edgeCache();
  await Promise.all([
    front ? undefined : cache.put(variant, new Response(shared.body, { status: 200, headers })),
    keepIndex(base, known, index),
    front ? undefined : noteLastGood(cache, base, shown, index.flags, CACHE_CONTROL.htmlEntry),
  ]);
  keepPage(c.env, variant, { ...shared, headers, storedAt });
  return true;
}

/** Renders again behind a stale answer, one refresh per page at a time; a failure keeps the stale page and is logged. */
export function refresh(c: Context<AppEnv>, base: URL, known: PageIndex, variant: string, render: Render): void {
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
 * What a miss answers: the page as it renders for this visitor, the last whole copy instead of a
 * failed render, or what the route answered that is no page (a redirect, say), as it is.
 */
export type MissAnswer = { rendered: Response } | { copy: Kept } | { other: Response };

/**
 * The last whole copy instead of a render with a failed part. Only when there is such a copy does
 * the answer wait for the whole render (to know whether it completed); otherwise it streams.
 */
async function insteadOfIncomplete(
  c: Context<AppEnv>,
  rendered: Rendered,
  lastGood: Promise<Kept | undefined>,
): Promise<Kept | undefined> {
  if (!rendered.storable) return undefined;
  const copy = await lastGood;
  if (!copy || (await rendered.done)) return undefined;
  void rendered.response.body?.cancel();
  // The failed part was logged where it failed (`hybrid-ssr-error`, `render-record.ts`).
  logEvent("warn", HTML_STALE_IF_ERROR, { path: c.get("request").path, storedAt: copy.storedAt });
  return copy;
}

/**
 * A page no tier had: rendered for this visitor and kept behind the answer when its result allows.
 * `lastGood`, looked for while the page renders, answers instead when the render fails.
 */
export async function renderAndKeep(
  c: Context<AppEnv>,
  base: URL,
  known: PageIndex | undefined,
  render: Render,
  lastGood: Promise<Kept | undefined>,
): Promise<MissAnswer> {
  const request = c.get("request");
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
    return { copy };
  }
  if (!(rendered.response.headers.get("content-type") ?? "").startsWith("text/html"))
    return { other: rendered.response };
  const copy = await insteadOfIncomplete(c, rendered, lastGood);
  if (copy) return { copy };
  c.executionCtx.waitUntil(
    store(c, base, known, rendered).catch((error) =>
      logEvent("warn", "html-cache-write-failed", { path: request.path, ...describeError(error) }),
    ),
  );
  return { rendered: rendered.response };
}

/**
 * In the `Pages` entrypoint (decision 198): the page rendered for the front cache, its index kept
 * for the shop's entrypoint, and the answer the front cache may keep (`html-front.ts`).
 */
export async function renderForFront(
  c: Context<AppEnv>,
  base: URL,
  known: PageIndex | undefined,
  slugs: readonly string[],
  render: Render,
): Promise<Response> {
  const rendered = await renderFor(c, render);
  if (!(rendered.response.headers.get("content-type") ?? "").startsWith("text/html")) return rendered.response;
  const done = await rendered.done;
  void rendered.response.body?.cancel();
  const index = done ? indexAfter(known, done) : (known ?? { flags: [], shows: [] });
  if (done) await keepIndex(base, known, index);
  const contentVersion = Number(/^cv(\d+)/.exec(base.searchParams.get("g") ?? "")?.[1] ?? 0);
  const variant = await pageKeyOf(c.env, c.get("request"), base, index);
  return answerForFront(c, rendered.response, done, variant, slugs, contentVersion);
}
