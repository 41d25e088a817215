/**
 * Password hashes take turns (docs/decisions/040-password-hashing.md). A hash runs on the isolate's
 * only thread from start to end, so the gate runs one at a time, in the order they came, and lets
 * the isolate's other requests run between two turns (a waiter notices a free turn on its own
 * timer, a macrotask later). The wait is bounded by time, not by a number of places: a hash that
 * has not had its turn within `MAX_WAIT_MS` is refused (HashingBusy: 503 with Retry-After), well
 * inside the proxy's deadline for password calls (PASSWORD_CALL_TIMEOUT_MS, 30 s). A waiter costs
 * a timer and a few bytes; only the running hash holds its memory.
 */

/** The longest wait for a turn: the goal for a log-in at a busy moment; the hash and the request's D1 calls still end within the proxy's 30 s. */
export const MAX_WAIT_MS = 20_000;
/** Seconds a refused caller is asked to wait (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 5;
/**
 * How often a waiter looks for its turn: the next one every 2 ms, each place further back 10 ms
 * less often, up to every 100 ms. Turns take tens of milliseconds, so a waiter is looking often by
 * the time it is next, and sixty waiters do not cost the isolate thousands of wake-ups a second.
 */
const pollMs = (place: number) => Math.min(100, 2 + 10 * place);
/**
 * A waiter not seen for this long is gone (its request was cancelled, its code will not run again)
 * and loses its place, so it cannot hold up the queue behind it.
 */
const GONE_MS = 3000;

/**
 * After each turn the gate rests half as long as the turn took, so the isolate's other requests
 * (their D1 answers, the pages' content calls) get a third of the thread during a burst: without a
 * rest, waiters' timers came first and a visitor's call waited for the whole burst. A hash takes
 * tens of milliseconds; a longer turn waited on something, which needs no rest beyond MAX_REST_MS.
 */
const REST_SHARE = 0.5;
const MAX_REST_MS = 100;

export class HashingBusy extends Error {
  constructor() {
    super("password hashing is busy");
  }
}

interface Waiter {
  seen: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class HashingGate {
  /** When the running turn began; undefined when none runs. */
  #runningSince: number | undefined;
  /** The next turn begins no earlier than this: the rest after a turn. */
  #restUntil = 0;
  readonly #queue: Waiter[] = [];

  /** @param maxWaitMs the longest wait for a turn (tests shorten it) */
  constructor(public maxWaitMs: number) {}

  /** Hashes waiting for their turn. */
  get waiting(): number {
    return this.#queue.length;
  }

  /**
   * Runs `work` at its turn. Waiters poll with their own timers rather than being woken by the
   * request that ends a turn: workerd does not let one request resolve a promise another waits on.
   */
  async run<T>(work: () => T | Promise<T>): Promise<T> {
    const arrived = Date.now();
    const me: Waiter = { seen: arrived };
    this.#queue.push(me);
    try {
      while (this.#busy() || this.#queue[0] !== me) {
        const now = Date.now();
        if (now - arrived >= this.maxWaitMs) throw new HashingBusy();
        me.seen = now;
        this.#dropGone(now);
        await sleep(pollMs(this.#queue.indexOf(me)));
      }
    } finally {
      const at = this.#queue.indexOf(me);
      if (at >= 0) this.#queue.splice(at, 1);
    }
    const turn = Date.now();
    this.#runningSince = turn;
    try {
      return await work();
    } finally {
      // workerd's clock stands still while code runs, so the turn's length is read after a timer.
      await sleep(0);
      const ended = Date.now();
      this.#restUntil = ended + Math.min((ended - turn) * REST_SHARE, MAX_REST_MS);
      if (this.#runningSince === turn) this.#runningSince = undefined;
    }
  }

  /**
   * A turn runs, or the rest after it. A turn that began more than GONE_MS ago is gone: a hash runs
   * on the thread without a break and its turn closes a timer's tick later, so a turn open that
   * long belongs to a request that was cancelled mid-way and will not close it.
   */
  #busy(): boolean {
    const now = Date.now();
    if (now < this.#restUntil) return true;
    return this.#runningSince !== undefined && now - this.#runningSince <= GONE_MS;
  }

  #dropGone(now: number): void {
    while (this.#queue.length > 1 && now - this.#queue[0].seen > GONE_MS) this.#queue.shift();
  }
}

/** The isolate's gate for password hashes. @internal tests hold a turn and shorten the wait with it. */
export const passwordHashing = new HashingGate(MAX_WAIT_MS);

/** Runs one password hash at its turn in this isolate; HashingBusy when the turn does not come in time. */
export function withHashingTurn<T>(work: () => T | Promise<T>): Promise<T> {
  return passwordHashing.run(work);
}

/** The result of `work` run through the gate, or undefined when the gate refused it (HashingBusy). */
export async function unlessBusy<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HashingBusy) return undefined;
    throw error;
  }
}
