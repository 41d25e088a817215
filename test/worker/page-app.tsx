// A page app built in a test from the shop's own parts (Cache-Control, request resolution,
// renderPage, the error handler), so the renderer can be given pages the shop does not have: a slow deferred
// part, a shell that throws. Nothing here is a route of the shop.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { type Context, Hono } from "hono";
import type { ConfigVars } from "../../worker/config/schema.ts";
import type { AppEnv, Env } from "../../worker/env.ts";
import { cacheControl } from "../../worker/middleware/cache-control.ts";
import { handleError } from "../../worker/middleware/errors.ts";
import { resolve, routePathOf } from "../../worker/middleware/resolve.ts";
import shop, { routerPath } from "../../worker/index.ts";
import type { RequestContext } from "../../worker/site/request-context.ts";

export type Handler = (c: Context<AppEnv>) => Response | Promise<Response>;

export function pageApp(handler: Handler): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ getPath: routePathOf });
  app.use("*", cacheControl(), resolve());
  app.get("*", handler);
  app.onError(handleError);
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

/**
 * A page of the shop as the worker serves it, with the request context its handlers saw, read
 * after the whole body: what the render noted there (the flags it read) is complete.
 */
export async function renderedWithContext(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ html: string; request: RequestContext }> {
  let request: RequestContext | undefined;
  const app = new Hono<AppEnv>({ getPath: routerPath });
  app.use("*", async (c, next) => {
    await next();
    request = c.get("request");
  });
  app.route("/", shop);
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(url, { headers }), env, ctx);
  const html = await res.text();
  await waitOnExecutionContext(ctx);
  if (!request) throw new Error(`no request context for ${url}`);
  return { html, request };
}
