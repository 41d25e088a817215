/**
 * Purge of the cache in front of the worker by tag (decision 198), batched within the documented
 * rate. That cache's purge always has the Free plan's limits, whatever the account's plan
 * (cloudflare-docs `workers/cache/limitations.mdx`): 5 calls a minute, a bucket of 25, at most 100
 * tags a call (`src/content/plans/index.json`, `purge_limits`). So the purges of one isolate are
 * gathered for `FRONT_PURGE_WINDOW_MS` (a publish sends one webhook per story), sent 100 tags a
 * call while this isolate's bucket has tokens, and collapsed to their channels' tags when it has
 * too few. A purge that is refused or cannot be sent is logged and left: every page's key carries
 * the KV generations the same purge advanced (decision 090), so the page is abandoned anyway once
 * KV has propagated; the tag purge only makes it instant.
 */
import type { Channel } from "../../shared/site/sites.ts";
import { describeError, logEvent } from "../log.ts";
import { channelTag, slugTag } from "./front-tags.ts";
import type { PurgeTarget } from "./purge.ts";

/** The purge limits of Workers Cache (the Free plan's, for every plan). */
export const FRONT_PURGE_LIMITS = { tagsPerCall: 100, bucket: 25, refillPerMinute: 5 } as const;
/** How long an isolate gathers purges before sending them. */
export const FRONT_PURGE_WINDOW_MS = 1000;

/** `ctx.cache.purge` as the runtime types it (`CachePurgeOptions`, `CachePurgeResult`). */
export type PurgeCall = (options: { tags: string[] }) => Promise<{
  success: boolean;
  errors: { code: number; message: string }[];
}>;

export interface FrontPurgeOutcome {
  /** Tags sent in calls that succeeded. */
  purged: string[];
  /** Tags of calls that were refused or threw. */
  failed: string[];
  /** Tags not sent: no token was left. */
  deferred: string[];
  /** True when the batch was sent as its channels' tags instead of its own. */
  collapsed: boolean;
  calls: number;
}

/** The tags a purge of the content cache names in the front cache. */
export function frontTagsOf(channel: Channel, target: PurgeTarget): string[] {
  return target.kind === "slug" ? [slugTag(channel, target.slug)] : [channelTag(channel)];
}

interface Clock {
  now: () => number;
  wait: (ms: number) => Promise<void>;
}

const realClock: Clock = { now: Date.now, wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

/** A token bucket as Cloudflare's purge limiter is documented: full at first, refilled at a steady rate. */
class TokenBucket {
  #tokens: number = FRONT_PURGE_LIMITS.bucket;
  #at: number;
  constructor(private readonly clock: Clock) {
    this.#at = clock.now();
  }

  available(): number {
    const now = this.clock.now();
    const refilled = ((now - this.#at) / 60_000) * FRONT_PURGE_LIMITS.refillPerMinute;
    this.#tokens = Math.min(FRONT_PURGE_LIMITS.bucket, this.#tokens + refilled);
    this.#at = now;
    return Math.floor(this.#tokens);
  }

  take(count: number): void {
    this.#tokens -= count;
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** One isolate's purges of the front cache: gathered, batched and kept within the rate. */
export class FrontPurgeBatcher {
  #pending = new Map<string, Channel>();
  #call: PurgeCall | undefined;
  #flush: Promise<FrontPurgeOutcome> | undefined;
  readonly #bucket: TokenBucket;

  constructor(private readonly clock: Clock = realClock) {
    this.#bucket = new TokenBucket(clock);
  }

  /**
   * Adds tags to the batch being gathered; the promise settles once that batch was sent. The first
   * purge of a window sends the whole batch, so its caller keeps the request alive (`waitUntil`).
   */
  add(channel: Channel, tags: readonly string[], call: PurgeCall): Promise<FrontPurgeOutcome> {
    for (const tag of tags) this.#pending.set(tag, channel);
    this.#call ??= call;
    this.#flush ??= this.clock.wait(FRONT_PURGE_WINDOW_MS).then(() => {
      const batch = this.#pending;
      const send = this.#call as PurgeCall;
      this.#pending = new Map();
      this.#call = undefined;
      this.#flush = undefined;
      return this.#send(batch, send);
    });
    return this.#flush;
  }

  async #send(batch: Map<string, Channel>, call: PurgeCall): Promise<FrontPurgeOutcome> {
    const outcome: FrontPurgeOutcome = { purged: [], failed: [], deferred: [], collapsed: false, calls: 0 };
    let calls = chunks([...batch.keys()], FRONT_PURGE_LIMITS.tagsPerCall);
    const available = this.#bucket.available();
    if (calls.length > available) {
      if (available === 0) {
        outcome.deferred = [...batch.keys()];
        logEvent("warn", "front-purge-deferred", { tags: outcome.deferred.length });
        return outcome;
      }
      // A channel's tag is on every page of the channel: fewer calls, more pages missed once.
      calls = [[...new Set(batch.values())].map(channelTag)];
      outcome.collapsed = true;
    }
    this.#bucket.take(calls.length);
    for (const tags of calls) {
      outcome.calls += 1;
      try {
        const result = await call({ tags });
        if (result.success) outcome.purged.push(...tags);
        else {
          outcome.failed.push(...tags);
          logEvent("warn", "front-purge-refused", { tags: tags.length, errors: result.errors });
        }
      } catch (error) {
        outcome.failed.push(...tags);
        logEvent("warn", "front-purge-failed", { tags: tags.length, ...describeError(error) });
      }
    }
    return outcome;
  }
}

const batchers = new WeakMap<object, FrontPurgeBatcher>();

/** The batcher of an environment's isolate. */
export function frontPurgeBatcher(env: object): FrontPurgeBatcher {
  let batcher = batchers.get(env);
  if (!batcher) {
    batcher = new FrontPurgeBatcher();
    batchers.set(env, batcher);
  }
  return batcher;
}
