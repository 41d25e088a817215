/**
 * The shop's edge worker: composition only (STYLE habit 1).
 */
import { Hono } from "hono";
import { handleWorkerError, requireConfig } from "./config/check.ts";
import type { AppEnv } from "./env.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { contentImageRoutes } from "./routes/content-images.ts";
import { contentPurgeRoutes } from "./routes/content-purge.ts";
import { pages } from "./pages.tsx";
import { bffProxy } from "./routes/bff-proxy.ts";
import { cspReportRoutes } from "./routes/csp-report.ts";
import { healthRoutes } from "./routes/health.ts";
import { sitemapRoutes } from "./routes/sitemap.ts";

const app = new Hono<AppEnv>();

app.onError(handleWorkerError);
app.use("*", requireConfig());
app.use("*", securityHeaders());
app.route("/", healthRoutes);
app.route("/", contentImageRoutes);
app.route("/", cspReportRoutes);
app.route("/", sitemapRoutes);
app.route("/", contentPurgeRoutes);
app.route("/", bffProxy);
app.all("*", (c) => pages.fetch(c.req.raw, c.env, c.executionCtx));

export default app;
