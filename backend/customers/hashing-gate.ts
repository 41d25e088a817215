/**
 * A bound on password hashing per isolate (issue 16, part 3; docs/decisions/048): at most
 * `IN_FLIGHT` hashes run at once (each yields to other requests while it works, scrypt.ts), at most
 * `WAITING` more wait for a turn, and any beyond are refused at once, before any hashing, so a burst
 * of log-ins or sign-ups slows only itself and costs the isolate a bounded amount of CPU and memory
 * (16 MiB per running hash).
 */
export const IN_FLIGHT = 2;
export const WAITING = 4;
/** Seconds a refused caller is asked to wait (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 2;

export class HashingBusy extends Error {
  constructor() {
    super("password hashing is busy");
  }
}

/** A waiting hash looks for a free slot this often, and gives up after `MAX_WAIT_MS`. */
const POLL_MS = 10;
const MAX_WAIT_MS = 10_000;

let running = 0;
let waiting = 0;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` when a slot is free; throws HashingBusy at once when the waiting places are taken
 * too. A waiter polls with its own timer rather than being woken by the request that frees the
 * slot: workerd does not let one request's handler resolve a promise another request waits on.
 */
export async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IN_FLIGHT) {
    if (waiting >= WAITING) throw new HashingBusy();
    waiting += 1;
    try {
      const deadline = Date.now() + MAX_WAIT_MS;
      while (running >= IN_FLIGHT) {
        if (Date.now() > deadline) throw new HashingBusy();
        await sleep(POLL_MS);
      }
    } finally {
      waiting -= 1;
    }
  }
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
  }
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
