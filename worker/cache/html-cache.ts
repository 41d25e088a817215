/**
 * The edge HTML cache (ARCHITECTURE "One request", step 4b; decision 090): a route that may share
 * its HTML wraps its render in `htmlCached(c, policy, render)`. The page is looked up under its
 * variant key (`html-cache-key.ts`): a hit skips loading and rendering, a stale hit is served while
 * one refresh renders behind the response, a miss renders once for the visitor and the cache
 * together (`html-store.ts`, which also answers a failed render with the last whole copy).
 *
 * A stored page is the render's shared copy, which holds nothing personal; each answer from it
 * gets the visitor's parts spliced into its bytes (`html-splice.ts`): a fresh CSP nonce on every
 * element that carries one, with the policies that name it (a nonce must never be served twice),
 * the monitoring record (visitor key, treatments, overrides) after the provided context, and the
 * visitor's carried underscore parameters in the carry slots (`html-carry.ts`). A page just
 * rendered is the visitor's own already and streams as it comes, its carry slots written on the
 * way. Both get the CSRF cookie when the visitor has none signed for their session (the client
 * reads it, `client/services/bff.ts`), so the first form post needs no extra call. Crawlers get
 * neither record nor cookie.
 *
 * Three tiers: the isolate's memory (`html-memory.ts`: generations and indexes for a moment, fresh
 * pages, refreshes under way), the Cache API (page and index), and KV (the generations a purge
 * advances, `html-generation.ts`). What a page depends on beyond its key is learnt when it renders
 * and kept in an index under the base key: the flags it read (their treatments join the key) and
 * the other stories it shows (their generations join the key), as the union over its renders.
 *
 * Never looked up nor stored: preview and editor requests, HEAD, debug requests, and every route
 * that does not call this (account, cart, wishlist, checkout-like pages, the error page).
 * Logged-in and anonymous visitors share a page: no cacheable page reads a cookie.
 */
import type { Context } from "hono";
import { SESSION_COOKIE, browserCookieName } from "../../shared/bff/cookies.ts";
import { CSRF_BROWSER_COOKIE } from "../../shared/bff/csrf.ts";
import { MONITORING_ELEMENT_ID } from "../../shared/flags/visitor.ts";
import { onlyCookie } from "../bff/cookies.ts";
import { configOf } from "../config/config.ts";
import { previewRequested } from "../content/preview.ts";
import type { AppEnv } from "../env.ts";
import { visitorPayloadOf } from "../flags/visitor-payload.tsx";
import { newNonce, pagePolicies } from "../middleware/csp.ts";
import { csrfSetCookie, isOwnToken, newCsrfToken } from "../middleware/csrf.ts";
import { scriptJson } from "../render/script-json.ts";
import { type PageIndex, baseKeyOf, edgeCache, indexKeyOf, pageKeyOf } from "./html-cache-key.ts";
import { CARRY_SLOT, visitorCarried } from "./html-carry.ts";
import { FRONT_STATUS_HEADER, SPLICE_PLAN, askingFront, pageFromFront, renderingForFront } from "./html-front.ts";
import { lastGoodCopy } from "./html-stale-if-error.ts";
import { rememberedGenerations } from "./html-generation.ts";
import { keep, keepPage, recall } from "./html-memory.ts";
import { type Render, refresh, renderAndKeep, renderForFront } from "./html-store.ts";
import {
  type Kept,
  STORED_AT,
  type StoredPage,
  fillCarriedStream,
  isSplicePlan,
  splice,
  spliceCompressed,
} from "./html-splice.ts";
import { CACHE_STRATEGIES, HTML_MEMO_SECONDS } from "./strategies.ts";

export interface HtmlCachePolicy {
  /** The story slugs the page shows: a purge or publish of one advances the page (`html-generation.ts`). */
  slugs?: readonly string[];
  /** Query parameters the page reads (beyond the underscore parameters links carry). */
  query?: readonly string[];
  /** How much of each of those values the page reads (the key cuts them alike); 80 unless said. */
  queryValueMax?: number;
}

/**
 * How the answer was made, for the benchmark and for operators: `stale-if-error` is a stored copy
 * answering a render that failed (`html-stale-if-error.ts`).
 */
export const HTML_CACHE_HEADER = "x-html-cache";
export type HtmlCacheStatus = "hit" | "stale" | "stale-if-error" | "miss";

const STRATEGY = CACHE_STRATEGIES.html;
const SESSION_BROWSER_COOKIE = browserCookieName(SESSION_COOKIE);

/** Headers of a stored or rendered page that are made again for each answer. */
const PER_ANSWER_HEADERS = [
  "content-security-policy",
  "content-security-policy-report-only",
  "set-cookie",
  "cache-control",
  "content-length",
];

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

/** The headers every answer of a page gets made anew: how it was made, and the CSRF cookie a person has not got. */
async function answerHeaders(c: Context<AppEnv>, from: Headers, cacheStatus: HtmlCacheStatus, keep: string[]) {
  const headers = new Headers();
  for (const [name, value] of from)
    if ((keep.includes(name) || !PER_ANSWER_HEADERS.includes(name)) && !name.startsWith("x-html-"))
      headers.set(name, value);
  headers.set(HTML_CACHE_HEADER, cacheStatus);
  if (configOf(c.env).development) headers.set("content-encoding", "identity");
  if (!c.get("request").isCrawler) {
    const cookies = c.req.header("cookie");
    const session = onlyCookie(cookies, SESSION_BROWSER_COOKIE);
    if (!(await isOwnToken(c.env, onlyCookie(cookies, CSRF_BROWSER_COOKIE), session)))
      headers.append("set-cookie", csrfSetCookie(await newCsrfToken(c.env, session)));
  }
  return headers;
}

