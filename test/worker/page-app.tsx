// A page app built in a test from the shop's own parts (request resolution, renderPage, the
// error handler), so the renderer can be given pages the shop does not have: a slow deferred
// part, a shell that throws. Nothing here is a route of the shop.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { type Context, Hono } from "hono";
import type { ConfigVars } from "../../worker/config/schema.ts";
import type { AppEnv, Env } from "../../worker/env.ts";
import { handlePageError } from "../../worker/middleware/errors.ts";
import { resolve, routePathOf } from "../../worker/middleware/resolve.ts";

export type Handler = (c: Context<AppEnv>) => Response | Promise<Response>;

export function pageApp(handler: Handler): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ getPath: routePathOf });
  app.use("*", resolve());
  app.get("*", handler);
  app.onError(handlePageError);
  return app;
}

/** Fetches from a page app with the test bindings, some configuration changed. */
export async function fetchPage(
  app: Hono<AppEnv>,
  url: string,
  init: RequestInit & { env?: Partial<Env> & ConfigVars } = {},
) {
  const ctx = createExecutionContext();
  const response = await app.fetch(new Request(url, init), { ...env, ...init.env }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** Reads a body chunk by chunk, as the network would hand it on. */
export function chunksOf(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  return {
    async next(): Promise<string | undefined> {
      const { done, value } = await reader.read();
      return done ? undefined : decoder.decode(value, { stream: true });
    },
    /** Reads until the text seen so far contains `marker`; returns everything read. */
    async until(marker: string): Promise<string> {
      let text = "";
      while (!text.includes(marker)) {
        const chunk = await this.next();
        if (chunk === undefined) throw new Error(`stream ended before ${marker}`);
        text += chunk;
      }
      return text;
    },
    async rest(): Promise<string> {
      let text = "";
      for (let chunk = await this.next(); chunk !== undefined; chunk = await this.next()) text += chunk;
      return text;
    },
  };
}
