/**
 * Calls of the browser to the BFF (section 7): same origin under the provided context's `bffUrl`,
 * credentials included, the page's locale in the BFF locale header, and the CSRF proof of the
 * proxy (docs/decisions/043) on every state-changing call.
 */
import { CSRF_BROWSER_COOKIE, CSRF_HEADER } from "../../shared/bff/csrf.ts";
import { SHOP_LOCALE_HEADER } from "../../shared/bff/headers.ts";
import { CONTEXT_ELEMENT_ID, type ProvidedContext } from "../../shared/site/context.ts";
import { reportFailure } from "./report.ts";

let provided: ProvidedContext | undefined;

/** The provided context the worker serialised into the page (section 3). */
export function providedContext(): ProvidedContext {
  provided ??= JSON.parse(document.getElementById(CONTEXT_ELEMENT_ID)?.textContent ?? "{}") as ProvidedContext;
  return provided;
}

function cookie(name: string): string | undefined {
  const entry = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return entry?.slice(name.length + 1);
}

/** The CSRF token from its cookie, fetched from the proxy when the page has none yet. */
export async function csrfToken(): Promise<string> {
  const existing = cookie(CSRF_BROWSER_COOKIE);
  if (existing) return existing;
  const res = await fetch(`${providedContext().bffUrl}/csrf`, { credentials: "include" });
  return ((await res.json()) as { token: string }).token;
}

export interface BffAnswer<T> {
  ok: boolean;
  status: number;
  data: T;
}

/** An error answer of the customer calls (section 7): message.text and, for forms, payload.errors. */
export interface BffErrorData {
  message?: { text?: string };
  payload?: { errors?: Record<string, string> };
}

export async function bffCall<T>(method: string, path: string, body?: unknown): Promise<BffAnswer<T>> {
  const headers: Record<string, string> = {
    accept: "application/json",
    [SHOP_LOCALE_HEADER]: providedContext().currentLocale,
  };
  if (method !== "GET") headers[CSRF_HEADER] = await csrfToken();
  if (body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(`${providedContext().bffUrl}${path}`, {
    method,
    headers,
    credentials: "include",
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let data: unknown = {};
  try {
    data = await res.json();
  } catch (error) {
    // an answer without JSON (an empty one, a proxy's or network's error page) carries no data
    if (!res.ok || res.headers.get("content-type")?.includes("json"))
      reportFailure("bff-answer-unreadable", error, { method, path: pathOf(path), status: res.status });
  }
  return { ok: res.ok, status: res.status, data: data as T };
}

/** The path without query, for log lines (a query may carry what the visitor typed). */
function pathOf(path: string): string {
  return (path.split("?")[0] ?? "").slice(0, 200);
}

/**
 * A BFF call as islands make it: a failure to reach the BFF at all is reported once here
 * (`bff-call-failed`) and answered undefined, so the caller shows its own "try again" text.
 */
export function bffTry<T>(method: string, path: string, body?: unknown): Promise<BffAnswer<T> | undefined> {
  return bffCall<T>(method, path, body).catch((error: unknown) => {
    reportFailure("bff-call-failed", error, { method, path: pathOf(path) });
    return undefined;
  });
}
