/**
 * POST /storyblok/transform (section 7 "storyblok-transform"): the visual editor's
 * live update. The body is the edited story; the answer is the re-rendered page body as JSON. Only
 * in preview (`_storyblok` in the query), only JSON bodies (so no cross-site form can post), at most
 * 512 KB, and only stories of component Page.
 */
import { Hono } from "hono";
import { renderToReadableStream } from "react-dom/server";
import { componentOf, mapPage } from "../content/map-story.ts";
import { contentScope } from "../content/scope.ts";
import type { AppEnv } from "../env.ts";
import { limitBody } from "../middleware/body-limit.ts";
import { describeError, logEvent } from "../log.ts";
import { ContentBody, blockContext } from "../views/content-page/content-page.tsx";
import { startBlockLoads } from "./block-loads.ts";

export const MAX_TRANSFORM_BYTES = 512 * 1024;

export const storyblokTransformRoute = new Hono<AppEnv>().post(
  "/storyblok/transform",
  limitBody(MAX_TRANSFORM_BYTES),
  async (c) => {
    const scope = contentScope(c);
    if (!scope.preview.enabled) return c.json({ error: "preview only" }, 403);
    if (!(c.req.header("content-type") ?? "").startsWith("application/json"))
      return c.json({ error: "JSON body required" }, 415);
    const raw = await c.req.raw.text();
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch (error) {
      logEvent("info", "storyblok-transform-error", { reason: "malformed JSON", ...describeError(error) });
      return c.json({ error: "malformed JSON" }, 400);
    }
    const story = typeof body === "object" && body !== null ? (body as { story?: unknown }).story : undefined;
    if (typeof story !== "object" || story === null || componentOf(story as Record<string, unknown>) !== "Page") {
      return c.json({ error: "a story of component Page is required" }, 422);
    }
    const page = mapPage(story as Record<string, unknown>);
    const stream = await renderToReadableStream(
      <ContentBody page={page} ctx={blockContext(scope, page, startBlockLoads(scope, page))} />,
      {
        onError: (error) => logEvent("warn", "storyblok-transform-error", { message: String(error) }),
      },
    );
    await stream.allReady;
    const html = await new Response(stream).text();
    return c.json({ html }, 200);
  },
);
