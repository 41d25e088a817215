/**
 * System routes that are not pages: robots.txt (the health check is routes/health.ts).
 */
import { Hono } from "hono";
import type { AppEnv } from "../env.ts";

export const systemRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => c.text("User-agent: *\nAllow: /\nDisallow: /bff/\n"));
