/**
 * Rate limits of the upload and conversion paths (section 7, toolbox and customer pictures): each
 * request keeps up to 10 MB for a day, so a network address gets a fixed number of them per hour.
 * Counted before the body is read, in one D1 statement (backend/customers/rate-limit.ts, decision
 * 047); over the limit the answer is 429 with `Retry-After` and the reason in the call's locale.
 * Every attempt counts, a refused or failed one too: the cost is the upload, not the result.
 */
import type { MiddlewareHandler } from "hono";
import { type Limit, bucket, take, tooMany } from "../customers/rate-limit.ts";
import { shopOf } from "../customers/shop.ts";
import type { BackendAppEnv } from "../env.ts";

const HOUR = 3_600_000;

/** Optimise and convert requests per address an hour. */
export const TOOLBOX_PER_ADDRESS: Limit = { name: "toolbox-address", max: 30, windowMs: HOUR };
/** Customer picture uploads per address an hour (a photo book takes a hundred or more pictures). */
export const CUSTOMER_PICTURE_PER_ADDRESS: Limit = { name: "customer-picture-address", max: 200, windowMs: HOUR };

/** Refuses the request with 429 once the address has used up `limit` in the current window. */
export function limitedPerAddress(limit: Limit): MiddlewareHandler<BackendAppEnv> {
  return async (c, next) => {
    const wait = await take(c.env.DB, [await bucket(limit, shopOf(c).clientAddress)]);
    if (wait > 0) return tooMany(c, "toolbox.tooMany", wait);
    await next();
  };
}
