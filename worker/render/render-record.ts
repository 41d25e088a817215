/**
 * What one render of a page did, collected while it renders (decision 090): whether every part
 * completed, and which other stories it shows (a feed's entries, whose publish must advance the
 * page). Its result (`renderResultOf`) is what the HTML cache reads once the stream is done: the
 * bytes, whether every part completed, the flags the render read with their treatments
 * (`page-flags.ts`) and the other stories it shows; a stream that breaks off is an incomplete
 * page. The cache stores only a complete page.
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
import type { FlagRead, PageFlags } from "../flags/page-flags.ts";

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

export interface RenderDone {
  complete: boolean;
  body: Uint8Array<ArrayBuffer>;
  flags: FlagRead[];
  shows: string[];
}

export interface RenderResult {
  /** The answer for the visitor: the same stream. */
  response: Response;
  done: Promise<RenderDone>;
}

export function renderResultOf(response: Response, record: RenderRecord, flags: PageFlags): RenderResult {
  if (!response.body) {
    const done = { complete: record.complete, body: new Uint8Array(0), flags: flags.read(), shows: [...record.shows] };
    return { response, done: Promise.resolve(done) };
  }
  const [forVisitor, forResult] = response.body.tee();
  const done = new Response(forResult).arrayBuffer().then(
    (bytes): RenderDone => ({
      complete: record.complete,
      body: new Uint8Array(bytes),
      flags: flags.read(),
      shows: [...record.shows],
    }),
    (): RenderDone => ({ complete: false, body: new Uint8Array(0), flags: flags.read(), shows: [...record.shows] }),
  );
  return { response: new Response(forVisitor, response), done };
}
