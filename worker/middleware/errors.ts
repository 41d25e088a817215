/**
 * The worker's one error handler and its one not-found handler (section 2, "Error page";
 * section 8; STYLE habit 12). On a page, a route's PageError becomes its 404 or 4xx error page;
 * anything else is logged and answered with the 500 (or 503) error page. Outside the pages (no
 * request context yet) a bad configuration is named in the log (`config-invalid`), anything else is
 * a global error, and the answer is a plain 500. Details reach the visitor only when the debug flag
 * is on (see `renderErrorPage`).
 */
import type { ErrorHandler, NotFoundHandler } from "hono";
import { BffError } from "../bff/client.ts";
import { DependencyUnavailable } from "../bff/deadline.ts";
import { ContentApiError } from "../content/client.ts";
import type { AppEnv } from "../env.ts";
import { renderErrorPage } from "../render/error-page.tsx";
import { PageError, routeNotFound } from "../render/page-error.ts";
import { ShellRenderError } from "../render/render-error.ts";
import { describeError, logEvent } from "../log.ts";
import { ConfigError } from "../../shared/config/config-error.ts";

/** Code for an unhandled error outside rendering; the specification sends these to the logger. */
export const GLOBAL_ERROR_CODE = "global-app-error";

/** A page whose data did not come in time, or whose backend answered 5xx: 503, not 500. */
function isUnavailable(error: unknown): boolean {
  if (error instanceof DependencyUnavailable) return true;
  if (error instanceof BffError) return error.status >= 500;
  return error instanceof ContentApiError && (error.status === 503 || error.status === 504);
}

/** Logged when the configuration is bad: every bad variable is named. */
const CONFIG_INVALID = "config-invalid";

export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  c.set("cache", "none");
  const request = c.get("request");
  if (!request) {
    if (error instanceof ConfigError) logEvent("error", CONFIG_INVALID, { problems: error.problems });
    else logEvent("error", GLOBAL_ERROR_CODE, { path: c.req.path, ...describeError(error) });
    return c.text("Internal Server Error", 500);
  }
  if (error instanceof PageError) {
    if (error.code) logEvent("warn", error.code, { path: request?.path, message: error.message });
    return renderErrorPage(c, { status: error.status, message: error.message, error });
  }
  if (error instanceof ShellRenderError) {
    return renderErrorPage(c, { status: 500, message: "Internal Server Error", error: error.failure });
  }
  logEvent("error", GLOBAL_ERROR_CODE, { path: request?.path, ...describeError(error) });
  if (isUnavailable(error)) return renderErrorPage(c, { status: 503, message: "Service Unavailable", error });
  return renderErrorPage(c, { status: 500, message: "Internal Server Error", error });
};

/**
 * The one not-found handler. A page path no page route takes: the 404 error page, or 405 for a
 * method pages do not answer. A path of another area (`/bff/…`, `/_content/…`): a 404 in the
 * proxy's JSON shape, kept by no one.
 */
export const notFound: NotFoundHandler<AppEnv> = (c) => {
  c.set("cache", "none");
  const request = c.get("request");
  if (!request) return c.json({ error: true, message: { text: "Not found" } }, 404);
  if (c.req.method !== "GET" && c.req.method !== "HEAD")
    return c.text("Method Not Allowed", 405, { allow: "GET, HEAD" });
  const error = routeNotFound(request.path);
  return renderErrorPage(c, { status: error.status, message: error.message });
};
