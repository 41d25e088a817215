/**
 * Limits of the content service client (specification section 9, "Content service"; section 8,
 * "Content service").
 */

/** Stories and links per page when paging (section 9). */
export const CONTENT_PER_PAGE = 25;

/** Requests per second (section 9). */
export const CONTENT_RATE_LIMIT_PER_SECOND = 5;

/** A 429 answer is retried up to this many times, this far apart (sections 8 and 9). */
export const CONTENT_RATE_LIMIT_RETRIES = 10;
export const CONTENT_RATE_LIMIT_RETRY_DELAY_MS = 300;

/** The message the client reports when it gives up on the rate limit (section 8). */
export const CONTENT_RATE_LIMIT_MESSAGE = "Hit rate limit";
