/**
 * Deadlines of the worker's outgoing calls: every backend, content and
 * third-party call ends within its timeout (`AbortSignal.timeout`), whether or not the other side
 * ever answers. A dependency that timed out once is not asked again in the same request (its
 * `timedOut` set, kept in the request's context), so the error page that follows does not wait a
 * second time.
 */
import { logEvent } from "../log.ts";

export type Dependency = "backend" | "content" | "kv" | "split";

/** Page data: a page answers (with the error page if need be) within a few seconds. */
export const PAGE_CALL_TIMEOUT_MS = 4000;
/** Browser calls through the BFF proxy: log-ins hash passwords, which may queue under load. */
export const PROXY_CALL_TIMEOUT_MS = 10_000;
/**
 * Browser calls that hash a password (log-in, sign-up, password change and reset): the backend's
 * hashing gate lets a hash wait up to 20 s for its turn, then hashes (tens of milliseconds, more on
 * a busy machine). A shorter deadline would cut off a sign-up the backend then completes: the
 * visitor sees an error for an account that exists.
 */
export const PASSWORD_CALL_TIMEOUT_MS = 30_000;
/** Flag definitions from Split (refreshed in the background; a miss means all flags off). */
export const SPLIT_CALL_TIMEOUT_MS = 5000;

/** A dependency that did not answer in time, timed out before in this request, or failed: a 503. */
export class DependencyUnavailable extends Error {
  constructor(
    readonly dependency: Dependency,
    readonly reason: "timeout" | "timed-out-before" | "failed",
  ) {
    super(reason === "failed" ? `${dependency} failed` : `${dependency} did not answer in time`);
    this.name = "DependencyUnavailable";
  }
}

/** The dependencies that timed out in one request (`RequestContext.timedOut`). */
export type TimedOut = Set<Dependency>;

/**
 * Runs `call` with a signal that aborts after `ms`; rejects with DependencyUnavailable then, even
 * if the call ignores the signal. `signal` is the caller's own, combined with the deadline;
 * `timedOut` is the request's memory of dependencies that timed out (none outside a request).
 */
export async function withDeadline<T>(
  dependency: Dependency,
  ms: number,
  timedOut: TimedOut | undefined,
  call: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal | null,
): Promise<T> {
  if (timedOut?.has(dependency)) throw new DependencyUnavailable(dependency, "timed-out-before");
  const deadline = AbortSignal.timeout(ms);
  const combined = signal ? AbortSignal.any([signal, deadline]) : deadline;
  if (combined.aborted) throw combined.reason;
  // Ends the wait when the deadline or the caller's own signal fires, even if the call ignores it.
  let onAbort: (() => void) | undefined;
  const expiry = new Promise<never>((_, reject) => {
    onAbort = () => reject(deadline.aborted ? new DependencyUnavailable(dependency, "timeout") : combined.reason);
    combined.addEventListener("abort", onAbort, { once: true });
  });
  try {
    return await Promise.race([call(combined), expiry]);
  } catch (error) {
    if (deadline.aborted) {
      timedOut?.add(dependency);
      logEvent("error", "dependency-timeout", { dependency, ms });
      throw error instanceof DependencyUnavailable ? error : new DependencyUnavailable(dependency, "timeout");
    }
    throw error;
  } finally {
    if (onAbort) combined.removeEventListener("abort", onAbort);
  }
}
