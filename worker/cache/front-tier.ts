/**
 * The two sides of the front cache (decision 198): the shop's entrypoint asks the `Pages`
 * entrypoint for a page's shared body (`askFront`), and `Pages` answers what the front cache may
 * keep (`frontAnswer`). Both run the same app; which side a request is on is told by the props the
 * `Pages` entrypoint was called with. Purges reach the front cache through `Pages` too, because a
 * purge only reaches the entries of the entrypoint that calls it (cloudflare-docs
 * `workers/cache/purge.mdx`, "Purge modes").
 */
import type { Channel } from "../../shared/site/sites.ts";
import { configOf } from "../config/config.ts";
import { logEvent } from "../log.ts";
import { CACHE_CONTROL } from "./cache-control.ts";
import { FRONT_LIFETIME, FRONT_LIFETIME_HEADER, type FrontProps, frontRequestOf } from "./front-cache.ts";
import { type PurgeCall, frontPurgeBatcher, frontTagsOf } from "./front-purge.ts";
import type { PurgeTarget } from "./purge.ts";

/** Where `Pages` takes a purge; only the shop's entrypoint can reach `Pages` (`ctx.exports`). */
export const FRONT_PURGE_PATH = "/__front/purge";
/** The variant key `Pages` was asked under, so that it can refuse to answer for another one. */
export const FRONT_KEY_HEADER = "x-front-key";

type PagesBinding = (options: { props: FrontProps }) => Fetcher;

/** What of an execution context the front tier uses (hono types its own `executionCtx` apart from the runtime's). */
interface LoopbackContext {
  waitUntil(promise: Promise<unknown>): void;
  readonly exports?: unknown;
  readonly props?: unknown;
}

function pagesOf(ctx: LoopbackContext): PagesBinding | undefined {
  return (ctx.exports as { Pages?: PagesBinding } | undefined)?.Pages;
}

/** The props of the `Pages` entrypoint when this request runs there, else undefined. */
export function frontPropsOf(ctx: LoopbackContext): FrontProps | undefined {
  const props = ctx.props as Partial<FrontProps> | undefined;
  return typeof props?.host === "string" ? (props as FrontProps) : undefined;
}

/**
 * The shared page from the front cache (or rendered by `Pages` for it), or undefined when there is
 * no `Pages` entrypoint or it answered anything but a page.
 */
export async function askFront(
  ctx: LoopbackContext,
  request: Request,
  variantKey: string,
  visitorCookie: string | undefined,
): Promise<Response | undefined> {
  const pages = pagesOf(ctx);
  if (!pages) return undefined;
  const asked = frontRequestOf(request, variantKey);
  // The treatments in the key come from the visitor key: `Pages` evaluates the same ones.
  if (visitorCookie) asked.request.headers.set("cookie", visitorCookie);
  asked.request.headers.set(FRONT_KEY_HEADER, variantKey);
  const answer = await pages({ props: asked.props }).fetch(asked.request);
  if (answer.status === 200 && (answer.headers.get("content-type") ?? "").startsWith("text/html")) return answer;
  await answer.body?.cancel();
  return undefined;
}

/**
 * The answer of `Pages` once the page middleware has run: a page the front cache may keep carries
 * nothing that would make it skip it or split it per visitor: the visitor's cache-control is the
 * shop entrypoint's to add, and `Vary` on the user agent or the cookie would keep one copy per
 * browser (the front cache compares them verbatim) where the key already holds the audience and the
 * treatments. Anything that sets a cookie is never kept.
 */
export function pagesAnswer(response: Response): Response {
  const headers = new Headers(response.headers);
  const kept = (headers.get(FRONT_LIFETIME_HEADER) ?? "no-store") !== "no-store" && !headers.has("set-cookie");
  if (kept) {
    // The same lifetime as the front cache's own header: Cloudflare's docs say `must-revalidate` on an
    // answer turns off serving it stale, so nothing may hang on which of the two headers it reads.
    headers.set("cache-control", FRONT_LIFETIME);
    const vary = (headers.get("vary") ?? "")
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name && !["cookie", "user-agent"].includes(name.toLowerCase()));
    if (vary.length) headers.set("vary", vary.join(", "));
    else headers.delete("vary");
  } else {
    headers.set(FRONT_LIFETIME_HEADER, "no-store");
    headers.set("cache-control", CACHE_CONTROL.none);
  }
  return new Response(response.body, { status: response.status, headers });
}

/** The purge call of the shop's entrypoint: sent to `Pages`, which purges its own entries. */
export function purgeThroughPages(ctx: LoopbackContext): PurgeCall | undefined {
  const pages = pagesOf(ctx);
  if (!pages) return undefined;
  return async ({ tags }) => {
    const answer = await pages({ props: { host: "" } }).fetch(
      new Request(`https://pages.internal${FRONT_PURGE_PATH}`, { method: "POST", body: JSON.stringify({ tags }) }),
    );
    return (await answer.json()) as Awaited<ReturnType<PurgeCall>>;
  };
}

/** What became of a content purge in the front cache: queued, off (`EDGE_CACHE`), or no `Pages` entrypoint. */
export type FrontPurgeState = "queued" | "off" | "unavailable";

/**
 * Queues the front cache's purge of what a content purge touched (`front-purge.ts`); the request
 * stays alive until its batch was sent. The content purge itself has happened already.
 */
export function queueFrontPurge(
  ctx: LoopbackContext,
  env: object,
  channel: Channel,
  target: PurgeTarget,
): FrontPurgeState {
  if (!configOf(env).frontCache) return "off";
  const call = purgeThroughPages(ctx);
  if (!call) return "unavailable";
  const sent = frontPurgeBatcher(env).add(channel, frontTagsOf(channel, target), call);
  ctx.waitUntil(
    sent.then((outcome) =>
      logEvent("info", "front-purged", {
        calls: outcome.calls,
        purged: outcome.purged.length,
        failed: outcome.failed.length,
        deferred: outcome.deferred.length,
        collapsed: outcome.collapsed,
      }),
    ),
  );
  return "queued";
}
