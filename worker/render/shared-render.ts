/**
 * Marks a render whose HTML the edge cache will share between visitors (issue 11, part 2): the
 * renderer then leaves out the visitor's own monitoring record (it is added on the way out,
 * `worker/cache/html-personalise.ts`), reports a failed part, so that a page with a hole is not
 * stored, and collects the slugs of other stories the page shows (a feed's entries), whose
 * publish must advance the page too (`worker/cache/html-generation.ts`).
 *
 * Keyed by the request context object the shared render hands to routes and views.
 */
import type { VisitorPayload } from "../../shared/flags/visitor.ts";
import type { RequestContext } from "../site/request-context.ts";

export interface SharedRender {
  /** What every person's page carries without the per-visitor record (the consent island needs the tracking configuration); null for crawlers. */
  visitor: VisitorPayload | null;
  /** Set when any part of the page failed to render. */
  failed: boolean;
  /** Slugs of other stories the page shows. */
  shows: Set<string>;
}

const renders = new WeakMap<RequestContext, SharedRender>();

export function startSharedRender(request: RequestContext, visitor: VisitorPayload | null): SharedRender {
  const render: SharedRender = { visitor, failed: false, shows: new Set() };
  renders.set(request, render);
  return render;
}

export function sharedRenderOf(request: RequestContext): SharedRender | undefined {
  return renders.get(request);
}
