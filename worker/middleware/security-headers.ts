/**
 * Security headers on every answer. Pages bring their own Content-Security-Policy with the page's
 * nonce (render/render-page.tsx, middleware/csp.ts); every other answer gets one that runs no
 * script. HSTS in production, never on localhost (issue 16, part 4).
 */
import type { MiddlewareHandler } from "hono";
import { configOf } from "../config/config.ts";
import type { AppEnv } from "../env.ts";
import { NON_PAGE_POLICY } from "./csp.ts";
import { requestUrl } from "../site/request-context.ts";

/** Two years, subdomains included: every host of the shop is HTTPS only. */
export const HSTS = "max-age=63072000; includeSubDomains";

function isLocalhost(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]";
}

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.res = new Response(c.res.body, c.res);
    const h = c.res.headers;
    h.set("x-content-type-options", "nosniff");
    if (!h.has("referrer-policy")) h.set("referrer-policy", "strict-origin-when-cross-origin");
    h.set("x-frame-options", "SAMEORIGIN");
    h.set("permissions-policy", "camera=(), microphone=(), geolocation=()");
    if (!h.has("content-security-policy")) h.set("content-security-policy", NON_PAGE_POLICY);
    if (!configOf(c.env).development && !isLocalhost(requestUrl(c.req.raw).hostname)) h.set("strict-transport-security", HSTS);
  };
}
