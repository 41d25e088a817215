/**
 * Security headers on every answer. Scripts come only from our own origin.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.ts";

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.res = new Response(c.res.body, c.res);
    const h = c.res.headers;
    h.set("x-content-type-options", "nosniff");
    h.set("referrer-policy", "strict-origin-when-cross-origin");
    h.set("x-frame-options", "SAMEORIGIN");
    h.set("permissions-policy", "camera=(), microphone=(), geolocation=()");
  };
}
