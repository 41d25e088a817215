/**
 * The way out of a shared page (decision 090): what belongs to one visitor is added to HTML that
 * holds nothing personal, whether it was just rendered or came from the edge cache:
 * - a fresh CSP nonce on every element that carries one, and the policies that name it (a nonce
 *   must never be served twice);
 * - the monitoring record (visitor key, treatments, overrides) after the provided context;
 * - the CSRF cookie, when the visitor has none signed for their session (the client reads it,
 *   `client/services/bff.ts`), so the first form post needs no extra call.
 * Crawlers get neither record nor cookie.
 */
import type { Context } from "hono";
import { SESSION_COOKIE, browserCookieName } from "../../shared/bff/cookies.ts";
import { CSRF_BROWSER_COOKIE } from "../../shared/bff/csrf.ts";
import { MONITORING_ELEMENT_ID } from "../../shared/flags/visitor.ts";
import { CONTEXT_ELEMENT_ID } from "../../shared/site/context.ts";
import { onlyCookie } from "../bff/cookies.ts";
import { configOf } from "../config/config.ts";
import type { AppEnv } from "../env.ts";
import { visitorPayloadOf } from "../flags/visitor-payload.tsx";
import { newNonce, pagePolicies } from "../middleware/csp.ts";
import { csrfSetCookie, isOwnToken, newCsrfToken } from "../middleware/csrf.ts";
import { scriptJson } from "../render/script-json.ts";
import { type SplicePlan, splice } from "./html-splice.ts";

/** How the answer was made, for the benchmark and for operators. */
export const HTML_CACHE_HEADER = "x-html-cache";
export type HtmlCacheStatus = "hit" | "stale" | "miss";

const SESSION_BROWSER_COOKIE = browserCookieName(SESSION_COOKIE);

/** Headers of a stored or rendered page that are made again for each answer. */
const PER_ANSWER_HEADERS = [
  "content-security-policy",
  "content-security-policy-report-only",
  "set-cookie",
  "cache-control",
  "content-length",
];

/** `plan`: where the visitor's parts go in `body`'s bytes (`html-splice.ts`); without it the body goes through the rewriter. */
export async function personalise(
  c: Context<AppEnv>,
  body: ReadableStream | Uint8Array<ArrayBuffer> | null,
  status: number,
  stored: Headers,
  cacheStatus: HtmlCacheStatus,
  plan?: SplicePlan,
): Promise<Response> {
  const request = c.get("request");
  const headers = new Headers();
  for (const [name, value] of stored)
    if (!PER_ANSWER_HEADERS.includes(name) && !name.startsWith("x-html-")) headers.set(name, value);
  const nonce = newNonce();
  const policies = pagePolicies(c.env, { nonce, preview: false });
  headers.set("content-security-policy", policies.enforced);
  headers.set("content-security-policy-report-only", policies.reportOnly);
  headers.set(HTML_CACHE_HEADER, cacheStatus);
  if (configOf(c.env).development) headers.set("content-encoding", "identity");

  const visitor = visitorPayloadOf(c, status);
  if (!request.isCrawler) {
    const cookies = c.req.header("cookie");
    const session = onlyCookie(cookies, SESSION_BROWSER_COOKIE);
    if (!(await isOwnToken(c.env, onlyCookie(cookies, CSRF_BROWSER_COOKIE), session)))
      headers.append("set-cookie", csrfSetCookie(await newCsrfToken(c.env, session)));
  }

  const record = visitor
    ? `<script id="${MONITORING_ELEMENT_ID}" type="application/json">${scriptJson(visitor)}</script>`
    : undefined;
  const spliced = plan && body instanceof Uint8Array ? splice(body, plan, nonce, record) : undefined;
  if (spliced) return new Response(spliced, { status, headers });

  const rewriter = new HTMLRewriter().on("[nonce]", {
    element(element) {
      element.setAttribute("nonce", nonce);
    },
  });
  if (record) {
    rewriter.on(`script#${CONTEXT_ELEMENT_ID}`, {
      element(element) {
        element.after(record, { html: true });
      },
    });
  }
  return rewriter.transform(new Response(body, { status, headers }));
}
