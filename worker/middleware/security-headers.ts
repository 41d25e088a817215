/**
 * Security headers on every answer, through hono's `secure-headers` middleware.
 * Pages bring their own Content-Security-Policy with the page's nonce (render/render-page.tsx,
 * middleware/csp.ts) and the middleware keeps a header an answer set itself (`overwrite: false`);
 * every other answer gets a policy that runs no script. HSTS in production, never on localhost.
 * Only the headers below: hono's other defaults (cross-origin opener and
 * resource policies, DNS prefetch off, ...) are switched off, since they would block the payment
 * windows, pictures in mails and the prefetching the pages ask for.
 */
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { configOf } from "../config/config.ts";
import type { AppEnv } from "../env.ts";

/** Two years, subdomains included: every host of the shop is HTTPS only. */
export const HSTS = "max-age=63072000; includeSubDomains";

const OUR_HEADERS_ONLY = {
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;

function headersWith(strictTransportSecurity: string | false) {
  return secureHeaders({
    ...OUR_HEADERS_ONLY,
    overwrite: false,
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "SAMEORIGIN",
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    strictTransportSecurity,
    // Answers that are not pages (JSON, the backend's stand-in pages): no script at all.
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "https:"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'self'"],
    },
  });
}

const withHsts = headersWith(HSTS);
const withoutHsts = headersWith(false);

function isLocalhost(hostname: string): boolean {
  return (
    hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]"
  );
}

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const hsts = !configOf(c.env).development && !isLocalhost(new URL(c.req.url).hostname);
    await (hsts ? withHsts : withoutHsts)(c, async () => {
      await next();
      // A proxied answer's headers are immutable; a copy takes ours.
      c.res = new Response(c.res.body, c.res);
    });
  };
}
