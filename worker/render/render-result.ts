/**
 * The result of rendering a page, as the HTML cache reads it: the response with its HTML stream,
 * and, once the stream is done, the bytes, whether every part completed (`render-record.ts`), the
 * flags the render read with their treatments (`page-flags.ts`) and the other stories it shows.
 * A stream that breaks off is an incomplete page.
 */
import type { FlagRead, PageFlags } from "../flags/page-flags.ts";
import type { RenderRecord } from "./render-record.ts";

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
