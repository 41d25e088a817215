/**
 * Deferred data (ARCHITECTURE "One request", step 5; STYLE habit 4): data below the fold that is
 * not awaited before the first byte. It streams in under Suspense after the shell; when its
 * promise rejects, the part renders nothing and the failure is logged with the specification's
 * code (section 8, "Logged error codes"), so the page stays whole and keeps its status.
 *
 * ```tsx
 * <Deferred name="reviews" data={loadReviews(bff)}>{(reviews) => <Reviews items={reviews} />}</Deferred>
 * ```
 */
import { type ReactNode, Suspense, use } from "react";
import { describeError, logEvent } from "../log.ts";
import { RENDER_ERROR_CODE } from "./render-error.ts";

type Settled<T> = { ok: true; value: T } | { ok: false };

/** One settled promise per data promise: React retries the component and must see the same one. */
const settledByData = new WeakMap<Promise<unknown>, Promise<Settled<unknown>>>();

function settle<T>(data: Promise<T>, name: string, code: string): Promise<Settled<T>> {
  let settled = settledByData.get(data);
  if (!settled) {
    settled = data.then(
      (value) => ({ ok: true, value }),
      (error: unknown) => {
        logEvent("error", code, { deferred: name, ...describeError(error) });
        return { ok: false };
      },
    );
    settledByData.set(data, settled);
  }
  return settled as Promise<Settled<T>>;
}

export interface DeferredProps<T> {
  /** The data, already started (never awaited before the shell). */
  data: Promise<T>;
  /** What the data is, for the log line: `footer-reviews`. */
  name: string;
  /** Renders the data once it is there. */
  children: (value: T) => ReactNode;
  /** Shown while the data is on its way; nothing by default. */
  fallback?: ReactNode;
  /** The error code to log a failure under; `hybrid-ssr-error` unless the caller knows better. */
  code?: string;
}

export function Deferred<T>(props: DeferredProps<T>) {
  return (
    <Suspense fallback={props.fallback ?? null}>
      <Resolved {...props} />
    </Suspense>
  );
}

function Resolved<T>({ data, name, children, code = RENDER_ERROR_CODE }: DeferredProps<T>) {
  const settled = use(settle(data, name, code));
  return settled.ok ? children(settled.value) : null;
}
