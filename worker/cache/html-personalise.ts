/**
 * The way out of a page the edge cache shares (decision 090). A page just rendered is the
 * visitor's own already (the render's nonce, their monitoring record) and streams as it comes. A
 * stored page holds nothing personal; the visitor's parts are spliced into its bytes
 * (`html-splice.ts`): a fresh CSP nonce on every element that carries one, with the policies that
 * name it (a nonce must never be served twice), and the monitoring record (visitor key, treatments,
 * overrides) after the provided context; the visitor's carried underscore parameters go into the
 * carry slots of both (`html-carry.ts`). Both get the CSRF cookie when the visitor has none signed
 * for their session (the client reads it, `client/services/bff.ts`), so the first form post needs
 * no extra call. Crawlers get neither record nor cookie.
 */
import type { Context } from "hono";
import { SESSION_COOKIE, browserCookieName } from "../../shared/bff/cookies.ts";
import { CSRF_BROWSER_COOKIE } from "../../shared/bff/csrf.ts";
import { MONITORING_ELEMENT_ID } from "../../shared/flags/visitor.ts";
import { onlyCookie } from "../bff/cookies.ts";
import { configOf } from "../config/config.ts";
import type { AppEnv } from "../env.ts";
import { visitorPayloadOf } from "../flags/visitor-payload.tsx";
import { newNonce, pagePolicies } from "../middleware/csp.ts";
import { csrfSetCookie, isOwnToken, newCsrfToken } from "../middleware/csrf.ts";
import { scriptJson } from "../render/script-json.ts";
import { fillCarriedStream, visitorCarried } from "./html-carry.ts";
import { type SplicePlan, splice } from "./html-splice.ts";

/**
 * How the answer was made, for the benchmark and for operators: `stale-if-error` is a stored copy
 * answering a render that failed (`html-stale-if-error.ts`).
 */
export const HTML_CACHE_HEADER = "x-html-cache";
export type HtmlCacheStatus = "hit" | "stale" | "stale-if-error" | "miss";

const SESSION_BROWSER_COOKIE = browserCookieName(SESSION_COOKIE);

/** Headers of a stored or rendered page that are made again for each answer. */
const PER_ANSWER_HEADERS = [
  "content-security-policy",
  "content-security-policy-report-only",
  "set-cookie",
  "cache-control",
  "content-length",
];

/** A stored page as the cache holds it: the shared copy's bytes, its headers and its plan. */
export interface StoredPage {
  body: Uint8Array<ArrayBuffer>;
  headers: Headers;
  plan: SplicePlan;
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
 * A page just rendered for this visitor (their nonce and record already in it): streamed as it
 * comes, its carry slots written with the visitor's parameters on the way.
 */
export async function answerRendered(c: Context<AppEnv>, rendered: Response): Promise<Response> {
  const headers = await answerHeaders(c, rendered.headers, "miss", [
    "content-security-policy",
    "content-security-policy-report-only",
  ]);
  const body = rendered.body && fillCarriedStream(rendered.body, visitorCarried(c));
  return new Response(body, { status: rendered.status, headers });
}

/** A stored page for this visitor: a fresh nonce and the visitor's record spliced into its bytes. */
export async function answerStored(
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
  return new Response(splice(page.body, page.plan, nonce, record, visitorCarried(c)), { status: 200, headers });
}
