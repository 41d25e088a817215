/**
 * System routes that are not pages: the health check (robots.txt and sitemaps: `sitemap.ts`).
 */
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";

export const systemRoutes = new Hono<AppEnv>()
  .get("/healthz", (c) => c.json({ ok: true }));
