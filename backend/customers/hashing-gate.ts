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

let running = 0;
const queue: (() => void)[] = [];

/** Runs `work` when a slot is free; throws HashingBusy at once when the queue is full too. */
export async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IN_FLIGHT) {
    if (queue.length >= WAITING) throw new HashingBusy();
    await new Promise<void>((resolve) => queue.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  }
}

/** Hashes running and waiting now (for tests and logs). */
export function hashingLoad(): { running: number; waiting: number } {
  return { running, waiting: queue.length };
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
