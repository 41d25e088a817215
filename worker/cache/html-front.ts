/**
 * The HTML cache with the cache in front of the worker as its shared tier (`EDGE_CACHE=front`,
 * decision 198). The shop's entrypoint asks `Pages` for a page it has an index for
 * (`pageFromFront`); `Pages` renders it when the front cache has no copy and answers its shared copy
 * with tags and lifetime (`answerForFront`), or nothing the front cache may keep. The visitor's
 * parts are spliced into the shared copy by the shop's entrypoint as for any stored page.
 */
import type { Context } from "hono";
import { VISITOR_KEY_COOKIE } from "../../shared/flags/visitor.ts";
import { configOf } from "../config/config.ts";
import type { AppEnv } from "../env.ts";
import { describeError, logEvent } from "../log.ts";
import type { RenderDone } from "../render/render-record.ts";
import { FRONT_LIFETIME_HEADER, frontHeadersOf, withoutFrontHeaders } from "./front-cache.ts";
import { FRONT_KEY_HEADER, askFront, frontPropsOf } from "./front-tier.ts";
import type { StoredPage } from "./html-splice.ts";
import { isSplicePlan, sharedCopy } from "./html-splice.ts";

/** The stored page's splice plan (`html-splice.ts`), kept with it in every tier. */
export const SPLICE_PLAN = "x-html-splice";
/** The front cache's status of the page an answer was made from (`cf-cache-status` of the `Pages` answer). */
export const FRONT_STATUS_HEADER = "x-front-cache";

/** True in the `Pages` entrypoint: the page is rendered for the front cache, not looked up. */
export function renderingForFront(c: Context<AppEnv>): boolean {
  return frontPropsOf(c.executionCtx) !== undefined;
}

/** True in the shop's entrypoint when the front cache is the shared tier. */
export function askingFront(c: Context<AppEnv>): boolean {
  return configOf(c.env).frontCache && !renderingForFront(c);
}

function planOf(headers: Headers): unknown {
  try {
    return JSON.parse(headers.get(SPLICE_PLAN) ?? "");
  } catch (error) {
    logEvent("warn", "front-page-without-plan", describeError(error));
    return undefined;
  }
}

/** The page of `variant` from the front cache (or rendered by `Pages` for it), with its status there. */
export async function pageFromFront(
  c: Context<AppEnv>,
  variant: string,
): Promise<{ page: StoredPage; status: string } | undefined> {
  const key = c.get("request").visitorKey;
  const cookie = key ? `${VISITOR_KEY_COOKIE}=${key}` : undefined;
  const answer = await askFront(c.executionCtx, c.req.raw, variant, cookie);
  if (!answer) return undefined;
  const plan = planOf(answer.headers);
  const body = new Uint8Array(await answer.arrayBuffer());
  if (!isSplicePlan(plan, body.length)) return undefined;
  const status = answer.headers.get("cf-cache-status") ?? "none";
  return { page: { body, headers: withoutFrontHeaders(answer.headers), plan }, status };
}

/**
 * What `Pages` answers for a page it rendered for the front cache: the shared copy with its tags
 * and lifetime when the render completed, could be spliced, and still belongs under the key it was
 * asked for (`variant`, with what this render read); else no content, and the shop's entrypoint
 * renders the page itself.
 */
export function answerForFront(
  c: Context<AppEnv>,
  response: Response,
  done: RenderDone | null,
  variant: string,
  slugs: readonly string[],
  contentVersion: number,
): Response {
  const shared = done ? sharedCopy(done.body, response.headers.get("content-security-policy")) : undefined;
  const asked = c.req.header(FRONT_KEY_HEADER) === variant;
  const request = c.get("request");
  const page = {
    channel: request.site.channel,
    locale: request.locale,
    contentVersion,
    shows: [...slugs, ...(done?.shows ?? [])],
  };
  const headers = frontHeadersOf(response, page, shared !== undefined && asked);
  if (!shared || !asked || headers.get(FRONT_LIFETIME_HEADER) === "no-store")
    return new Response(null, {
      status: 204,
      headers: { "cache-control": "no-store", [FRONT_LIFETIME_HEADER]: "no-store" },
    });
  headers.set(SPLICE_PLAN, JSON.stringify(shared.plan));
  headers.delete("content-length");
  return new Response(shared.body, { status: 200, headers });
}
