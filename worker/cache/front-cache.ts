/**
 * Cloudflare's cache in front of the worker (Workers Cache, decision 198), as the HTML cache's
 * shared tier when `EDGE_CACHE=front`. Its key is the entrypoint, path and query, version and
 * `ctx.props`, never the host or a cookie (cloudflare-docs `workers/cache/cache-keys.mdx`), so the
 * shop's own entrypoint stays uncached and asks a cached `Pages` entrypoint for the shared body of a
 * page through `ctx.exports`: the host in `ctx.props` (the documented way to keep tenants apart),
 * and the page's variant key (`html-cache-key.ts`: platform, audience, generations, ordering
 * window, query, the treatments of the flags it reads) as `cf.cacheKey`.
 *
 * The stored answer says how long that cache keeps it in `Cloudflare-CDN-Cache-Control`, which
 * Cloudflare reads before `Cache-Control` and strips (cloudflare-docs `workers/cache/configuration.mdx`,
 * "Header precedence"), and carries its `Cache-Tag`s (`front-tags.ts`). The visitor's answer is
 * made from it by the shop's entrypoint with the visitor's own parts (`html-cache.ts`) and
 * the `Cache-Control` of a person's page: the browser is never told it may keep one.
 */
import { CACHE_TAG_HEADER, type TaggedPage, cacheTagHeader, tagsOf } from "./front-tags.ts";
import { CACHE_CONTROL } from "./cache-control.ts";

/** The header that gives the front cache its lifetime, ahead of `Cache-Control`. */
export const FRONT_LIFETIME_HEADER = "cloudflare-cdn-cache-control";

/** How long the front cache keeps a page (`cache-control.ts`). */
export const FRONT_LIFETIME = CACHE_CONTROL.frontEntry;

/** What the front cache would refuse anyway (cloudflare-docs `workers/cache/configuration.mdx`, "Automatic bypass conditions"), refused here first. */
function shareable(response: Response): boolean {
  const control = response.headers.get("cache-control") ?? "";
  return (
    response.status === 200 &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !response.headers.has("set-cookie") &&
    !/private|no-store/.test(control) &&
    !(response.headers.get("vary") ?? "").split(",").some((name) => /^\s*(cookie|\*)\s*$/i.test(name))
  );
}

/**
 * The headers of a page as the front cache keeps it: its lifetime and tags, or `no-store` when it
 * may not be kept (a person's page, an error, a page whose tags do not fit). `complete`: the render
 * said every part completed; only a whole page is kept (decision 090).
 */
export function frontHeadersOf(response: Response, page: TaggedPage, complete: boolean): Headers {
  const headers = new Headers(response.headers);
  const tags = complete && shareable(response) ? tagsOf(page) : null;
  const value = tags && cacheTagHeader(tags);
  if (value) {
    headers.set(FRONT_LIFETIME_HEADER, FRONT_LIFETIME);
    headers.set(CACHE_TAG_HEADER, value);
  } else {
    headers.delete(CACHE_TAG_HEADER);
    headers.set(FRONT_LIFETIME_HEADER, "no-store");
    headers.set("cache-control", "no-store");
  }
  return headers;
}

/** Headers meant for the front cache only: never handed on to the visitor. */
export const FRONT_ONLY_HEADERS = [FRONT_LIFETIME_HEADER, "cdn-cache-control", CACHE_TAG_HEADER] as const;

/** The answer of the `Pages` entrypoint without what only the front cache reads. */
export function withoutFrontHeaders(headers: Headers): Headers {
  const out = new Headers(headers);
  for (const name of FRONT_ONLY_HEADERS) out.delete(name);
  return out;
}

/** What the `Pages` entrypoint is called with: who the page is for (`ctx.props`) and its variant (`cf.cacheKey`). */
export interface FrontProps {
  host: string;
}

/**
 * The request that asks the `Pages` entrypoint for a page's shared body: no cookie and no
 * `Authorization` (either would make the front cache skip it, and no shared body may depend on
 * them), the variant key's path and query as the cache key, and the host as the caller's props.
 */
export function frontRequestOf(request: Request, variantKey: string): { request: Request; props: FrontProps } {
  const key = new URL(variantKey);
  const headers = new Headers(request.headers);
  headers.delete("cookie");
  headers.delete("authorization");
  return {
    request: new Request(request.url, { method: "GET", headers, cf: { cacheKey: key.pathname + key.search } }),
    props: { host: key.host },
  };
}
