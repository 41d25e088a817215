/**
 * System routes that are not pages: health check and robots.txt.
 */
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";

export const systemRoutes = new Hono<AppEnv>()
  .get("/healthz", (c) => c.json({ ok: true }))
  .get("/robots.txt", (c) => c.text("User-agent: *\nAllow: /\nDisallow: /bff/\n"));
