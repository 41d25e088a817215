/**
 * The one way the renderer reaches a backend (ARCHITECTURE "Rules"): the embedded backend over the
 * `BACKEND` service binding, or a real BFF when `BFF_URL` is set. Every call carries the
 * channel-plus-country code and the locale (section 7), and ends within its deadline
 * (`bff/deadline.ts`): a backend that accepts but never answers cannot hold a page.
 */
import { SHOP_CODE_HEADER, SHOP_LOCALE_HEADER } from "../../shared/bff/headers.ts";
import { configOf } from "../config/config.ts";
import type { Env } from "../env.ts";
import type { RequestContext } from "../site/request-context.ts";
import { backendCookieHeader } from "./cookies.ts";
import {
  DependencyUnavailable,
  type Dependency,
  PAGE_CALL_TIMEOUT_MS,
  type TimedOut,
  withDeadline,
} from "./deadline.ts";

/**
 * What a call needs to know of the request: the site (channel-plus-country code) and the locale,
 * and, for a page's calls, the request's memory of dependencies that timed out.
 */
export type BffCaller = Pick<RequestContext, "site" | "locale"> & Partial<Pick<RequestContext, "timedOut">>;

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

export interface CallOptions {
  /** Deadline of the call; page data by default. */
  timeoutMs?: number;
  /** What the call is counted as when it times out (the embedded content API is on the backend). */
  dependency?: Dependency;
  /** The request's memory of dependencies that timed out; the caller's by default. */
  timedOut?: TimedOut;
}

function send(
  env: Env,
  request: BffCaller | undefined,
  path: string,
  init: RequestInit,
  signal: AbortSignal,
): Promise<Response> {
  const { bffUrl } = configOf(env);
  const base = bffUrl ?? EMBEDDED_BASE;
  const headers = new Headers(init.headers);
  // The browser's `__Host-` cookies under the backend's own names; no other cookie goes on.
  const cookies = headers.get("cookie");
  if (cookies !== null) {
    const forwarded = backendCookieHeader(cookies);
    if (forwarded) headers.set("cookie", forwarded);
    else headers.delete("cookie");
  }
  if (request) {
    headers.set(SHOP_CODE_HEADER, request.site.code);
    headers.set(SHOP_LOCALE_HEADER, request.locale);
  }
  const outgoing = new Request(base + path, { ...init, headers, signal });
  if (!bffUrl) {
    if (!env.BACKEND) throw new Error("neither BFF_URL nor the BACKEND service binding is configured");
    return env.BACKEND.fetch(outgoing);
  }
  return fetch(outgoing);
}

/** Sends a request to the backend; `path` starts with `/` and may carry a query. */
export function bffFetch(
  env: Env,
  request: BffCaller | undefined,
  path: string,
  init: RequestInit = {},
  options: CallOptions = {},
): Promise<Response> {
  return withDeadline(
    options.dependency ?? "backend",
    options.timeoutMs ?? PAGE_CALL_TIMEOUT_MS,
    options.timedOut ?? request?.timedOut,
    (signal) => send(env, request, path, init, signal),
    init.signal,
  );
}

/** GETs JSON; a non-2xx answer is a BffError with its status. The body is read within the deadline too. */
export function bffJson<T>(env: Env, request: BffCaller | undefined, path: string, init: RequestInit = {}): Promise<T> {
  return withDeadline(
    "backend",
    PAGE_CALL_TIMEOUT_MS,
    request?.timedOut,
    async (signal) => {
      const res = await send(env, request, path, init, signal);
      if (!res.ok) throw new BffError(res.status, path);
      return (await res.json()) as T;
    },
    init.signal,
  );
}

/**
 * The backend is down for this page (no answer, no connection, or a 5xx), as opposed to a refusal
 * of this request (a 4xx): such pages answer the error page with 503.
 */
export function isBackendDown(error: unknown): boolean {
  if (error instanceof DependencyUnavailable) return true;
  if (error instanceof BffError) return error.status >= 500;
  return !(error instanceof SyntaxError);
}

/** Throws the page's 503 when the backend is down; returns for a refusal of this request. */
export function rethrowIfDown(error: unknown): void {
  if (isBackendDown(error))
    throw error instanceof DependencyUnavailable ? error : new DependencyUnavailable("backend", "failed");
}
