/**
 * The Storyblok client of a channel (section 7 "Content calls", section 9 "Content service"):
 * `storyblok-js-client` with an explicit version on every call, 429 retried up to 10 times 300 ms
 * apart ('Hit rate limit' reported), any other non-2xx rejected with its status text. Without an
 * access token for the channel the client talks to the embedded content API (decision 010).
 */
import StoryblokClient from "storyblok-js-client";
import { EMBEDDED_CONTENT_PATH, EMBEDDED_TOKENS } from "../../shared/content/embedded-space.ts";
import {
  CONTENT_PER_PAGE,
  CONTENT_RATE_LIMIT_MESSAGE,
  CONTENT_RATE_LIMIT_PER_SECOND,
  CONTENT_RATE_LIMIT_RETRIES,
  CONTENT_RATE_LIMIT_RETRY_DELAY_MS,
} from "../../shared/config/content-service.ts";
import type { Channel } from "../../shared/site/sites.ts";
import { bffFetch } from "../bff/client.ts";
import { DependencyUnavailable, PAGE_CALL_TIMEOUT_MS, type TimedOut, withDeadline } from "../bff/deadline.ts";
import { configOf } from "../config/config.ts";
import type { Env } from "../env.ts";
import { logEvent } from "../log.ts";

/** Section 9: 25 per page, 10 retries 300 ms apart, 5 requests per second (50 uuids per batch is the client's own). */
export const PER_PAGE = CONTENT_PER_PAGE;
export const MAX_RETRIES = CONTENT_RATE_LIMIT_RETRIES;
export const RETRY_DELAY_MS = CONTENT_RATE_LIMIT_RETRY_DELAY_MS;
export const RATE_LIMIT_PER_SECOND = CONTENT_RATE_LIMIT_PER_SECOND;

/** The base the client builds URLs on when it talks to the embedded API; only the path is used. */
const EMBEDDED_ENDPOINT = `http://content.internal${EMBEDDED_CONTENT_PATH}`;

export type ContentVersion = "published" | "draft";

/** A non-2xx answer of the content API, with its status and status text (section 8). */
export class ContentApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(statusText || `content API answered ${status}`);
    this.name = "ContentApiError";
  }
}

export interface ContentSource {
  channel: Channel;
  token: string;
  /** The token that reads drafts and that editor tokens are checked against; none means no preview. */
  previewToken?: string;
  embedded: boolean;
}

/**
 * The channel's access token from the environment (a Storyblok preview token, so it is also the
 * preview token), or the embedded space's public and preview tokens.
 */
export function contentSource(env: Env, channel: Channel): ContentSource {
  const { storyblok } = configOf(env);
  const token = storyblok.tokens[channel];
  if (token) return { channel, token, previewToken: token, embedded: false };
  return {
    channel,
    token: EMBEDDED_TOKENS[channel],
    previewToken: storyblok.embeddedPreviewTokens[channel],
    embedded: true,
  };
}

/** The source as drafts are read: with its preview token. */
export function draftSource(source: ContentSource): ContentSource {
  if (!source.previewToken) throw new Error(`no preview token for ${source.channel}`);
  return { ...source, token: source.previewToken };
}

/** Reports every 429 as it arrives; the client then waits and retries. */
function reportingRateLimits(inner: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    if (response.status === 429) logEvent("warn", "storyblok-rate-limit", { message: CONTENT_RATE_LIMIT_MESSAGE });
    return response;
  };
}

export interface ClientOptions {
  /** Replaces the transport; tests use it to play a content service that answers 429. */
  fetch?: typeof fetch;
  /** The request's memory of dependencies that timed out (`RequestContext.timedOut`); the client's own by default. */
  timedOut?: TimedOut;
}

/** A content call that did not answer in time reads as a 504 of the content service. */
async function gatewayTimeoutOnDeadline(call: () => Promise<Response>): Promise<Response> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DependencyUnavailable)
      return new Response(JSON.stringify({ error: error.message }), { status: 504, statusText: "Gateway Timeout" });
    throw error;
  }
}

/**
 * Every content call ends within its deadline (decision 087), and once one timed out the
 * client's further calls in the same request fail at once. The embedded content API
 * is on the backend, so it counts as the backend: a page whose customer call timed out does not
 * wait for its error page's content a second time.
 */
export function createContentClient(env: Env, source: ContentSource, options: ClientOptions = {}): StoryblokClient {
  const timedOut = options.timedOut ?? new Set();
  const embeddedFetch: typeof fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return gatewayTimeoutOnDeadline(() =>
      bffFetch(
        env,
        undefined,
        url.pathname + url.search,
        { method: "GET", headers: init?.headers, signal: init?.signal },
        { timedOut },
      ),
    );
  };
  const external = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const externalFetch: typeof fetch = (input, init) =>
    gatewayTimeoutOnDeadline(() =>
      withDeadline(
        "content",
        PAGE_CALL_TIMEOUT_MS,
        timedOut,
        (signal) => external(input, { ...init, signal }),
        init?.signal,
      ),
    );
  const transport = source.embedded && !options.fetch ? embeddedFetch : externalFetch;
  return new StoryblokClient({
    accessToken: source.token,
    endpoint: source.embedded ? EMBEDDED_ENDPOINT : undefined,
    region: source.embedded ? undefined : configOf(env).storyblok.region,
    fetch: reportingRateLimits(transport),
    maxRetries: MAX_RETRIES,
    retriesDelay: RETRY_DELAY_MS,
    rateLimit: RATE_LIMIT_PER_SECOND,
    cache: { clear: "manual", type: "none" },
  });
}

/** Turns whatever the client rejected with into a ContentApiError. */
export function asContentApiError(error: unknown): ContentApiError {
  if (error instanceof ContentApiError) return error;
  const e = error as { status?: number; message?: string; response?: { statusText?: string } } | undefined;
  return new ContentApiError(e?.status ?? 0, e?.response?.statusText || e?.message || "content API unreachable");
}
