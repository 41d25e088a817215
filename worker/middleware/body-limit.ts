/**
 * Body limits of the routes that take a body, through hono's `body-limit`: a
 * body whose declared length is over the limit is refused before anything is read, one without a
 * length is read at most to the limit. The answer is a 413 that says the limit.
 */
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";

export const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} kB`);

/** The limit as route middleware, answering `{ error: "body too large: at most 16 kB" }` or `answer(c)`. */
export function limitBody(maxBytes: number, answer?: (c: Context) => Response) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => answer?.(c) ?? c.json({ error: `body too large: at most ${sizeText(maxBytes)}` }, 413),
  });
}
