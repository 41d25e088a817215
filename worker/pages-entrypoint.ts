/**
 * The `Pages` entrypoint (decision 198): the entrypoint Cloudflare's cache sits in front of when
 * `EDGE_CACHE=front`. Only the shop's own entrypoint reaches it (`ctx.exports`), never a browser:
 * it is asked for the shared body of a page (`worker/cache/front-tier.ts`, `askFront`) and renders
 * it with the same app, or takes a purge of its own entries by tag. Made from the app it runs, so
 * that `worker/index.ts` names it beside the app without an import circle.
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import { z } from "zod";
import type { FrontProps } from "./cache/front-cache.ts";
import { FRONT_PURGE_LIMITS } from "./cache/front-purge.ts";
import { validTag } from "./cache/front-tags.ts";
import { FRONT_PURGE_PATH, pagesAnswer } from "./cache/front-tier.ts";
import type { Env } from "./env.ts";
import { jsonOrLogged } from "./log.ts";

const purgeBody = z.object({
  tags: z.array(z.string().refine(validTag)).min(1).max(FRONT_PURGE_LIMITS.tagsPerCall),
});

/** What of the app `Pages` runs. */
interface App {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response>;
}

/** The `Pages` entrypoint class for `app`. */
export function pagesEntrypoint(app: App) {
  return class Pages extends WorkerEntrypoint<Env, FrontProps> {
    override async fetch(request: Request): Promise<Response> {
      if (new URL(request.url).pathname === FRONT_PURGE_PATH) return this.purge(request);
      return pagesAnswer(await app.fetch(request, this.env, this.ctx));
    }

    /** Purges this entrypoint's entries by tag; answers as `ctx.cache.purge` does. */
    private async purge(request: Request): Promise<Response> {
      if (request.method !== "POST") return Response.json({ error: "POST only" }, { status: 405 });
      const body = purgeBody.safeParse(jsonOrLogged(await request.text(), "front-purge-malformed"));
      if (!body.success) return Response.json({ error: "expected {tags: [1 to 100 tags]}" }, { status: 400 });
      if (!this.ctx.cache)
        return Response.json({
          success: false,
          errors: [{ code: 0, message: "Workers Cache is off for this worker" }],
        });
      return Response.json(await this.ctx.cache.purge({ tags: body.data.tags }));
    }
  };
}
