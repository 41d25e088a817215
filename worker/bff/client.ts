/**
 * The one way the renderer reaches a backend (ARCHITECTURE "Rules"): the embedded backend over the
 * `BACKEND` service binding, or a real BFF when `BFF_URL` is set. Every call carries the
 * channel-plus-country code and the locale (section 7).
 */
import { SHOP_CODE_HEADER, SHOP_LOCALE_HEADER } from "../../shared/bff/headers.ts";
import type { Env } from "../env.ts";
import type { RequestContext } from "../site/request-context.ts";

/** What a call needs to know of the request: the site (channel-plus-country code) and the locale. */
export type BffCaller = Pick<RequestContext, "site" | "locale">;

/** Base the service binding is addressed with; the host is not used by the binding. */
const EMBEDDED_BASE = "http://backend.internal";

export class BffError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
  ) {
    super(`BFF ${status} for ${path}`);
    this.name = "BffError";
  }
}

/** Sends a request to the backend; `path` starts with `/` and may carry a query. */
export function bffFetch(env: Env, request: BffCaller | undefined, path: string, init: RequestInit = {}): Promise<Response> {
  const base = env.BFF_URL?.replace(/\/+$/, "") || EMBEDDED_BASE;
  const headers = new Headers(init.headers);
  if (request) {
    headers.set(SHOP_CODE_HEADER, request.site.code);
    headers.set(SHOP_LOCALE_HEADER, request.locale);
  }
  const outgoing = new Request(base + path, { ...init, headers });
  if (!env.BFF_URL) {
    if (!env.BACKEND) throw new Error("neither BFF_URL nor the BACKEND service binding is configured");
    return env.BACKEND.fetch(outgoing);
  }
  return fetch(outgoing);
}

/** GETs JSON; a non-2xx answer is a BffError with its status. */
export async function bffJson<T>(env: Env, request: BffCaller | undefined, path: string, init: RequestInit = {}): Promise<T> {
  const res = await bffFetch(env, request, path, init);
  if (!res.ok) throw new BffError(res.status, path);
  return (await res.json()) as T;
}
