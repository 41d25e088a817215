/**
 * Answers of the customer area are about one visitor: never stored by a shared cache.
 */
import type { MiddlewareHandler } from "hono";

const PRIVATE_PREFIXES = [
  "/customer",
  "/web-api/newsletter",
  "/web-api/voucher",
  "/web-api/contact",
  "/gift-voucher",
  "/whitelabel",
  "/dev/",
];

export function privateAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (
      PRIVATE_PREFIXES.some((prefix) => c.req.path.startsWith(prefix)) ||
      c.req.path.endsWith("/newsletter/subscribe")
    ) {
      c.header("cache-control", "private, no-store");
    }
  };
}
