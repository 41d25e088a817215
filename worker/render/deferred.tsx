/**
 * Deferred data (ARCHITECTURE "One request", step 5; STYLE habit 4): data below the fold that is
 * not awaited before the first byte. It streams in under Suspense after the shell; when its
 * promise rejects, the part renders nothing and the failure is logged with the specification's
 * code (section 8, "Logged error codes"), so the page keeps its status; the render is marked
 * incomplete (`render-record.ts`), so the edge cache never keeps the page without the part.
 *
 * ```tsx
 * <Deferred name="reviews" data={loadReviews(bff)}>{(reviews) => <Reviews items={reviews} />}</Deferred>
 * ```
 */
import { type ReactNode, Suspense, use, useContext } from "react";
import { describeError, logEvent } from "../log.ts";
import { RENDER_ERROR_CODE } from "./render-error.ts";
import { type RenderRecord, RenderRecordContext, type Settled } from "./render-record.ts";

/**
 * One settled promise per data promise, kept in the render's record: React retries the component
 * and must see the same one.
 */
function settle<T>(record: RenderRecord, data: Promise<T>, name: string, code: string): Promise<Settled<T>> {
  const settledByData = record.settled;
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
  const record = useContext(RenderRecordContext);
  if (!record) throw new Error("<Deferred> renders only inside a page render (renderPage)");
  const settled = use(settle(record, data, name, code));
  if (!settled.ok) record.fail(name);
  return settled.ok ? children(settled.value) : null;
}
