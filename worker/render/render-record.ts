/**
 * What one render of a page did, collected while it renders (decision 090): whether every part
 * completed, and which other stories it shows (a feed's entries, whose publish must advance the
 * page). The HTML cache reads it once the stream is done (`render-result.ts`) and stores only a
 * complete page.
 *
 * Nobody marks a failure by hand: every way a part's failure becomes something the page survives
 * goes through here. A route's or block's load that may fail is started through `settle` (its
 * failure becomes the part's fallback and marks the render), `<Deferred>` marks a promise that
 * rejects, and the renderer marks an error React reports.
 *
 * One per request, in `c.var.render` (a request renders at most one page the cache may keep: a hit
 * renders nothing, a miss or a refresh renders once).
 */
import { createContext } from "react";

/** A part's data once settled (`<Deferred>`). */
export type Settled<T> = { ok: true; value: T } | { ok: false };

export class RenderRecord {
  /** The parts that failed, by name; empty for a complete page. */
  readonly failures: string[] = [];
  /** Slugs of other stories the page shows. */
  readonly shows = new Set<string>();
  /** `<Deferred>`'s settled promise per data promise (React retries a component and must see the same one). */
  readonly settled = new WeakMap<Promise<unknown>, Promise<Settled<unknown>>>();

  /** Notes a failed part: the page is answered, never stored. */
  fail(part: string): void {
    this.failures.push(part);
  }

  get complete(): boolean {
    return this.failures.length === 0;
  }

  /**
   * A part's data whose failure the page survives: a rejection becomes `fallback(error)` for the
   * view (which logs it as the part's own code) and marks the render incomplete.
   */
  settle<T, F>(part: string, data: Promise<T>, fallback: (error: unknown) => F): Promise<T | F> {
    return data.catch((error: unknown) => {
      this.fail(part);
      return fallback(error);
    });
  }
}

/** The render's record for the views (`<Deferred>` marks a failed part with it); undefined outside a page render. */
export const RenderRecordContext = createContext<RenderRecord | undefined>(undefined);
