/**
 * GET /content/images/{name}-{hash}.webp/m/{W}x{H}/filters:... (section 9 "Images", decision 095):
 * the embedded content's drawn pictures at the size a page asks for, by the same path Storyblok's
 * image service takes, so one address builder (`shared/content/image-url.ts`) serves both. The
 * answer is the nearest pre-drawn width (`npm run pictures`) from the static assets; a picture's
 * name carries a hash of its drawing, so every answer is cached for a year and never revalidated.
 * A malformed size or filter is a 400 that says what is wrong; an unknown picture a 404.
 */
import { Hono } from "hono";
import { parseVariantPath, variantFile } from "../../shared/content/image-url.ts";
import type { AppEnv } from "../env.ts";

export const contentImageRoutes = new Hono<AppEnv>();

contentImageRoutes.get("/content/images/:file{[^/]+\\.webp}/m/*", async (c) => {
  const url = new URL(c.req.url);
  const request = parseVariantPath(decodeURIComponent(url.pathname));
  if (request === undefined) return c.text("Not Found", 404);
  if (typeof request === "string") return c.text(`Bad image request: ${request}`, 400);
  const file = await c.env.ASSETS.fetch(new Request(new URL(variantFile(request), url.origin)));
  if (!file.ok || !file.body) {
    await file.body?.cancel();
    return c.text("Not Found", 404);
  }
  c.set("cache", "immutable");
  const headers = new Headers({ "content-type": "image/webp" });
  const etag = file.headers.get("etag");
  if (etag) headers.set("etag", etag);
  return new Response(file.body, { headers });
});