/**
 * Whether the visitor accepts gzip: their own `Accept-Encoding` (Cloudflare, and Miniflare as it
 * does, hands the worker `br, gzip` and keeps the client's in `cf.clientAcceptEncoding`), where a
 * zero quality refuses it and no header at all is taken as no.
 */
function acceptsGzip(c: Context<AppEnv>): boolean {
  const cf = c.req.raw.cf as { clientAcceptEncoding?: string } | undefined;
  const accepted = cf?.clientAcceptEncoding ?? c.req.header("accept-encoding") ?? "";
  return accepted.split(",").some((coding) => {
    const [name, ...params] = coding.split(";").map((part) => part.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith("q="));
    return (name === "gzip" || name === "*") && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

/** A page just rendered for this visitor (their nonce and record already in it), its carry slots written as it streams. */
async function answerRendered(c: Context<AppEnv>, rendered: Response): Promise<Response> {
  const headers = await answerHeaders(c, rendered.headers, "miss", [
    "content-security-policy",
    "content-security-policy-report-only",
  ]);
  const body = rendered.body && fillCarriedStream(rendered.body, visitorCarried(c));
  return new Response(body, { status: rendered.status, headers });
}

/**
 * A stored page for this visitor: a fresh nonce, the visitor's record and carried parameters
 * spliced into its bytes. To a visitor who carries nothing and accepts gzip, from the page's
 * compressed copy, passed on as it is (`encodeBody: "manual"`): no compression per answer.
 */
async function answerStored(
  c: Context<AppEnv>,
  page: StoredPage,
  cacheStatus: Exclude<HtmlCacheStatus, "miss">,
): Promise<Response> {
  const headers = await answerHeaders(c, page.headers, cacheStatus, []);
  const nonce = newNonce();
  const policies = pagePolicies(c.env, { nonce, preview: false });
  headers.set("content-security-policy", policies.enforced);
  headers.set("content-security-policy-report-only", policies.reportOnly);
  const visitor = visitorPayloadOf(c, 200);
  const record = visitor
    ? `<script id="${MONITORING_ELEMENT_ID}" type="application/json">${scriptJson(visitor)}</script>`
    : undefined;
  const carried = visitorCarried(c);
  headers.append("vary", "Accept-Encoding");
  if (page.compressed && !carried && acceptsGzip(c)) {
    headers.set("content-encoding", "gzip");
    return new Response(spliceCompressed(page.compressed, nonce, record), {
      status: 200,
      headers,
      encodeBody: "manual",
    });
  }
  return new Response(splice(page.body, page.plan, nonce, record, carried), { status: 200, headers });
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
  const slugs = policy.slugs ?? [];
  const generation = await rememberedGenerations(c.env, c.env.CONTENT_CACHE, request.site.channel, slugs, true);
  const base = baseKeyOf(request, request.url, generation, policy.query, policy.queryValueMax);
  const known = await readIndex(c, cache, base);
  if (renderingForFront(c)) return renderForFront(c, base, known, slugs, render);
  if (known) {
    const variant = await pageKeyOf(c.env, request, base, known);
    // A fresh page this isolate already holds costs no cache read.
    const held = recall<StoredPage>(c.env, `page|${variant}`);
    if (held) return answerStored(c, held, "hit");
    if (askingFront(c)) {
      // The front cache is the shared tier: it keeps the page, or `Pages` renders it for it.
      const front = await pageFromFront(c, variant);
      if (front) {
        // A fresh one is held (and compressed) as a stored page is, and answered as held.
        const page: Kept = { ...front.page, storedAt: Date.now() };
        if (!["STALE", "UPDATING"].includes(front.status.toUpperCase())) keepPage(c.env, variant, page);
        const answer = await answerStored(c, page, "hit");
        answer.headers.set(FRONT_STATUS_HEADER, front.status);
        return answer;
      }
    } else {
      const hit = await readPage(cache, variant);
      const age = hit ? (Date.now() - hit.storedAt) / 1000 : Infinity;
      if (hit && age < STRATEGY.maxAge + STRATEGY.staleWhileRevalidate) {
        const status: Exclude<HtmlCacheStatus, "miss"> = age < STRATEGY.maxAge ? "hit" : "stale";
        if (status === "hit") keepPage(c.env, variant, hit);
        // The answer takes the visitor's parts first: the refresh renders for this request afterwards.
        const answer = await answerStored(c, hit, status);
        if (status === "stale") refresh(c, base, known, variant, render);
        return answer;
      }
    }
  }
  // Looked for while the page renders: the answer if the render fails.
  const lastGood = lastGoodCopy(c, cache, base, readPage).catch(() => undefined);
  const miss = await renderAndKeep(c, base, known, render, lastGood);
  if ("other" in miss) return miss.other;
  return "copy" in miss ? answerStored(c, miss.copy, "stale-if-error") : answerRendered(c, miss.rendered);
}
