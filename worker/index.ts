/**
 * The shop's edge worker: composition only (STYLE habit 1).
 */
import { Hono } from "hono";
import type { AppEnv } from "./env.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { contentPurgeRoutes } from "./routes/content-purge.ts";
import { pages } from "./pages.tsx";
import { bffProxy } from "./routes/bff-proxy.ts";
import { sitemapRoutes } from "./routes/sitemap.ts";
import { systemRoutes } from "./routes/system.ts";

const app = new Hono<AppEnv>();

app.use("*", securityHeaders());
app.route("/", systemRoutes);
app.route("/", sitemapRoutes);
app.route("/", contentPurgeRoutes);
app.route("/", bffProxy);
app.all("*", (c) => pages.fetch(c.req.raw, c.env, c.executionCtx));

export default app;
